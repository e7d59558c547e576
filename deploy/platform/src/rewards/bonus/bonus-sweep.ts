/**
 * The bonus scheduler's pass: grants that end without a bet to end them.
 *   - EXPIRED: an ACTIVE grant past its expiry (its bonus money back to MARKETING);
 *   - CLEARED_LOW_BALANCE: an ACTIVE grant holding less than LOW_BONUS_BALANCE_MINOR while none of
 *     the member's rounds is open (nothing left to play with, and nothing still to come back);
 *   - RELEASED: a MET grant whose member has no open round any more (a release after a round that
 *     the seamless calls do not close themselves, a lottery bet's, say).
 * Before those, the members of ACTIVE grants that expire within EXPIRY_WARNING_MS are warned, once
 * per grant (the message's fact names the grant, so a retried tick or a second server adds none).
 * Each closing is its own transaction under a transaction advisory lock keyed by grant and
 * transition, so several platform processes never close the same grant twice at once (and the
 * grant row's state, read again under the member's lock, decides anyway).
 */
import type { Db } from '../../db/database';
import { createTicker, type Ticker } from '../../scheduling/ticker';
import { notifyMember, shownAmount } from '../../messages/notify';
import { formatAmount } from '../../wallet/money';
import { lockMemberMoney } from './bonus-grants';

/** Below 1.00 a grant cannot pay for a meaningful bet: the sweep ends it. */
export const LOW_BONUS_BALANCE_MINOR = 100n;
/** Grants closed per pass and transition; the next pass takes the rest. */
const BATCH = 200;
export const BONUS_SWEEP_TICK_MS = 30_000;
/** How long before its expiry the member of an unmet grant is told: a day leaves time to play. */
export const EXPIRY_WARNING_MS = 24 * 3_600_000;

type Transition = 'EXPIRED' | 'CLEARED_LOW_BALANCE' | 'RELEASED';

export interface BonusSweepReport {
  warned: number;
  expired: number;
  cleared: number;
  released: number;
}

const NO_OPEN_ROUND = `NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.member_id = g.member_id AND r.status = 'OPEN' AND r.ledger = 'REAL')`;

/** What makes a grant due, each taking the pass's time as $1 (a release does not depend on it). */
const DUE: Record<Transition, string> = {
  EXPIRED: `g.status = 'ACTIVE' AND g.expires_at <= $1::timestamptz`,
  CLEARED_LOW_BALANCE: `g.status = 'ACTIVE' AND g.balance < ${LOW_BONUS_BALANCE_MINOR} AND (g.expires_at IS NULL OR g.expires_at > $1::timestamptz) AND ${NO_OPEN_ROUND}`,
  RELEASED: `g.status = 'MET' AND $1::timestamptz IS NOT NULL AND ${NO_OPEN_ROUND}`,
};

/** Closes one grant if it is still due and no other process is closing it; true when it closed. */
async function closeOne(db: Db, grant: { id: string; member_id: string }, transition: Transition, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS got', [`bonus-grant:${grant.id}:${transition}`]);
    if (!lock?.got) return false;
    await lockMemberMoney(tx, grant.member_id);
    const due = await tx.query(`SELECT 1 FROM bonus_grants g WHERE g.id = $2::bigint AND ${DUE[transition]}`, [now.toISOString(), grant.id]);
    if (due.length === 0) return false;
    await tx.query('SELECT 1 FROM bonus_grant_close($1::bigint, $2)', [grant.id, transition]);
    return true;
  });
}

async function sweepOne(db: Db, transition: Transition, now: Date): Promise<number> {
  const due = await db.query<{ id: string; member_id: string }>(
    `SELECT g.id::text AS id, g.member_id::text AS member_id FROM bonus_grants g WHERE ${DUE[transition]} ORDER BY g.id LIMIT ${BATCH}`,
    [now.toISOString()],
  );
  let closed = 0;
  for (const grant of due) if (await closeOne(db, grant, transition, now)) closed += 1;
  return closed;
}

/** Warns the members of grants expiring within EXPIRY_WARNING_MS of `now` that were not warned yet. */
async function warnExpiring(db: Db, now: Date): Promise<number> {
  const due = await db.query<{ id: string; member_id: string; balance: string; left: string; expires_at: Date | string }>(
    `SELECT g.id::text AS id, g.member_id::text AS member_id, g.balance::text AS balance, greatest(g.required - g.progressed, 0)::text AS left, g.expires_at
     FROM bonus_grants g
     WHERE g.status = 'ACTIVE' AND g.expires_at > $1::timestamptz AND g.expires_at <= $2::timestamptz
       AND NOT EXISTS (SELECT 1 FROM member_messages m WHERE m.member_id = g.member_id AND m.fact = 'bonus-grant:' || g.id || ':expiring')
     ORDER BY g.id LIMIT ${BATCH}`,
    [now.toISOString(), new Date(now.getTime() + EXPIRY_WARNING_MS).toISOString()],
  );
  let warned = 0;
  for (const grant of due) {
    const params = { amount: shownAmount(formatAmount(BigInt(grant.balance))), wagering: shownAmount(formatAmount(BigInt(grant.left))), expiresAt: new Date(grant.expires_at).toISOString() };
    if ((await notifyMember(db, grant.member_id, 'BONUS_EXPIRING', params, `bonus-grant:${grant.id}:expiring`)) !== null) warned += 1;
  }
  return warned;
}

/** One pass at `now`. */
export async function sweepBonusGrants(db: Db, now: Date): Promise<BonusSweepReport> {
  return {
    warned: await warnExpiring(db, now),
    expired: await sweepOne(db, 'EXPIRED', now),
    cleared: await sweepOne(db, 'CLEARED_LOW_BALANCE', now),
    released: await sweepOne(db, 'RELEASED', now),
  };
}

export function createBonusSweeper(db: Db, now: () => Date = () => new Date()): Ticker<BonusSweepReport> {
  return createTicker(
    () => sweepBonusGrants(db, now()),
    (error) => console.error('bonus sweep failed:', error),
  );
}
