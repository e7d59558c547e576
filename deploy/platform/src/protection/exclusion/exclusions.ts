/**
 * Time-out and self-exclusion: taken by the member, effective at once.
 *
 * Taking one, in one transaction: the row that refuses play (see exclusion-check.ts), every session
 * of the member ended (a game already open can bet no more: its game session needs its login
 * session), every ACTIVE bonus grant forfeited (its bonus money back to MARKETING through the same
 * SQL that closes grants everywhere), every reward waiting to be claimed or reviewed cancelled (a
 * reviewed claim's stock and budget given back to its campaign). Broadcast messages skip the member
 * from then on (messages/operator-messages.ts asks the same SQL rule).
 *
 * A time-out ends by itself. A self-exclusion does not: once its first 6 months have passed the
 * member may ask to end it, and play resumes 7 days after asking. Decision: the first 6 months are
 * irrevocable whatever the period chosen; after them a longer period (1 year, 5 years, indefinite)
 * may be ended the same way, by asking and waiting out the cooling-off. Until the member asks,
 * nothing reopens, even after the chosen period.
 */
import {
  REOPEN_COOLING_OFF_DAYS,
  type ExclusionKind,
  type ExclusionState,
  type ExclusionTaken,
  type TakeExclusionBody,
} from '@site/shared/contract/protection/exclusion';
import { revokeMemberSessions } from '../../accounts/sessions';
import type { Db } from '../../db/database';
import { isoTimeOrNull } from '../../db/dates';
import { PlatformError } from '../../http/errors';
import { notifyMember } from '../../messages/notify';
import { lockNamed } from '../../db/lock-named';

/** The interval each self-exclusion period lasts (null: indefinite). */
const SELF_EXCLUSION_INTERVALS: Record<string, string | null> = { P6M: '6 months', P1Y: '1 year', P5Y: '5 years', INDEFINITE: null };
/** The irrevocable part of every self-exclusion. */
const IRREVOCABLE_INTERVAL = '6 months';

/** What the reward centre shows on a reward cancelled by an exclusion. */
const CANCELLED_REASON = 'Cancelled: you took a break from play';

interface ExclusionRow {
  kind: ExclusionKind;
  period: string;
  starts_at: Date;
  ends_at: Date | null;
  irrevocable_until: Date | null;
  reopen_requested_at: Date | null;
  reopens_at: Date | null;
  irrevocable_now: boolean;
}

const STRENGTH: Record<ExclusionKind, number> = { REGISTER: 0, SELF_EXCLUSION: 1, TIME_OUT: 2 };

/** The member's rows still in force, strongest first (the same order as member_exclusion_in_force). */
async function rowsInForce(db: Db, memberId: string): Promise<ExclusionRow[]> {
  const rows = await db.query<ExclusionRow>(
    `SELECT kind, period, starts_at, ends_at, irrevocable_until, reopen_requested_at, reopens_at,
            coalesce(irrevocable_until > now(), false) AS irrevocable_now
     FROM member_exclusions
     WHERE member_id = $1::bigint AND ended_at IS NULL AND (reopens_at IS NULL OR reopens_at > now())
     ORDER BY starts_at`,
    [memberId],
  );
  return rows.sort((a, b) => STRENGTH[a.kind] - STRENGTH[b.kind]);
}

function stateOf(rows: ExclusionRow[]): ExclusionState {
  const top = rows[0];
  const selfRows = rows.filter((row) => row.kind === 'SELF_EXCLUSION');
  const canAskToReopen = selfRows.length > 0 && selfRows.every((row) => !row.irrevocable_now) && selfRows.some((row) => row.reopen_requested_at === null);
  if (!top) {
    return { inForce: false, kind: null, period: null, startsAt: null, endsAt: null, irrevocableUntil: null, reopenRequestedAt: null, reopensAt: null, canAskToReopen: false };
  }
  // A self-exclusion's reopening time is the latest of its rows (every one must have passed).
  const latest = (times: (Date | null)[]) => (times.some((time) => time === null) ? null : times.sort((a, b) => b!.getTime() - a!.getTime())[0]!);
  const reopensAt = top.kind === 'SELF_EXCLUSION' ? latest(selfRows.map((row) => row.reopens_at)) : top.reopens_at;
  return {
    inForce: true,
    kind: top.kind,
    period: top.period,
    startsAt: isoTimeOrNull(top.starts_at),
    endsAt: isoTimeOrNull(top.ends_at),
    irrevocableUntil: isoTimeOrNull(top.irrevocable_until),
    reopenRequestedAt: isoTimeOrNull(top.reopen_requested_at),
    reopensAt: isoTimeOrNull(reopensAt),
    canAskToReopen,
  };
}

export async function exclusionState(db: Db, memberId: string): Promise<ExclusionState> {
  return stateOf(await rowsInForce(db, memberId));
}

function exclusionRefusal(code: 'EXCLUSION_IN_FORCE' | 'EXCLUSION_IRREVOCABLE' | 'NO_SELF_EXCLUSION', message: string, value: Record<string, unknown> | null = null) {
  return new PlatformError(409, code, message, undefined, value);
}

/** Two requests of one member (a double tap, two devices) take their turns. */
async function lockMember(tx: Db, memberId: string): Promise<void> {
  await lockNamed(tx, 'member-exclusion', memberId);
}

/**
 * What an exclusion does at once besides refusing play, in the caller's transaction: sessions end,
 * active bonus grants are forfeited, waiting rewards cancelled. Also used when the register lists a
 * member. Answers the counts.
 */
export async function applyExclusionEffects(
  tx: Db,
  memberId: string,
  keepSessionId?: string,
): Promise<{ sessionsEnded: number; bonusesForfeited: number; rewardsCancelled: number }> {
  const sessionsEnded = await revokeMemberSessions(tx, memberId, 'EXCLUDED', keepSessionId);
  // The member's money lock first (the MAIN wallet row), as every move of bonus money takes it.
  await tx.query('SELECT bonus_member_lock($1::bigint)', [memberId]);
  const forfeited = await tx.query(
    `SELECT c.o_returned FROM bonus_grants g, bonus_grant_close(g.id, 'FORFEITED') c WHERE g.member_id = $1::bigint AND g.status = 'ACTIVE'`,
    [memberId],
  );
  const cancelled = await tx.query<{ status: string; campaign_id: string | null; amount: string | null }>(
    `WITH pending AS (
       SELECT id, status, campaign_id, amount FROM reward_issues
       WHERE member_id = $1::bigint AND status IN ('ISSUED', 'IN_REVIEW') FOR UPDATE
     ), cancelled AS (
       UPDATE reward_issues r SET status = 'REJECTED', claimed_at = coalesce(r.claimed_at, now()), decided_at = now(),
                                  review_reason = $2, reviewed_by = 'protection'
       FROM pending p WHERE r.id = p.id
       RETURNING p.status, p.campaign_id::text AS campaign_id, p.amount::text AS amount
     ) SELECT * FROM cancelled`,
    [memberId, CANCELLED_REASON],
  );
  // A claim under review had taken its campaign's stock and budget; give them back as a rejection does.
  for (const issue of cancelled) {
    if (issue.status === 'IN_REVIEW' && issue.campaign_id !== null) {
      await tx.query('UPDATE reward_campaigns SET stock = stock + 1, budget = budget + $2::bigint WHERE id = $1::bigint', [issue.campaign_id, issue.amount ?? '0']);
    }
  }
  return { sessionsEnded, bonusesForfeited: forfeited.length, rewardsCancelled: cancelled.length };
}

/** The member takes a time-out or a self-exclusion; effective at once (see the file's comment). */
export async function takeExclusion(db: Db, memberId: string, body: TakeExclusionBody): Promise<ExclusionTaken> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await rowsInForce(tx, memberId);
    const top = current[0];
    // A self-exclusion may replace a time-out (it is stronger); nothing else stacks.
    if (top && !(body.kind === 'SELF_EXCLUSION' && top.kind === 'TIME_OUT')) {
      throw exclusionRefusal('EXCLUSION_IN_FORCE', 'A time-out or self-exclusion is already in force', { reopensAt: isoTimeOrNull(top.reopens_at) });
    }
    type Started = { id: string; ends_at: Date | string | null };
    let started: Started | undefined;
    if (body.kind === 'TIME_OUT') {
      [started] = await tx.query<Started>(
        `INSERT INTO member_exclusions (member_id, kind, period, ends_at, reopens_at)
         VALUES ($1::bigint, 'TIME_OUT', $2, now() + $3 * interval '1 day', now() + $3 * interval '1 day') RETURNING id::text AS id, ends_at`,
        [memberId, `P${body.days}D`, body.days],
      );
    } else {
      const interval = SELF_EXCLUSION_INTERVALS[body.period] ?? null;
      [started] = await tx.query<Started>(
        `INSERT INTO member_exclusions (member_id, kind, period, ends_at, irrevocable_until)
         VALUES ($1::bigint, 'SELF_EXCLUSION', $2, now() + $3::interval, now() + $4::interval) RETURNING id::text AS id, ends_at`,
        [memberId, body.period, interval, IRREVOCABLE_INTERVAL],
      );
    }
    // Protection is transactional: the message is written even though promotions stop now.
    await notifyMember(
      tx,
      memberId,
      body.kind === 'TIME_OUT' ? 'TIME_OUT_STARTED' : 'SELF_EXCLUSION_STARTED',
      started!.ends_at === null ? {} : { until: new Date(started!.ends_at).toISOString() },
      `exclusion:${started!.id}`,
    );
    const effects = await applyExclusionEffects(tx, memberId);
    return { ...stateOf(await rowsInForce(tx, memberId)), ...effects };
  });
}

/**
 * The member asks to end a self-exclusion: refused within the irrevocable part; otherwise play
 * resumes after the cooling-off. Asking again changes nothing (the first request's time stands).
 */
export async function askToReopen(db: Db, memberId: string): Promise<ExclusionState> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const selfRows = (await rowsInForce(tx, memberId)).filter((row) => row.kind === 'SELF_EXCLUSION');
    if (selfRows.length === 0) throw exclusionRefusal('NO_SELF_EXCLUSION', 'There is no self-exclusion to end');
    const irrevocable = selfRows.filter((row) => row.irrevocable_now);
    if (irrevocable.length > 0) {
      const until = irrevocable.map((row) => row.irrevocable_until!).sort((a, b) => b.getTime() - a.getTime())[0]!;
      throw exclusionRefusal('EXCLUSION_IRREVOCABLE', 'The first 6 months of a self-exclusion cannot be ended', { irrevocableUntil: isoTimeOrNull(until) });
    }
    await tx.query(
      `UPDATE member_exclusions SET reopen_requested_at = now(), reopens_at = now() + $2 * interval '1 day'
       WHERE member_id = $1::bigint AND kind = 'SELF_EXCLUSION' AND ended_at IS NULL AND reopen_requested_at IS NULL`,
      [memberId, REOPEN_COOLING_OFF_DAYS],
    );
    return stateOf(await rowsInForce(tx, memberId));
  });
}
