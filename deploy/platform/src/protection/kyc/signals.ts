/**
 * Monitoring signals: patterns an operator should look at, kept in aml_signals. None of them
 * blocks anything; a member keeps playing and withdrawing while an operator reads them. Each is
 * kept once per member, kind and occasion, so a scan run again adds nothing already found.
 *
 * The rules (amounts are the member's real money):
 * - LITTLE_PLAY_WITHDRAWAL: a withdrawal while less than half of the last deposit before it was
 *   staked since that deposit (money passing through the site). Occasion: the withdrawal.
 * - TRANSFER_THEN_WITHDRAW: a withdrawal within 24 hours of receiving upline/downline transfers of at
 *   least half its amount, with less than the transfers staked since the first of them. Occasion: the withdrawal.
 * - DEPOSITS_UNDER_THRESHOLD: three or more deposits whose total within the licence's window stays
 *   between 90 % and 100 % of the threshold (stopping just short of the identity check). Occasion: the week.
 * - RISING_DEPOSIT_FREQUENCY: four or more deposits in the last 7 days, at least three times the
 *   weekly average of the 28 days before. Occasion: the week.
 * - DEPOSITS_AFTER_LOSSES: three or more deposits in 30 days each made within an hour of losing at
 *   least half its amount (chasing losses). Occasion: the week.
 * - LIMIT_RAISED: the member asked to raise or remove a limit in the last 30 days. Occasion: that request.
 */
import type { AmlSignalKind } from '@site/shared/contract/protection/kyc';
import type { Db } from '../../db/database';
import { formatAmount } from '../../wallet/money';
import type { BrandProfile } from '../brand-profile';
import { DEPOSIT_KINDS, depositsCounted, thresholdOf } from './kyc-state';

/** Journal kinds of money received from a member of one's own line. */
const TRANSFER_KINDS = ['AGENT_TO_DOWNLINE', 'UPLINE_TRANSFER'];
/** How far back a scan looks for withdrawals and activity to judge. */
const RECENT_MS = 2 * 24 * 3600_000;

interface Found {
  kind: AmlSignalKind;
  occasion: string;
  details: Record<string, string | number>;
}

/** Monday of the UTC week of `now`, 'week:2026-11-23': one occasion a week for the pattern signals. */
function weekOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return `week:${day.toISOString().slice(0, 10)}`;
}

const money = (minor: string | bigint) => formatAmount(BigInt(minor));

async function withdrawalSignals(db: Db, memberId: string, now: Date): Promise<Found[]> {
  const rows = await db.query<{ order_no: string; amount: string; deposit: string | null; deposit_at: string | null; staked: string; transfers: string; staked_after_transfer: string }>(
    `SELECT w.order_no, w.amount::text AS amount, d.amount::text AS deposit, d.created_at::text AS deposit_at,
       (SELECT coalesce(sum(r.stake), 0) FROM game_rounds r WHERE r.member_id = w.member_id AND r.ledger = 'REAL' AND r.status <> 'ROLLED_BACK'
          AND r.started_at >= coalesce(d.created_at, w.created_at) AND r.started_at <= w.created_at)::text AS staked,
       coalesce(t.total, 0)::text AS transfers,
       (SELECT coalesce(sum(r.stake), 0) FROM game_rounds r WHERE r.member_id = w.member_id AND r.ledger = 'REAL' AND r.status <> 'ROLLED_BACK'
          AND r.started_at >= coalesce(t.first_at, w.created_at) AND r.started_at <= w.created_at)::text AS staked_after_transfer
     FROM withdrawals w
     LEFT JOIN LATERAL (
       SELECT l.amount, l.created_at FROM journal_lines l
       WHERE l.member_id = w.member_id AND l.kind = ANY($3::text[]) AND l.amount > 0 AND l.created_at <= w.created_at
       ORDER BY l.created_at DESC, l.id DESC LIMIT 1) d ON true
     LEFT JOIN LATERAL (
       SELECT sum(l.amount) AS total, min(l.created_at) AS first_at FROM journal_lines l
       WHERE l.member_id = w.member_id AND l.kind = ANY($4::text[]) AND l.amount > 0
         AND l.created_at <= w.created_at AND l.created_at >= w.created_at - interval '24 hours') t ON true
     WHERE w.member_id = $1::bigint AND w.created_at >= $2::timestamptz`,
    [memberId, new Date(now.getTime() - RECENT_MS).toISOString(), DEPOSIT_KINDS, TRANSFER_KINDS],
  );
  const found: Found[] = [];
  for (const row of rows) {
    if (row.deposit !== null && BigInt(row.staked) * 2n < BigInt(row.deposit)) {
      found.push({
        kind: 'LITTLE_PLAY_WITHDRAWAL',
        occasion: row.order_no,
        details: { orderNo: row.order_no, withdrawal: money(row.amount), lastDeposit: money(row.deposit), lastDepositAt: row.deposit_at!, stakedSince: money(row.staked) },
      });
    }
    const transfers = BigInt(row.transfers);
    if (transfers > 0n && transfers * 2n >= BigInt(row.amount) && BigInt(row.staked_after_transfer) < transfers) {
      found.push({
        kind: 'TRANSFER_THEN_WITHDRAW',
        occasion: row.order_no,
        details: { orderNo: row.order_no, withdrawal: money(row.amount), transfersIn24h: money(transfers), stakedSince: money(row.staked_after_transfer) },
      });
    }
  }
  return found;
}

async function depositPatternSignals(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<Found[]> {
  const found: Found[] = [];
  const week = weekOf(now);
  const [counts] = await db.query<{ in_window: number; last7: number; before28: number; after_loss: number }>(
    `SELECT
       count(*) FILTER (WHERE $3::int IS NULL OR l.created_at >= $2::timestamptz - make_interval(days => $3::int))::int AS in_window,
       count(*) FILTER (WHERE l.created_at >= $2::timestamptz - interval '7 days')::int AS last7,
       count(*) FILTER (WHERE l.created_at < $2::timestamptz - interval '7 days' AND l.created_at >= $2::timestamptz - interval '35 days')::int AS before28,
       count(*) FILTER (WHERE l.created_at >= $2::timestamptz - interval '30 days' AND 2 * (
         SELECT coalesce(sum(r.stake - r.win), 0) FROM game_rounds r
         WHERE r.member_id = l.member_id AND r.ledger = 'REAL' AND r.status = 'SETTLED'
           AND r.started_at >= l.created_at - interval '1 hour' AND r.started_at <= l.created_at) >= l.amount)::int AS after_loss
     FROM journal_lines l
     WHERE l.member_id = $1::bigint AND l.kind = ANY($4::text[]) AND l.amount > 0 AND l.created_at <= $2::timestamptz
       AND l.created_at >= least($2::timestamptz - interval '35 days', $2::timestamptz - make_interval(days => coalesce($3::int, 36500)))`,
    [memberId, now.toISOString(), profile.amlWindowDays, DEPOSIT_KINDS],
  );
  if (!counts) return found;
  const threshold = thresholdOf(profile);
  if (counts.in_window >= 3) {
    const total = await depositsCounted(db, memberId, profile, now);
    if (total * 10n >= threshold * 9n && total < threshold) {
      found.push({ kind: 'DEPOSITS_UNDER_THRESHOLD', occasion: week, details: { deposits: counts.in_window, total: money(total), threshold: profile.amlThreshold } });
    }
  }
  // At least 4 this week and at least three times the weekly average of the four weeks before.
  if (counts.last7 >= 4 && counts.last7 * 4 >= 3 * Math.max(counts.before28, 4)) {
    found.push({ kind: 'RISING_DEPOSIT_FREQUENCY', occasion: week, details: { last7Days: counts.last7, previous28Days: counts.before28 } });
  }
  if (counts.after_loss >= 3) {
    found.push({ kind: 'DEPOSITS_AFTER_LOSSES', occasion: week, details: { depositsAfterLosses30Days: counts.after_loss } });
  }
  return found;
}

let limitHistoryPresent: boolean | undefined;

async function limitSignals(db: Db, memberId: string, now: Date): Promise<Found[]> {
  // The limits' history is another part's table: read only where that part is installed.
  if (limitHistoryPresent === undefined) {
    const [row] = await db.query<{ present: boolean }>("SELECT to_regclass('protection_limit_history') IS NOT NULL AS present");
    limitHistoryPresent = row?.present === true;
  }
  if (!limitHistoryPresent) return [];
  const rows = await db.query<{ id: string; kind: string; period: string; action: string; amount: string | null }>(
    `SELECT id::text AS id, kind, period, action, amount::text AS amount FROM protection_limit_history
     WHERE member_id = $1::bigint AND action IN ('RAISE_ASKED', 'REMOVE_ASKED') AND created_at >= $2::timestamptz - interval '30 days'
     ORDER BY id DESC LIMIT 5`,
    [memberId, now.toISOString()],
  );
  return rows.map((row) => ({
    kind: 'LIMIT_RAISED' as const,
    occasion: `limit:${row.id}`,
    details: { limit: `${row.kind} ${row.period}`, asked: row.action === 'REMOVE_ASKED' ? 'removal' : row.kind === 'PLAY_MINUTES' ? String(row.amount) : money(row.amount ?? '0') },
  }));
}

/** Looks at one member and keeps what is new; returns how many signals were new. */
export async function scanMember(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<number> {
  const found = [...(await withdrawalSignals(db, memberId, now)), ...(await depositPatternSignals(db, memberId, profile, now)), ...(await limitSignals(db, memberId, now))];
  let added = 0;
  for (const signal of found) {
    const rows = await db.query(
      `INSERT INTO aml_signals (member_id, kind, occasion, details, detected_at) VALUES ($1::bigint, $2, $3, $4::jsonb, $5::timestamptz)
       ON CONFLICT (member_id, kind, occasion) DO NOTHING RETURNING id`,
      [memberId, signal.kind, signal.occasion, JSON.stringify(signal.details), now.toISOString()],
    );
    added += rows.length;
  }
  return added;
}

/** Members with money moving lately: a credited deposit, a withdrawal or a transfer within RECENT_MS. */
export async function recentlyActiveMembers(db: Db, now: Date, limit = 1000): Promise<string[]> {
  const since = new Date(now.getTime() - RECENT_MS).toISOString();
  const rows = await db.query<{ member_id: string }>(
    `SELECT member_id::text AS member_id FROM (
       SELECT member_id FROM deposit_orders WHERE state = 'CREDITED' AND completed_at >= $1::timestamptz
       UNION SELECT member_id FROM withdrawals WHERE created_at >= $1::timestamptz
       UNION SELECT member_id FROM downline_transfers WHERE created_at >= $1::timestamptz
       UNION SELECT upline_id FROM upline_transfers WHERE created_at >= $1::timestamptz) m
     LIMIT $2`,
    [since, limit],
  );
  return rows.map((row) => row.member_id);
}

/** Scans every recently active member; returns how many members were looked at and signals found. */
export async function scanRecent(db: Db, profile: BrandProfile, now: Date): Promise<{ members: number; found: number }> {
  const members = await recentlyActiveMembers(db, now);
  let found = 0;
  for (const memberId of members) found += await scanMember(db, memberId, profile, now);
  return { members: members.length, found };
}
