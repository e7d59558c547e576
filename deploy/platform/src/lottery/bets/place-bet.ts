/**
 * Placing a lottery bet. One transaction does all of it, so a refused bet writes nothing:
 *
 * 1. the issue row is locked FOR SHARE, so it cannot be cancelled or have its times moved while the
 *    bet is taken, and the bet is refused when the lottery's clock is at or past the lock time
 *    (LOTTERY_ISSUE_LOCKED), before the sale start or on a cancelled issue (LOTTERY_ISSUE_NOT_OPEN).
 *    The time decides, not the status: a scheduler that runs late never lets a late bet in;
 * 2. a bet with the member's requestId already stored answers that bet again (even after the
 *    issue closed); another bet under the same requestId is refused (IDEMPOTENCY_CONFLICT);
 * 3. the bet row, the stake from the member's MAIN wallet to LOTTERY_STAKES (key
 *    `lottery-bet:<betId>`; more than the wallet holds is INSUFFICIENT_FUNDS) and the bet's game
 *    round (provider LOTTERY, round 'L<betId>'), which feeds the daily rollup and the records.
 */
import type { LotteryBet, LotteryBetType } from '@site/shared/contract/lottery';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { openMemberWallet, postTransfer } from '../../wallet/ledger';
import { formatAmount, toMinor } from '../../wallet/money';
import type { LotteryClock } from '../clock';
import { issueLocked, issueNotOpen, requestIdReused, stakeTooLarge, tooManyUnits, unknownGame, unknownIssue } from './bet-errors';
import { cachedGamePrices } from './bet-prices';
import { BET_COLUMNS, betView, type BetRow } from './bet-rows';
import { betStake, oddsText } from './scoring';

export interface BetRequest {
  gameId: string;
  numero: string;
  betType: LotteryBetType;
  numbers: string[];
  units: number;
  requestId: string;
}

export interface PlacedBet {
  bet: LotteryBet;
  /** The member's MAIN balance right after the stake was taken (minor units). */
  balance: bigint;
  /** True when the requestId had been placed before: nothing was taken now. */
  replayed: boolean;
}

export const lotteryBetKey = (betId: string) => `lottery-bet:${betId}`;
export const lotteryRoundId = (betId: string) => `L${betId}`;

/** The provider, vendor and game type a lottery bet's game round is recorded under. */
export const LOTTERY_ROUND = { provider: 'LOTTERY', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT' } as const;

function sameBet(row: BetRow, request: BetRequest): boolean {
  return (
    row.game_id === request.gameId &&
    row.numero === request.numero &&
    row.bet_type === request.betType &&
    row.units === request.units &&
    row.numbers.length === request.numbers.length &&
    row.numbers.every((number, index) => number === request.numbers[index])
  );
}

async function earlierBet(tx: Db, memberId: string, requestId: string): Promise<BetRow | undefined> {
  const rows = await tx.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id WHERE b.member_id = $1::bigint AND b.request_id = $2`,
    [memberId, requestId],
  );
  return rows[0];
}

/** The first answer of a repeated requestId: the bet and the balance its stake left. */
async function replay(tx: Db, row: BetRow, request: BetRequest): Promise<PlacedBet> {
  if (!sameBet(row, request)) throw requestIdReused();
  const [line] = await tx.query<{ balance_after: string }>(
    `SELECT l.balance_after::text AS balance_after FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.idempotency_key = $1 AND l.amount < 0`,
    [lotteryBetKey(row.id)],
  );
  if (!line) throw new Error('lottery: a placed bet lacks its stake entry');
  return { bet: betView(row), balance: toMinor(line.balance_after), replayed: true };
}

interface IssueRow {
  id: string;
  status: string;
  sale_start_at: Date;
  lock_at: Date;
  /** The member's MAIN wallet, null until first opened. */
  wallet_id: string | null;
  stakes_id: string;
}

/** Why a bet on this issue at `now` is refused, or null when the issue is on sale. */
function saleRefusal(issue: IssueRow, now: Date): PlatformError | null {
  if (issue.status === 'CANCELLED') return issueNotOpen();
  if (now.getTime() >= new Date(issue.lock_at).getTime()) return issueLocked();
  if (['LOCKED', 'DRAWN', 'SETTLED'].includes(issue.status)) return issueLocked();
  if (now.getTime() < new Date(issue.sale_start_at).getTime()) return issueNotOpen();
  return null;
}

/** Places a bet of a real member; see the file's comment for the rules. */
export async function placeBet(db: Db, { memberId, request, now }: { memberId: string; request: BetRequest; now: LotteryClock }): Promise<PlacedBet> {
  const prices = await cachedGamePrices(db, request.gameId);
  if (!prices) throw unknownGame();
  if (request.units > prices.maxUnits) throw tooManyUnits(prices.maxUnits);
  const odds = prices.odds.get(request.betType)!;
  const stake = betStake(request.betType, request.numbers, request.units, prices.unitPrice);

  return db.transaction(async (tx) => {
    // The issue, the member's wallet and the stakes account in one round trip: every bet needs them.
    const [issue] = await tx.query<IssueRow>(
      `SELECT i.id::text AS id, i.status, i.sale_start_at, i.lock_at,
              (SELECT a.id::text FROM ledger_accounts a WHERE a.member_id = $3::bigint AND a.wallet_type = 'MAIN') AS wallet_id,
              (SELECT a.id::text FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'LOTTERY_STAKES') AS stakes_id
       FROM lottery_issues i WHERE i.game_id = $1 AND i.numero = $2 FOR SHARE OF i`,
      [request.gameId, request.numero, memberId],
    );
    const placedAt = now();
    const refused = issue ? saleRefusal(issue, placedAt) : unknownIssue();
    if (!issue || refused) {
      // A repeat of a bet placed before answers that bet, even once sales have closed.
      const earlier = await earlierBet(tx, memberId, request.requestId);
      if (earlier) return replay(tx, earlier, request);
      throw refused;
    }

    const walletId = issue.wallet_id ?? (await openMemberWallet(tx, memberId)).accountId;
    // The bet and its game round (round id 'L' + the bet's id, as lotteryRoundId) in one statement;
    // neither is written when the requestId is taken.
    const [inserted] = await tx.query<{ id: string }>(
      `WITH bet AS (
         INSERT INTO lottery_bets (member_id, game_id, issue_id, numero, bet_type, numbers, units, unit_price, stake, odds, request_id, placed_at)
         VALUES ($1::bigint, $2, $3::bigint, $4, $5, $6::text[], $7, $8::bigint, $9::bigint, $10::numeric / 10000, $11, $12)
         ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id
       )
       INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, status, started_at)
       SELECT $13, 'L' || bet.id, $1::bigint, $14, $15, $2, $16, 'REAL', $9::bigint, $9::bigint, 'OPEN', $12 FROM bet
       RETURNING substr(round_id, 2) AS id`,
      [
        memberId,
        request.gameId,
        issue.id,
        request.numero,
        request.betType,
        request.numbers,
        request.units,
        prices.unitPrice.toString(),
        stake.toString(),
        odds.toString(),
        request.requestId,
        placedAt.toISOString(),
        LOTTERY_ROUND.provider,
        LOTTERY_ROUND.vendor,
        LOTTERY_ROUND.gameType,
        `${prices.remark} ${request.numero}`,
      ],
    );
    if (!inserted) {
      // This requestId was placed before (on PostgreSQL a concurrent one was waited for).
      const first = await earlierBet(tx, memberId, request.requestId);
      if (!first) throw new Error('lottery: a bet request id is neither new nor stored');
      return replay(tx, first, request);
    }

    const posted = await postTransfer(tx, {
      idempotencyKey: lotteryBetKey(inserted.id),
      kind: 'LOTTERY_BET',
      from: walletId,
      to: issue.stakes_id,
      amount: stake,
      reference: lotteryRoundId(inserted.id),
    }).catch((error: unknown) => {
      throw error instanceof PlatformError && error.errorCode === 'INSUFFICIENT_FUNDS' ? stakeTooLarge() : error;
    });

    const bet: LotteryBet = {
      betId: inserted.id,
      gameId: request.gameId,
      remark: prices.remark,
      numero: request.numero,
      betType: request.betType,
      numbers: request.numbers,
      units: request.units,
      stake: formatAmount(stake),
      odds: oddsText(odds),
      status: 'PLACED',
      payout: formatAmount(0n),
      placedAt: placedAt.toISOString(),
      settledAt: null,
    };
    return { bet, balance: posted.fromBalance, replayed: false };
  });
}
