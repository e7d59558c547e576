/**
 * The one check every path that moves a member's money into play asks: deposits, seamless and
 * lottery bets, moves into a game vendor's wallet, transfers to the upline and, through the rewards
 * eligibility check, every claim. A member who took a time-out or a self-exclusion, or whom the
 * exclusion register lists, is refused there with 403 PLAYER_EXCLUDED; withdrawing MAIN, signing in
 * and reading records do not ask, so they keep working.
 *
 * The rule itself is the SQL function member_exclusion_in_force (sql/), so the broadcast of
 * operator messages can skip the same members in its one statement.
 */
import { PLAYER_EXCLUDED, type ExclusionKind } from '@site/shared/contract/protection/exclusion';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';

/** The exclusion that keeps the member from play now (the strongest), or null. */
export async function exclusionInForce(db: Db, memberId: string | number): Promise<ExclusionKind | null> {
  const rows = await db.query<{ kind: ExclusionKind | null }>('SELECT member_exclusion_in_force($1::bigint) AS kind', [String(memberId)]);
  return rows[0]?.kind ?? null;
}

export function playerExcluded(): PlatformError {
  return new PlatformError(403, PLAYER_EXCLUDED, 'You have taken a break from play (time-out or self-exclusion): deposits, bets, transfers and rewards are closed until it ends; withdrawals stay open');
}

/**
 * The SQLSTATE a money function raises for an excluded member (the seamless bet asks the rule inside
 * its own statement, sql/seamless_bet.sql, so a bet pays no second round trip for it).
 */
export const PLAYER_EXCLUDED_STATE = 'PX001';

/** 403 PLAYER_EXCLUDED when `error` is the database's refusal of an excluded member, else undefined. */
export function exclusionRefusal(error: unknown): PlatformError | undefined {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PLAYER_EXCLUDED_STATE ? playerExcluded() : undefined;
}

/** Throws 403 PLAYER_EXCLUDED while an exclusion is in force; `db` may be the caller's transaction. */
export async function refuseWhileExcluded(db: Db, memberId: string | number): Promise<void> {
  if ((await exclusionInForce(db, memberId)) !== null) throw playerExcluded();
}
