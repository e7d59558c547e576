/**
 * A member's limits and reality check: what is in force and what remains, the member's changes
 * (lower at once; raise or remove after 24 hours and a confirmation), the operator's changes (at
 * once, and out of the member's reach), and the play session the reality check reads. The rules
 * that refuse money live in the database (sql/protection_limit_check.sql), called by each money
 * path inside its own transaction; this file only reads and changes the limits.
 */
import type { LimitChange, LimitKind, LimitPeriod, MemberLimit, PlayState, ProtectionState } from '@site/shared/contract/protection/limits';
import { LIMIT_RAISE_WAIT_HOURS } from '@site/shared/contract/protection/limits';
import { findMemberByAccount } from '../../accounts/members';
import { recordOperatorAction, type RecordedAction } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { notifyMember, shownAmount } from '../../messages/notify';
import { amountOf, formatAmount } from '../../wallet/money';
import type { BrandProfile } from '../brand-profile';

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  set_by: 'MEMBER' | 'OPERATOR';
  pending_amount: string | null;
  pending_remove: boolean;
  pending_from: Date | string | null;
  confirmable: boolean;
  used: string;
  resets_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A value as the member reads it: an amount for money kinds, minutes for play time. */
function shown(kind: LimitKind, value: bigint): string {
  return kind === 'PLAY_MINUTES' ? value.toString() : formatAmount(value);
}

/** The value a change asks for, in the limit's unit (minor units or minutes); null removes. */
function askedValue(change: { kind: LimitKind; amount?: string | null; minutes?: number | null }): bigint | null {
  if (change.kind === 'PLAY_MINUTES') return change.minutes == null ? null : BigInt(change.minutes);
  return change.amount == null ? null : amountOf(change.amount);
}

async function readLimits(db: Db, memberId: string): Promise<MemberLimit[]> {
  const rows = await db.query<LimitRow>(
    `SELECT l.kind, l.period, l.amount::text AS amount, l.set_by, l.pending_amount::text AS pending_amount, l.pending_remove,
            l.pending_from, l.pending_from <= now() AS confirmable, u.o_used::text AS used, u.o_resets_at AS resets_at
     FROM protection_limits l, LATERAL protection_limit_usage(l.member_id, l.kind, l.period) u
     WHERE l.member_id = $1::bigint
     ORDER BY array_position(ARRAY['DEPOSIT', 'LOSS', 'WAGER', 'PLAY_MINUTES'], l.kind), array_position(ARRAY['SESSION', 'DAY', 'WEEK', 'MONTH'], l.period)`,
    [memberId],
  );
  return rows.map((row) => {
    const amount = BigInt(row.amount);
    const used = BigInt(row.used);
    const remaining = amount - (used > 0n ? used : 0n);
    return {
      kind: row.kind,
      period: row.period,
      value: shown(row.kind, amount),
      setBy: row.set_by,
      used: shown(row.kind, used),
      remaining: shown(row.kind, remaining > 0n ? remaining : 0n),
      resetsAt: iso(row.resets_at),
      pending:
        row.pending_from === null
          ? null
          : {
              value: row.pending_remove ? null : shown(row.kind, BigInt(row.pending_amount!)),
              confirmableFrom: iso(row.pending_from)!,
              confirmable: row.confirmable,
            },
    };
  });
}

/** The member's limits with what remains now, the reality-check interval and the prompt's answer. */
export async function protectionState(db: Db, brand: BrandProfile, memberId: string): Promise<ProtectionState> {
  const [settings] = await db.query<{ reality_check_minutes: number | null; answered: boolean }>(
    'SELECT reality_check_minutes, limit_prompt_answered_at IS NOT NULL AS answered FROM protection_settings WHERE member_id = $1::bigint',
    [memberId],
  );
  return {
    limits: await readLimits(db, memberId),
    realityCheckMinutes: settings?.reality_check_minutes ?? null,
    realityCheckDefault: brand.defaultRealityCheckMinutes,
    limitPromptAnswered: settings?.answered ?? false,
  };
}

/** History actions after which the member's limit in force changed, and those that wait for a confirmation. */
const IN_FORCE_ACTIONS = new Set(['SET', 'CONFIRMED', 'OPERATOR_SET', 'OPERATOR_REMOVED']);
const WAITING_ACTIONS = new Set(['RAISE_ASKED', 'REMOVE_ASKED']);

async function history(tx: Db, memberId: string, kind: LimitKind, period: LimitPeriod, action: string, value: bigint | null, operator: string | null) {
  const [row] = await tx.query<{ id: string; pending_from: Date | string | null }>(
    `INSERT INTO protection_limit_history (member_id, kind, period, action, amount, operator) VALUES ($1::bigint, $2, $3, $4, $5::bigint, $6)
     RETURNING id::text AS id,
       (SELECT l.pending_from FROM protection_limits l WHERE l.member_id = $1::bigint AND l.kind = $2 AND l.period = $3) AS pending_from`,
    [memberId, kind, period, action, value?.toString() ?? null, operator],
  );
  // The member is told of each change in its transaction; the history row is the fact.
  const shownValue = value === null ? {} : { value: kind === 'PLAY_MINUTES' ? value.toString() : shownAmount(formatAmount(value)) };
  if (IN_FORCE_ACTIONS.has(action)) {
    await notifyMember(tx, memberId, 'LIMIT_SET', { limitKind: kind, period, ...shownValue }, `limit-history:${row!.id}`);
  } else if (WAITING_ACTIONS.has(action)) {
    const confirmableFrom = iso(row!.pending_from) ?? undefined;
    await notifyMember(tx, memberId, 'LIMIT_RAISE_PENDING', { limitKind: kind, period, ...shownValue, ...(confirmableFrom ? { confirmableFrom } : {}) }, `limit-history:${row!.id}`);
  }
}

/**
 * A loss or wager limit reads the member's hourly usage, which the journal keeps only for members
 * with such a limit: a new one builds it from the journal first (sql/protection_usage_rebuild.sql).
 */
async function countUsageFromNow(tx: Db, memberId: string, kind: LimitKind): Promise<void> {
  if (kind === 'LOSS' || kind === 'WAGER') await tx.query('SELECT protection_usage_rebuild($1::bigint)', [memberId]);
}

/** Locks the member's row for a limit change, so two changes of one member go one after the other. */
async function lockMember(tx: Db, memberId: string): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1::bigint FOR UPDATE', [memberId]);
}

/**
 * The member's change of one limit. A first limit or a lower value applies at once and drops any
 * waiting raise. A higher value or a removal waits: it is kept beside the value in force, which
 * still applies, and may be confirmed once the wait is over. The operator's limit cannot be raised
 * or removed by the member (lowered it may be, since that only protects more).
 */
export async function changeLimit(db: Db, brand: BrandProfile, memberId: string, change: LimitChange): Promise<ProtectionState & { effect: 'NOW' | 'PENDING' }> {
  const asked = askedValue(change);
  const effect = await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [current] = await tx.query<{ amount: string; set_by: string }>(
      'SELECT amount::text AS amount, set_by FROM protection_limits WHERE member_id = $1::bigint AND kind = $2 AND period = $3',
      [memberId, change.kind, change.period],
    );
    if (!current) {
      if (asked === null) throw new PlatformError(409, 'LIMIT_NOT_SET', 'kind: there is no such limit to remove', 'kind');
      await tx.query(
        `INSERT INTO protection_limits (member_id, kind, period, amount, set_by) VALUES ($1::bigint, $2, $3, $4::bigint, 'MEMBER')`,
        [memberId, change.kind, change.period, asked.toString()],
      );
      await countUsageFromNow(tx, memberId, change.kind);
      await history(tx, memberId, change.kind, change.period, 'SET', asked, null);
      return 'NOW' as const;
    }
    const inForce = BigInt(current.amount);
    // Lowering keeps who set the limit: an operator's limit lowered by the member is still out of the member's reach.
    if (asked !== null && asked <= inForce) {
      await tx.query(
        `UPDATE protection_limits SET amount = $4::bigint, set_at = now(), pending_amount = NULL, pending_remove = false, pending_from = NULL
         WHERE member_id = $1::bigint AND kind = $2 AND period = $3`,
        [memberId, change.kind, change.period, asked.toString()],
      );
      await history(tx, memberId, change.kind, change.period, 'SET', asked, null);
      return 'NOW' as const;
    }
    if (current.set_by === 'OPERATOR') {
      throw new PlatformError(403, 'LIMIT_SET_BY_OPERATOR', `${change.kind === 'PLAY_MINUTES' ? 'minutes' : 'amount'}: this limit was set by the site; only customer service can raise or remove it`, change.kind === 'PLAY_MINUTES' ? 'minutes' : 'amount');
    }
    // The wait starts again with each new ask, so a raise cannot be queued early and confirmed at once.
    await tx.query(
      `UPDATE protection_limits SET pending_amount = $4::bigint, pending_remove = $4::bigint IS NULL,
              pending_from = now() + make_interval(hours => $5::int)
       WHERE member_id = $1::bigint AND kind = $2 AND period = $3`,
      [memberId, change.kind, change.period, asked?.toString() ?? null, LIMIT_RAISE_WAIT_HOURS],
    );
    await history(tx, memberId, change.kind, change.period, asked === null ? 'REMOVE_ASKED' : 'RAISE_ASKED', asked, null);
    return 'PENDING' as const;
  });
  return { ...(await protectionState(db, brand, memberId)), effect };
}

/** The member confirms a waiting raise or removal; refused before its wait is over. */
export async function confirmLimit(db: Db, brand: BrandProfile, memberId: string, key: { kind: LimitKind; period: LimitPeriod }): Promise<ProtectionState> {
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [row] = await tx.query<{ pending_amount: string | null; pending_remove: boolean; pending_from: Date | string | null; due: boolean }>(
      `SELECT pending_amount::text AS pending_amount, pending_remove, pending_from, pending_from <= now() AS due
       FROM protection_limits WHERE member_id = $1::bigint AND kind = $2 AND period = $3`,
      [memberId, key.kind, key.period],
    );
    if (!row || row.pending_from === null) throw new PlatformError(409, 'LIMIT_NOT_PENDING', 'kind: no raise or removal of this limit is waiting', 'kind');
    if (!row.due) {
      throw new PlatformError(409, 'LIMIT_WAIT_NOT_OVER', `kind: this change can be confirmed from ${iso(row.pending_from)}`, 'kind', { confirmableFrom: iso(row.pending_from) });
    }
    if (row.pending_remove) {
      await tx.query('DELETE FROM protection_limits WHERE member_id = $1::bigint AND kind = $2 AND period = $3', [memberId, key.kind, key.period]);
    } else {
      await tx.query(
        `UPDATE protection_limits SET amount = pending_amount, set_by = 'MEMBER', set_at = now(), pending_amount = NULL, pending_from = NULL
         WHERE member_id = $1::bigint AND kind = $2 AND period = $3`,
        [memberId, key.kind, key.period],
      );
    }
    await history(tx, memberId, key.kind, key.period, 'CONFIRMED', row.pending_remove ? null : BigInt(row.pending_amount!), null);
  });
  return protectionState(db, brand, memberId);
}

async function upsertSettings(db: Db, memberId: string, set: string, params: unknown[]): Promise<void> {
  await db.query(
    `INSERT INTO protection_settings AS s (member_id) VALUES ($1::bigint)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId],
  );
  await db.query(`UPDATE protection_settings SET ${set}, updated_at = now() WHERE member_id = $1::bigint`, [memberId, ...params]);
}

export async function setRealityCheck(db: Db, brand: BrandProfile, memberId: string, minutes: number | null): Promise<ProtectionState> {
  await upsertSettings(db, memberId, 'reality_check_minutes = $2::int', [minutes]);
  return protectionState(db, brand, memberId);
}

export async function answerLimitPrompt(db: Db, brand: BrandProfile, memberId: string): Promise<ProtectionState> {
  await upsertSettings(db, memberId, 'limit_prompt_answered_at = coalesce(limit_prompt_answered_at, now())', []);
  return protectionState(db, brand, memberId);
}

/**
 * Reports play and reads the reality check: the current play session (extended to now, or a new
 * one after a pause), its time and net result, the next check (an interval after the last one,
 * kept on the server), and whether a play-time limit has ended play. `continued`: the member read
 * the check, so the next one is an interval from now.
 */
export async function playState(db: Db, brand: BrandProfile, memberId: string, continued = false): Promise<PlayState> {
  return db.transaction(async (tx) => {
    const [session] = await tx.query<{ o_id: string; o_started_at: Date | string }>(
      'SELECT o_id::text AS o_id, o_started_at FROM protection_play_touch($1::bigint)',
      [memberId],
    );
    if (continued) await tx.query('UPDATE protection_play_sessions SET checked_at = now() WHERE id = $1::bigint', [session!.o_id]);
    const [row] = await tx.query<{ checked_at: Date | string; minutes: number; interval: number; net: string }>(
      `SELECT s.checked_at, floor(extract(epoch FROM now() - s.started_at) / 60)::int AS minutes,
              coalesce(p.reality_check_minutes, $3::int) AS interval,
              coalesce((SELECT sum(l.amount) FROM journal_lines l
                        WHERE l.member_id = $2::bigint AND l.created_at >= s.started_at
                          AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_WIN', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_PAYOUT', 'LOTTERY_REFUND')), 0)::text AS net
       FROM protection_play_sessions s LEFT JOIN protection_settings p ON p.member_id = s.member_id
       WHERE s.id = $1::bigint`,
      [session!.o_id, memberId, brand.defaultRealityCheckMinutes],
    );
    const [ended] = await tx.query<{ resets_at: Date | string | null }>(
      `SELECT u.o_resets_at AS resets_at FROM protection_limits l, LATERAL protection_limit_usage(l.member_id, l.kind, l.period) u
       WHERE l.member_id = $1::bigint AND l.kind = 'PLAY_MINUTES' AND u.o_used >= l.amount
       ORDER BY u.o_resets_at DESC NULLS LAST LIMIT 1`,
      [memberId],
    );
    const nextCheckAt = new Date(new Date(row!.checked_at).getTime() + row!.interval * 60_000);
    return {
      startedAt: iso(session!.o_started_at)!,
      minutesPlayed: row!.minutes,
      net: formatAmount(BigInt(row!.net)),
      intervalMinutes: row!.interval,
      nextCheckAt: nextCheckAt.toISOString(),
      due: nextCheckAt.getTime() <= Date.now(),
      playEnded: ended !== undefined,
      playEndsUntil: ended ? iso(ended.resets_at) : null,
    };
  });
}

/** The member an operator names, real accounts only. */
async function memberOfAccount(db: Db, account: string): Promise<string> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no member has this account', 'account');
  return String(member.id);
}

async function limitHistory(db: Db, memberId: string) {
  const rows = await db.query<{ kind: LimitKind; period: LimitPeriod; action: string; amount: string | null; operator: string | null; created_at: Date | string }>(
    `SELECT kind, period, action, amount::text AS amount, operator, created_at FROM protection_limit_history
     WHERE member_id = $1::bigint ORDER BY id DESC LIMIT 200`,
    [memberId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    action: row.action,
    value: row.amount === null ? null : shown(row.kind, BigInt(row.amount)),
    operator: row.operator,
    createdAt: iso(row.created_at)!,
  }));
}

export async function opsMemberLimits(db: Db, brand: BrandProfile, account: string) {
  const memberId = await memberOfAccount(db, account);
  return { account, state: await protectionState(db, brand, memberId), history: await limitHistory(db, memberId) };
}

/** The operator sets or removes a limit: at once, in either direction, marked as the operator's. */
export async function opsSetLimit(
  db: Db,
  brand: BrandProfile,
  operator: string,
  change: { account: string; reference: string; kind: LimitKind; period: LimitPeriod; amount?: string | null; minutes?: number | null },
) {
  const memberId = await memberOfAccount(db, change.account);
  const asked = askedValue(change);
  const replayed = await db.transaction(async (tx) => {
    const details = { memberId, kind: change.kind, period: change.period, value: asked?.toString() ?? null };
    const recorded = await recordOperatorAction(
      tx,
      { operator, action: 'PROTECTION_LIMIT_SET', reference: change.reference, details },
      {
        what: 'limit change',
        sameContent: (first: RecordedAction) => (['memberId', 'kind', 'period', 'value'] as const).every((key) => first.details[key] === details[key]),
      },
    );
    if (recorded.replayed) return true;
    await lockMember(tx, memberId);
    if (asked === null) {
      await tx.query('DELETE FROM protection_limits WHERE member_id = $1::bigint AND kind = $2 AND period = $3', [memberId, change.kind, change.period]);
    } else {
      await tx.query(
        `INSERT INTO protection_limits (member_id, kind, period, amount, set_by) VALUES ($1::bigint, $2, $3, $4::bigint, 'OPERATOR')
         ON CONFLICT (member_id, kind, period) DO UPDATE
           SET amount = EXCLUDED.amount, set_by = 'OPERATOR', set_at = now(), pending_amount = NULL, pending_remove = false, pending_from = NULL`,
        [memberId, change.kind, change.period, asked.toString()],
      );
      await countUsageFromNow(tx, memberId, change.kind);
    }
    await history(tx, memberId, change.kind, change.period, asked === null ? 'OPERATOR_REMOVED' : 'OPERATOR_SET', asked, operator);
    return false;
  });
  return { ...(await opsMemberLimits(db, brand, change.account)), replayed };
}
