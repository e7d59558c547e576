/**
 * Placing a lottery bet: the price and odds come from the lottery's cached configuration, and the
 * rest is one call of the database function `lottery_place_bet` (sql/lottery_place_bet.sql), which
 * commits or fails whole, so a refused bet writes nothing:
 *
 * 1. the issue row is locked FOR SHARE, and the bet is refused when the lottery's clock is at or
 *    past the lock time (LOTTERY_ISSUE_LOCKED), before the sale start or on a cancelled issue
 *    (LOTTERY_ISSUE_NOT_OPEN). The time decides, not the status: a scheduler that runs late never
 *    lets a late bet in;
 * 2. a bet with the member's requestId already stored answers that bet again (even after the
 *    issue closed); another bet under the same requestId is refused (IDEMPOTENCY_CONFLICT): the
 *    function decides which, and this module only answers its decision;
 * 3. the bet row, the stake from the member's MAIN wallet to LOTTERY_STAKES (key
 *    `lottery-bet:<betId>`; more than the wallet holds is INSUFFICIENT_FUNDS) and the bet's game
 *    round (provider LOTTERY, round 'L<betId>'), which feeds the daily rollup and the records.
 */
import { limitRefusal } from '../../protection/limits/limit-refusal';
import { lotteryRoundName, type LotteryBet, type LotteryBetType } from '@site/shared/contract/lottery';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { requestIdReused } from '../../http/idempotent';
import { postingRefusal } from '../../wallet/ledger';
import { formatAmount, toMinor } from '../../wallet/money';
import type { LotteryClock } from '../clock';
import { issueLocked, issueNotOpen, stakeTooLarge, tooManyUnits, unknownGame, unknownIssue } from './bet-errors';
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

// The stake's ledger key and the bet's round id; `lottery_place_bet` writes the same.
export const lotteryBetKey = (betId: string) => `lottery-bet:${betId}`;
export const lotteryRoundId = (betId: string) => `L${betId}`;

/** The provider, vendor and game type a lottery bet's game round is recorded under. */
export const LOTTERY_ROUND = { provider: 'LOTTERY', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT' } as const;

/** The first answer of a repeated requestId (`lottery_place_bet` found it the same bet): the bet and the balance its stake left. */
async function replay(db: Db, betId: string): Promise<PlacedBet> {
  const [row] = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id WHERE b.id = $1::bigint`, [betId]);
  if (!row) throw new Error('lottery: a replayed bet is not stored');
  const [line] = await db.query<{ balance_after: string }>(
    `SELECT l.balance_after::text AS balance_after FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
     WHERE e.idempotency_key = $1 AND l.amount < 0`,
    [lotteryBetKey(row.id)],
  );
  if (!line) throw new Error('lottery: a placed bet lacks its stake entry');
  return { bet: betView(row), balance: toMinor(line.balance_after), replayed: true };
}

/** What `lottery_place_bet` answers, and the refusal each answer other than success is. */
type PlaceResult = 'PLACED' | 'REPLAY' | keyof typeof REFUSALS;
const REFUSALS = {
  // The requestId was used for another bet.
  CONFLICT: () => requestIdReused('bet'),
  UNKNOWN_ISSUE: unknownIssue,
  LOCKED: issueLocked,
  NOT_OPEN: issueNotOpen,
  // A member who never had a wallet has nothing to stake.
  NO_FUNDS: stakeTooLarge,
};

/** Places a bet of a real member; see the file's comment for the rules. */
export async function placeBet(db: Db, { memberId, request, now }: { memberId: string; request: BetRequest; now: LotteryClock }): Promise<PlacedBet> {
  const prices = await cachedGamePrices(db, request.gameId);
  if (!prices) throw unknownGame();
  if (request.units > prices.maxUnits) throw tooManyUnits(prices.maxUnits);
  const odds = prices.odds.get(request.betType)!;
  const stake = betStake(request.betType, request.numbers, request.units, prices.unitPrice);

  const placedAt = now();
  const [placed] = await db
    .query<{ o_result: PlaceResult; o_bet_id: string | null; o_balance: string | null }>(
      `SELECT o_result, o_bet_id::text AS o_bet_id, o_balance::text AS o_balance
       FROM lottery_place_bet($1::bigint, $2, $3, $4, $5::text[], $6, $7::bigint, $8::bigint, $9::bigint, $10, $11, $12, $13, $14, $15)`,
      [
        memberId,
        request.gameId,
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
        lotteryRoundName(prices.remark, request.numero),
      ],
    )
    .catch((error: unknown) => {
      // A member's limit left no room for the stake (sql/protection_limit_check.sql); nothing was written.
      const limited = limitRefusal(error, 'units');
      if (limited) throw limited;
      const refused = postingRefusal(error);
      throw refused instanceof PlatformError && refused.errorCode === 'INSUFFICIENT_FUNDS' ? stakeTooLarge() : error;
    });
  const result = placed!.o_result;
  if (result === 'REPLAY') return replay(db, placed!.o_bet_id!);
  if (result !== 'PLACED') throw REFUSALS[result]();

  const betId = placed!.o_bet_id!;
  const bet: LotteryBet = {
    betId,
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
  return { bet, balance: toMinor(placed!.o_balance!), replayed: false };
}
