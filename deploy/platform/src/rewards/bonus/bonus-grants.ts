/**
 * The member's bonus grants as the rest of the platform asks about them: what is still being
 * wagered (the game page, the withdrawal's warning), and the forfeit an early withdrawal makes.
 * Closing a grant moves money in the database (sql/bonus_grant_close.sql); this only calls it.
 */
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';

export interface ActiveBonus {
  /** ACTIVE grants: still being wagered. */
  grants: number;
  /** What the BONUS wallet holds. */
  bonusBalance: bigint;
  /** Of the oldest ACTIVE grant, the one play counts towards. */
  oldest: { id: string; required: bigint; progressed: bigint; maxBet: bigint | null; expiresAt: Date | null } | null;
}

/**
 * The member's money lock (sql/bonus_member_lock.sql), inside the caller's transaction: taken
 * before reading grants a decision depends on, so no credit or release slips in between.
 */
export async function lockMemberMoney(tx: Db, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM bonus_member_lock($1::bigint)', [memberId]);
}

/** The member's ACTIVE grants and BONUS balance. */
export async function activeBonus(db: Db, memberId: string): Promise<ActiveBonus> {
  const rows = await db.query<{ id: string; required: string; progressed: string; max_bet: string | null; expires_at: Date | null; grants: number; bonus: string }>(
    `SELECT g.id::text AS id, g.required::text AS required, g.progressed::text AS progressed, g.max_bet::text AS max_bet, g.expires_at,
            count(*) OVER ()::int AS grants, bonus_balance($1::bigint)::text AS bonus
     FROM bonus_grants g WHERE g.member_id = $1::bigint AND g.status = 'ACTIVE' ORDER BY g.id`,
    [memberId],
  );
  const first = rows[0];
  if (!first) {
    const [row] = await db.query<{ bonus: string }>('SELECT bonus_balance($1::bigint)::text AS bonus', [memberId]);
    return { grants: 0, bonusBalance: toMinor(row!.bonus), oldest: null };
  }
  return {
    grants: first.grants,
    bonusBalance: toMinor(first.bonus),
    oldest: {
      id: first.id,
      required: toMinor(first.required),
      progressed: toMinor(first.progressed),
      maxBet: first.max_bet === null ? null : toMinor(first.max_bet),
      expiresAt: first.expires_at,
    },
  };
}

/**
 * Forfeits every ACTIVE grant of the member (their BONUS money back to MARKETING), inside the
 * caller's transaction, under the member's lock. Answers how many grants and how much went back.
 */
export async function forfeitActiveGrants(tx: Db, memberId: string): Promise<{ grants: number; returned: bigint }> {
  await lockMemberMoney(tx, memberId);
  const closed = await tx.query<{ returned: string }>(
    `SELECT c.o_returned::text AS returned FROM bonus_grants g, bonus_grant_close(g.id, 'FORFEITED') c
     WHERE g.member_id = $1::bigint AND g.status = 'ACTIVE'`,
    [memberId],
  );
  return { grants: closed.length, returned: closed.reduce((sum, row) => sum + toMinor(row.returned), 0n) };
}
