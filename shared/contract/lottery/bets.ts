/**
 * Lottery bets: the bet types, what a pick of each looks like, placing a bet, the member's bets
 * and the odds. The platform validates with these schemas and prices the bet itself; the betting
 * view checks the same rules so a wrong pick is refused before it is sent.
 */
import { z } from 'zod';
import { PageNoSchema, RequestIdSchema, pagedSchema } from '../member/common';
import { LotteryGameIdSchema, LotteryNumeroSchema } from './menu';

/**
 * The Vietnamese bet types: lô 2 số and lô 3 số (endings of every result number), đề (last two of
 * the special prize), 3 càng (last three of the special prize), đầu and đuôi (tens and units digit
 * of the special prize's last two) and xiên 2, 3 and 4 (every picked two-digit ending comes out).
 */
export const LOTTERY_BET_TYPES = ['LO2', 'LO3', 'DE', 'CANG3', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/** Most numbers in one bet of a type whose numbers are scored one by one. */
export const LOTTERY_MAX_SCORED_NUMBERS = 10;

/** Units in one bet. */
export const LOTTERY_MIN_UNITS = 1;
export const LOTTERY_MAX_UNITS = 10_000;

/** A bet's life: placed (stake taken), then won, lost, or refunded when its issue is cancelled. */
export const LOTTERY_BET_STATUSES = ['PLACED', 'WON', 'LOST', 'REFUNDED'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

export interface LotteryBetRule {
  /** Digits of every number of the pick. */
  digits: 1 | 2 | 3;
  /** Fewest and most distinct numbers in one bet. */
  minNumbers: number;
  maxNumbers: number;
  /**
   * A combination (xiên) wins only when all its numbers come out: one stake, one hit at most.
   * Otherwise every number is staked and scored on its own.
   */
  combination: boolean;
}

const scored = (digits: LotteryBetRule['digits']): LotteryBetRule => ({ digits, minNumbers: 1, maxNumbers: LOTTERY_MAX_SCORED_NUMBERS, combination: false });
const combination = (count: number): LotteryBetRule => ({ digits: 2, minNumbers: count, maxNumbers: count, combination: true });

export const LOTTERY_BET_RULES: Record<LotteryBetType, LotteryBetRule> = {
  LO2: scored(2),
  LO3: scored(3),
  DE: scored(2),
  CANG3: scored(3),
  DAU: scored(1),
  DUOI: scored(1),
  XIEN2: combination(2),
  XIEN3: combination(3),
  XIEN4: combination(4),
};

/** How many stakes a pick costs: one per number, one for a whole combination. */
export function lotteryStakeCount(betType: LotteryBetType, numbers: readonly string[]): number {
  return LOTTERY_BET_RULES[betType].combination ? 1 : numbers.length;
}

/**
 * POST /lgw/vn/bets: a bet on one issue. The stake is units × unit price × the stake count; the
 * same requestId again answers with the first bet and takes no money twice.
 */
export const PlaceBetSchema = z
  .object({
    gameId: LotteryGameIdSchema,
    numero: LotteryNumeroSchema,
    betType: z.enum(LOTTERY_BET_TYPES),
    numbers: z.array(z.string().regex(/^[0-9]{1,3}$/, 'must be digits')).min(1, 'must name at least one number').max(LOTTERY_MAX_SCORED_NUMBERS),
    units: z.number().int('must be a whole number').min(LOTTERY_MIN_UNITS).max(LOTTERY_MAX_UNITS),
    requestId: RequestIdSchema,
  })
  .strict()
  .superRefine((bet, context) => {
    const rule = LOTTERY_BET_RULES[bet.betType];
    bet.numbers.forEach((number, index) => {
      if (number.length !== rule.digits) context.addIssue({ code: 'custom', path: ['numbers', index], message: `must have ${rule.digits} digit(s) for ${bet.betType}` });
    });
    if (new Set(bet.numbers).size !== bet.numbers.length) context.addIssue({ code: 'custom', path: ['numbers'], message: 'must not repeat a number' });
    if (bet.numbers.length < rule.minNumbers || bet.numbers.length > rule.maxNumbers) {
      const wanted = rule.minNumbers === rule.maxNumbers ? `exactly ${rule.minNumbers}` : `${rule.minNumbers} to ${rule.maxNumbers}`;
      context.addIssue({ code: 'custom', path: ['numbers'], message: `must name ${wanted} numbers for ${bet.betType}` });
    }
  });
export type PlaceBet = z.input<typeof PlaceBetSchema>;

const IsoTime = z.string().describe('ISO 8601 time, UTC');
const ServerTime = z.number().int().describe('The server clock, epoch milliseconds');
/** Exact decimal text of an amount, e.g. '12.50'. */
const AmountText = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/);

export const LotteryBetSchema = z.object({
  betId: z.string(),
  gameId: z.string(),
  /** The lottery's display name. */
  remark: z.string(),
  numero: z.string(),
  betType: z.enum(LOTTERY_BET_TYPES),
  numbers: z.array(z.string()),
  units: z.number().int(),
  stake: AmountText,
  /** What one hit pays per staked unit price, as decimal text ('3.48'). */
  odds: z.string(),
  status: z.enum(LOTTERY_BET_STATUSES),
  /** '0.00' until settled; the whole win (stake included) of a won bet; the stake of a refunded one. */
  payout: AmountText,
  placedAt: IsoTime,
  settledAt: IsoTime.nullable(),
});
export type LotteryBet = z.infer<typeof LotteryBetSchema>;

/** The answer of POST /lgw/vn/bets: the bet and the main wallet's balance afterwards. */
export const PlaceBetAnswerSchema = z.object({ serverTime: ServerTime, bet: LotteryBetSchema, balance: AmountText });
export type PlaceBetAnswer = z.infer<typeof PlaceBetAnswerSchema>;

/** Query of GET /lgw/vn/bets: the member's bets, newest first, 15 a page. */
export const MyLotteryBetsQuerySchema = z
  .object({ gameId: LotteryGameIdSchema.optional(), numero: LotteryNumeroSchema.optional(), pageNo: PageNoSchema })
  .strict();
export type MyLotteryBetsQuery = z.input<typeof MyLotteryBetsQuerySchema>;

export const LotteryBetPageSchema = pagedSchema(LotteryBetSchema).extend({ serverTime: ServerTime });
export type LotteryBetPage = z.infer<typeof LotteryBetPageSchema>;

/** Query of GET /lgw/vn/bets/odds. */
export const LotteryOddsQuerySchema = z.object({ gameId: LotteryGameIdSchema }).strict();
export type LotteryOddsQuery = z.input<typeof LotteryOddsQuerySchema>;

/** GET /lgw/vn/bets/odds: the unit price and what one hit of each type pays per unit price. */
export const LotteryOddsSchema = z.object({
  serverTime: ServerTime,
  unitPrice: AmountText,
  odds: z.array(z.object({ betType: z.enum(LOTTERY_BET_TYPES), odds: z.string() })),
});
export type LotteryOdds = z.infer<typeof LotteryOddsSchema>;
