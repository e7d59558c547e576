/**
 * What an operator (or a test) does to an issue: cancel it before its sales close, void it when its
 * draw cannot run, both of which refund every bet, and, in tests only, bring its draw forward so a
 * journey can watch a draw without waiting for the schedule.
 *
 * Once sales close the result is fixed by the seed key and the bets taken (draw.ts), and whoever
 * holds the key can compute it, so the house must not be able to choose whether it counts: a
 * locked issue cannot be cancelled. The one way out is a void, allowed only for a locked issue the
 * scheduler found it cannot draw (no configured seed key matches its commitment, recorded in
 * draw_failure); a void refunds every stake and is audited with the operator, the reason and the
 * recorded failure.
 */
import { LOTTERY_ERROR_CODES } from '@site/shared/contract/lottery';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { issueNotOpen, unknownGame, unknownIssue } from './bets/bet-errors';
import { findIssue, gameExists, type IssueRow } from './lottery-rows';
import { type IssueMoneyStep, refundCancelled } from './scheduler';

export interface CancelRequest {
  gameId: string;
  numero: string;
  operator: string;
  reason: string;
  at: Date;
}

interface LockedIssue {
  id: string;
  status: string;
  lock_at: Date;
  drawn_at: Date | null;
  draw_failure: string | null;
}

function issueDrawn(): PlatformError {
  return new PlatformError(409, 'LOTTERY_ISSUE_DRAWN', 'This issue is drawn already: its bets are settled by the draw, not refunded');
}

/** The issue row, locked for the change; refusals for an unknown game or issue. */
async function lockIssue(tx: Db, gameId: string, numero: string): Promise<LockedIssue> {
  const rows = await tx.query<LockedIssue>(
    'SELECT id::text AS id, status, lock_at, drawn_at, draw_failure FROM lottery_issues WHERE game_id = $1 AND numero = $2 FOR UPDATE',
    [gameId, numero],
  );
  const issue = rows[0];
  if (!issue) throw (await gameExists(tx, gameId)) ? unknownIssue() : unknownGame();
  return issue;
}

/** Marks the issue cancelled and records who did it and why, in the caller's transaction. */
async function markCancelled(tx: Db, issue: LockedIssue, request: CancelRequest, action: string, details: Record<string, unknown>): Promise<void> {
  const { gameId, numero } = request;
  // Bets take the issue row FOR SHARE and check it is not cancelled: after this commits no bet
  // gets in, and every bet before it is refunded.
  await tx.query(`UPDATE lottery_issues SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1`, [issue.id, request.at.toISOString()]);
  await recordOperatorAction(tx, {
    operator: request.operator,
    action,
    reference: `${gameId}:${numero}`,
    details: { gameId, numero, reason: request.reason, ...details },
  });
}

async function refundAndAnswer(db: Db, refund: IssueMoneyStep, issueId: string, request: CancelRequest): Promise<IssueRow> {
  await refundCancelled(db, refund, issueId, request.at);
  const row = await findIssue(db, request.gameId, request.numero);
  if (!row) throw unknownIssue();
  return row;
}

/**
 * Cancels an issue whose sales have not closed and refunds its bets. Cancelling a cancelled issue
 * again only finishes refunds that a failure interrupted; an issue past its lock time is refused
 * (409 LOTTERY_ISSUE_LOCKED), a drawn one too (its bets are paid by the draw).
 */
export async function cancelIssue(db: Db, refund: IssueMoneyStep, request: CancelRequest): Promise<IssueRow> {
  const cancelled = await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, request.gameId, request.numero);
    if (issue.status === 'CANCELLED') return issue.id;
    if (issue.drawn_at !== null || issue.status === 'DRAWN' || issue.status === 'SETTLED') throw issueDrawn();
    // By the clock, not only the status: a scheduler that runs late must not reopen the window.
    if (issue.status === 'LOCKED' || new Date(issue.lock_at).getTime() <= request.at.getTime()) throw lockedNoCancel();
    await markCancelled(tx, issue, request, 'LOTTERY_ISSUE_CANCEL', {});
    return issue.id;
  });
  return refundAndAnswer(db, refund, cancelled, request);
}

/**
 * Voids a locked issue whose draw cannot run and refunds every stake. Refused for an issue not
 * locked yet (cancel it), a drawn one, and a locked one the scheduler can still draw (409
 * LOTTERY_ISSUE_DRAWABLE). Voiding a voided issue again only finishes interrupted refunds.
 */
export async function voidIssue(db: Db, refund: IssueMoneyStep, request: CancelRequest): Promise<IssueRow> {
  const voided = await db.transaction(async (tx) => {
    const issue = await lockIssue(tx, request.gameId, request.numero);
    if (issue.status === 'CANCELLED') return issue.id;
    if (issue.drawn_at !== null || issue.status === 'DRAWN' || issue.status === 'SETTLED') throw issueDrawn();
    if (issue.status !== 'LOCKED') throw issueNotOpenForVoid();
    if (issue.draw_failure === null) {
      throw new PlatformError(409, 'LOTTERY_ISSUE_DRAWABLE', 'This issue can be drawn: only a locked issue whose draw cannot run (see its draw failure) may be voided');
    }
    await markCancelled(tx, issue, request, 'LOTTERY_ISSUE_VOID', { drawFailure: issue.draw_failure });
    return issue.id;
  });
  return refundAndAnswer(db, refund, voided, request);
}

function issueNotOpenForVoid(): PlatformError {
  return new PlatformError(409, 'LOTTERY_ISSUE_NOT_LOCKED', 'This issue has not closed its sales: cancel it instead of voiding it');
}

function lockedNoCancel(): PlatformError {
  return new PlatformError(
    409,
    LOTTERY_ERROR_CODES.issueLocked,
    'Sales of this issue have closed: it can no longer be cancelled (an issue whose draw cannot run is voided instead)',
  );
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
