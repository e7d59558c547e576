/**
 * Closing an issue's bets: settlement once it is drawn, refunds once it is cancelled.
 *
 * - Settlement: every bet's stake goes from LOTTERY_STAKES to HOUSE (key `lottery-stake:<betId>`);
 *   a winner is paid from HOUSE (key `lottery-payout:<betId>`); the bet becomes WON or LOST and
 *   its round SETTLED with the payout as its win. When no bet is left PLACED the issue becomes
 *   SETTLED, and in the same transaction each member's qualifying bet of the issue is written
 *   (what agents' salaries count, migration 033): the member's bets of one issue are netted, so
 *   numbers staked against each other count only what the member won or lost on them:
 *   min(total stake, |total payout - total stake|), on the round of the member's first bet of the
 *   issue (the others count 0).
 * - Refund: every PLACED bet's stake goes back from LOTTERY_STAKES to the member (key
 *   `lottery-refund:<betId>`); the bet becomes REFUNDED and its round ROLLED_BACK with no valid
 *   bet, so it no longer counts in the records' totals.
 *
 * Bets are closed in batches (SETTLEMENT_BATCH), each its own short transaction (PGlite has one
 * connection, and a batch holds its members' shards of HOUSE and LOTTERY_STAKES while it pays),
 * re-reading the issue's status first so a
 * cancellation and a settlement never both close the same issue. Every step is idempotent: the
 * ledger keys move money once, and a bet is only closed while still PLACED, so settling again, or
 * after a crash between batches, continues where it stopped.
 */
import { LotteryResultSchema, type LotteryBetType, type LotteryResult } from '@site/shared/contract/lottery';
import type { Db } from '../../db/database';
import { postTransfer, systemAccountId } from '../../wallet/ledger';
import { toMinor } from '../../wallet/money';
import { lotteryRoundId, LOTTERY_ROUND } from './place-bet';
import { betHits, betPayout, oddsToScaled } from './scoring';

/**
 * Bets closed per transaction: one. A transaction holds the shards of HOUSE and LOTTERY_STAKES of
 * its bets' members until it commits, and game bets of other members on those shards wait
 * meanwhile; with ten bets a batch, sessions waiting on a lock were most of the database's work
 * while an issue of 2,000 bets settled.
 */
export const SETTLEMENT_BATCH = 1;

/**
 * Lets requests in between batches: on the embedded database every query runs on this thread and
 * answers without a turn of the event loop, so a loop of batches would hold every request until
 * the whole issue is closed.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const lotteryStakeKey = (betId: string) => `lottery-stake:${betId}`;
export const lotteryPayoutKey = (betId: string) => `lottery-payout:${betId}`;
export const lotteryRefundKey = (betId: string) => `lottery-refund:${betId}`;

interface OpenBet {
  id: string;
  bet_type: LotteryBetType;
  numbers: string[];
  units: number;
  unit_price: string;
  stake: string;
  odds: string;
  wallet_id: string;
}

/** The issue's status and result, locked against a concurrent cancellation for this transaction. */
async function lockedIssue(tx: Db, issueId: string): Promise<{ status: string; result: unknown } | undefined> {
  const [issue] = await tx.query<{ status: string; result: unknown }>('SELECT status, result FROM lottery_issues WHERE id = $1::bigint FOR SHARE', [issueId]);
  return issue;
}

/** The next batch of the issue's PLACED bets, with each member's MAIN wallet. */
async function openBets(tx: Db, issueId: string): Promise<OpenBet[]> {
  return tx.query<OpenBet>(
    `SELECT b.id::text AS id, b.bet_type, b.numbers, b.units, b.unit_price::text AS unit_price, b.stake::text AS stake,
            b.odds::text AS odds, a.id::text AS wallet_id
     FROM lottery_bets b
     JOIN ledger_accounts a ON a.member_id = b.member_id AND a.wallet_type = 'MAIN'
     WHERE b.issue_id = $1::bigint AND b.status = 'PLACED'
     ORDER BY b.id LIMIT ${SETTLEMENT_BATCH} FOR UPDATE OF b`,
    [issueId],
  );
}

async function closeRound(tx: Db, betId: string, change: { win: bigint; status: 'SETTLED' | 'ROLLED_BACK'; now: Date }): Promise<void> {
  await tx.query(
    `UPDATE game_rounds SET win = $3::bigint, status = $4, settled_at = $5,
            valid_bet = CASE WHEN $4 = 'ROLLED_BACK' THEN 0 ELSE valid_bet END
     WHERE provider = $1 AND round_id = $2 AND status = 'OPEN'`,
    [LOTTERY_ROUND.provider, lotteryRoundId(betId), change.win.toString(), change.status, change.now.toISOString()],
  );
}

/** Settles one batch; true when a batch was found (there may be more). */
async function settleBatch(db: Db, issueId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const issue = await lockedIssue(tx, issueId);
    if (issue?.status !== 'DRAWN') return false;
    const result: LotteryResult = LotteryResultSchema.parse(issue.result);
    const bets = await openBets(tx, issueId);
    if (bets.length === 0) return false;
    const stakes = await systemAccountId(tx, 'LOTTERY_STAKES');
    const house = await systemAccountId(tx, 'HOUSE');
    for (const bet of bets) {
      const hits = betHits(bet.bet_type, bet.numbers, result);
      const payout = betPayout(bet.units, toMinor(bet.unit_price), oddsToScaled(bet.odds), hits);
      // The stake leaves LOTTERY_STAKES from the shard the bet's member put it in.
      await postTransfer(tx, {
        idempotencyKey: lotteryStakeKey(bet.id),
        kind: 'LOTTERY_STAKE',
        from: stakes,
        to: house,
        amount: toMinor(bet.stake),
        reference: lotteryRoundId(bet.id),
        shardOf: bet.wallet_id,
      });
      if (payout > 0n) {
        await postTransfer(tx, { idempotencyKey: lotteryPayoutKey(bet.id), kind: 'LOTTERY_PAYOUT', from: house, to: bet.wallet_id, amount: payout, reference: lotteryRoundId(bet.id) });
      }
      await tx.query(`UPDATE lottery_bets SET status = $2, payout = $3::bigint, settled_at = $4 WHERE id = $1::bigint AND status = 'PLACED'`, [
        bet.id,
        payout > 0n ? 'WON' : 'LOST',
        payout.toString(),
        now.toISOString(),
      ]);
      await closeRound(tx, bet.id, { win: payout, status: 'SETTLED', now });
    }
    return true;
  });
}

/**
 * Pays or closes every bet of a DRAWN issue, then marks it SETTLED. Does nothing for an issue in
 * any other state; safe to call again at any time.
 */
export async function settleIssue(db: Db, issueId: string, now: Date): Promise<void> {
  while (await settleBatch(db, issueId, now)) {
    // Each batch commits on its own; the loop ends when none is left.
    await nextTurn();
  }
  await db.transaction(async (tx) => {
    const [done] = await tx.query<{ id: string }>(
      `UPDATE lottery_issues SET status = 'SETTLED', settled_at = $2
       WHERE id = $1::bigint AND status = 'DRAWN' AND NOT EXISTS (SELECT 1 FROM lottery_bets WHERE issue_id = $1::bigint AND status = 'PLACED')
       RETURNING id::text AS id`,
      [issueId, now.toISOString()],
    );
    if (done) await writeQualifyingBets(tx, issueId);
  });
}

/** Each member's bets of the issue netted into one qualifying bet (see the module comment); writing it again changes nothing. */
async function writeQualifyingBets(tx: Db, issueId: string): Promise<void> {
  await tx.query(
    `UPDATE game_rounds g SET qualifying_bet = n.qualifying
     FROM (SELECT min(b.id) AS first_bet, least(sum(b.stake), abs(sum(b.payout) - sum(b.stake))) AS qualifying
           FROM lottery_bets b WHERE b.issue_id = $1::bigint AND b.status IN ('WON', 'LOST')
           GROUP BY b.member_id) n
     WHERE g.provider = $2 AND g.round_id = 'L' || n.first_bet AND g.status = 'SETTLED' AND g.qualifying_bet <> n.qualifying`,
    [issueId, LOTTERY_ROUND.provider],
  );
}

/** Refunds one batch; true when a batch was found. */
async function refundBatch(db: Db, issueId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const issue = await lockedIssue(tx, issueId);
    if (issue?.status !== 'CANCELLED') return false;
    const bets = await openBets(tx, issueId);
    if (bets.length === 0) return false;
    const stakes = await systemAccountId(tx, 'LOTTERY_STAKES');
    for (const bet of bets) {
      const stake = toMinor(bet.stake);
      await postTransfer(tx, { idempotencyKey: lotteryRefundKey(bet.id), kind: 'LOTTERY_REFUND', from: stakes, to: bet.wallet_id, amount: stake, reference: lotteryRoundId(bet.id) });
      await tx.query(`UPDATE lottery_bets SET status = 'REFUNDED', payout = stake, settled_at = $2 WHERE id = $1::bigint AND status = 'PLACED'`, [bet.id, now.toISOString()]);
      await closeRound(tx, bet.id, { win: 0n, status: 'ROLLED_BACK', now });
    }
    return true;
  });
}

/** Refunds every PLACED bet of a CANCELLED issue. Does nothing for an issue in any other state; safe to call again. */
export async function refundIssue(db: Db, issueId: string, now: Date): Promise<void> {
  while (await refundBatch(db, issueId, now)) {
    // Each batch commits on its own; the loop ends when none is left.
    await nextTurn();
  }
}
