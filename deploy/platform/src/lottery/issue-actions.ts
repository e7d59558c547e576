/**
 * What an operator (or a test) does to an issue: cancel it, which refunds every bet, and, in tests
 * only, bring its draw forward so a journey can watch a draw without waiting for the schedule.
 */
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { issueNotOpen, unknownGame, unknownIssue } from './bets/bet-errors';
import { findIssue, gameExists, type IssueRow } from './lottery-rows';
import { type IssueMoneyStep, refundCancelled } from './scheduler';

/** Statuses an issue can be cancelled from: not yet drawn. */
const CANCELLABLE = ['UPCOMING', 'OPEN', 'LOCKED'];

export interface CancelRequest {
  gameId: string;
  numero: string;
  operator: string;
  reason: string;
  at: Date;
}

/**
 * Cancels an issue that is not drawn yet and refunds its bets. Cancelling a cancelled issue again
 * only finishes refunds that a failure interrupted; a drawn issue is refused (its bets are paid by
 * the draw).
 */
export async function cancelIssue(db: Db, refund: IssueMoneyStep, request: CancelRequest): Promise<IssueRow> {
  const { gameId, numero, at } = request;
  const cancelled = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; status: string }>(
      'SELECT id::text AS id, status FROM lottery_issues WHERE game_id = $1 AND numero = $2 FOR UPDATE',
      [gameId, numero],
    );
    const issue = rows[0];
    if (!issue) throw (await gameExists(tx, gameId)) ? unknownIssue() : unknownGame();
    if (issue.status === 'CANCELLED') return issue.id;
    if (!CANCELLABLE.includes(issue.status)) {
      throw new PlatformError(409, 'LOTTERY_ISSUE_DRAWN', 'This issue is drawn already: its bets are settled by the draw, not refunded');
    }
    // Bets take the issue row FOR SHARE and check it is not cancelled: after this commits no bet
    // gets in, and every bet before it is refunded below.
    await tx.query(`UPDATE lottery_issues SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1`, [issue.id, at.toISOString()]);
    await recordOperatorAction(tx, {
      operator: request.operator,
      action: 'LOTTERY_ISSUE_CANCEL',
      reference: `${gameId}:${numero}`,
      details: { gameId, numero, reason: request.reason },
    });
    return issue.id;
  });
  await refundCancelled(db, refund, cancelled, at);
  const row = await findIssue(db, gameId, numero);
  if (!row) throw unknownIssue();
  return row;
}

/** Seconds from the call to the lock, and to the draw, when a test brings a draw forward. */
export const DRAW_NOW_LOCK_MS = 1_000;
export const DRAW_NOW_DRAW_MS = 2_000;

/**
 * Test hook: the game's issue on sale now locks in a second and draws a second later; the next
 * issue's sale starts at that draw, as it would have at the old draw time.
 */
export async function drawNow(db: Db, gameId: string, at: Date): Promise<IssueRow> {
  const lockAt = new Date(at.getTime() + DRAW_NOW_LOCK_MS).toISOString();
  const drawAt = new Date(at.getTime() + DRAW_NOW_DRAW_MS).toISOString();
  const numero = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; numero: string }>(
      `SELECT id::text AS id, numero FROM lottery_issues
        WHERE game_id = $1 AND status IN ('UPCOMING', 'OPEN') AND sale_start_at <= $2 AND lock_at > $3
        ORDER BY draw_at LIMIT 1 FOR UPDATE`,
      [gameId, at.toISOString(), lockAt],
    );
    const issue = rows[0];
    if (!issue) {
      if (!(await gameExists(tx, gameId))) throw unknownGame();
      throw issueNotOpen();
    }
    await tx.query(
      'UPDATE lottery_issues SET sale_start_at = $3 WHERE game_id = $1 AND sale_start_at = (SELECT draw_at FROM lottery_issues WHERE id = $2)',
      [gameId, issue.id, drawAt],
    );
    await tx.query('UPDATE lottery_issues SET lock_at = $2, draw_at = $3 WHERE id = $1', [issue.id, lockAt, drawAt]);
    return issue.numero;
  });
  const row = await findIssue(db, gameId, numero);
  if (!row) throw unknownIssue();
  return row;
}
