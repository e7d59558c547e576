/**
 * Round rows as a rollback changes them (bets and wins write them in the database functions
 * seamless_bet and seamless_win). A round is written inside the transaction of the ledger entry it
 * describes, so the records never disagree with the money; the per-member daily rollup follows the
 * round rows by a trigger (game_round_to_rollup), in the same transaction.
 *
 * A round opens at its first bet (stake and valid bet are the sum of its bets; the provider reports
 * no separate valid amount, so valid bet equals stake), adds up its wins, is SETTLED by a win that
 * closes it and ROLLED_BACK when all its bets were rolled back. The rollup day is the UTC date the
 * round started (the site has no business time zone setting), so a round's bets and wins always
 * land on the same day; profit_loss is the member's: win - valid bet.
 *
 * The round's qualifying bet (what agents' salaries count) follows its stake, win and status by a
 * trigger too (game_round_qualifying_bet, migration 033): taking a bet out here recomputes it.
 */
import type { Db } from '../db/database';
import { roundMismatch, roundNotFound } from './seamless-errors';
import type { SessionFacts } from './game-sessions';
import type { Currency } from './seamless-schemas';

export type RoundStatus = 'OPEN' | 'SETTLED' | 'ROLLED_BACK';

export interface LockedRound {
  id: string;
  ledger: Currency;
  status: RoundStatus;
}

interface RoundRow {
  id: string;
  member_id: string;
  game_code: string;
  ledger: Currency;
  status: RoundStatus;
}

/** The round locked for this transaction, if it is the session's member's and game's. */
export async function lockRound(tx: Db, session: Pick<SessionFacts, 'provider' | 'memberId' | 'gameCode'>, roundId: string): Promise<LockedRound> {
  const rows = await tx.query<RoundRow>(
    `SELECT id::text AS id, member_id::text AS member_id, game_code, ledger, status FROM game_rounds
     WHERE provider = $1 AND round_id = $2 FOR UPDATE`,
    [session.provider, roundId],
  );
  const row = rows[0];
  if (!row) throw roundNotFound();
  if (row.member_id !== session.memberId || row.game_code !== session.gameCode) throw roundMismatch();
  return { id: row.id, ledger: row.ledger, status: row.status };
}

/**
 * Takes a rolled-back bet out of its round; the round is ROLLED_BACK once none of its bets stands.
 */
export async function removeBetFromRound(tx: Db, round: LockedRound, provider: string, roundId: string, amount: number): Promise<void> {
  const standing = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM seamless_transactions WHERE provider = $1 AND round_id = $2 AND kind = 'BET' AND status = 'DONE'`,
    [provider, roundId],
  );
  const rolledBack = (standing[0]?.count ?? 0) === 0;
  await tx.query(
    `UPDATE game_rounds SET stake = stake - $2::bigint, valid_bet = valid_bet - $2::bigint,
       status = CASE WHEN $3::boolean THEN 'ROLLED_BACK' ELSE status END,
       settled_at = CASE WHEN $3::boolean THEN now() ELSE settled_at END
     WHERE id = $1::bigint`,
    [round.id, amount, rolledBack],
  );
}

/** True when the round has any win recorded (a zero one included). */
export async function roundHasWin(tx: Db, provider: string, roundId: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM seamless_transactions WHERE provider = $1 AND round_id = $2 AND kind = 'WIN' LIMIT 1`, [provider, roundId]);
  return rows.length > 0;
}
