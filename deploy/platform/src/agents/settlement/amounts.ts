/**
 * What one agent earns in one period on its whole team, from the team's figures and the agent's
 * terms. Pure: no database, so every rule is tested on its own.
 *
 * Rates are integer hundredths of a percent (80 = 0.80 %); amounts integer minor units, rounded
 * down to the cent once per agent and period.
 *
 * - Tiered kinds: the tier used is the one with the highest rate among those whose every
 *   threshold is met (a threshold of 0 asks nothing). The bet thresholds (period, daily, hourly
 *   bet amount) are compared with the team's valid bet in the period being settled, which is a
 *   day for the daily salary and an hour for the hourly salary; the profit-and-loss threshold with
 *   the team's loss (valid bet - win); active members with the count of team members whose valid
 *   bet in the period reached the site's active-member amount.
 * - Daily and hourly salary: rate × the team's valid bet.
 * - Dividend: rate × the team's loss (the house's win); nothing when the team won or broke even.
 * - Real-time salary: profit-salary rate × the valid bet of the team's bets the member won, plus
 *   loss-salary rate × the valid bet of those it lost, counting only bets whose stake reached the
 *   single-bet amount (the figures arrive already filtered).
 */
import type { IncomeKind } from '@site/shared/contract/agents';

/** The whole of a rate: 10000 hundredths of a percent. */
export const RATE_SCALE = 10_000n;

export interface Tier {
  periodValidBet: bigint;
  periodProfitLoss: bigint;
  activeMembers: number;
  dailyBetAmount: bigint;
  hourlyBetAmount: bigint;
  rate: number;
}

export interface RealtimeTerms {
  profitSalaryRate: number;
  lossSalaryRate: number;
  singleBetAmount: bigint;
}

/** A team's play in one period (real money only). */
export interface TeamFigures {
  validBet: bigint;
  win: bigint;
  activeMembers: number;
}

/** The valid bet of the team's bets the member won and lost (real-time salary). */
export interface RealtimeFigures {
  wonValidBet: bigint;
  lostValidBet: bigint;
}

const met = (threshold: bigint, figure: bigint) => threshold <= 0n || figure >= threshold;

/** The tier a team's figures reach, or null when they reach none. */
export function chooseTier(tiers: readonly Tier[], figures: TeamFigures): Tier | null {
  const loss = figures.validBet - figures.win;
  let chosen: Tier | null = null;
  for (const tier of tiers) {
    const reached =
      met(tier.periodValidBet, figures.validBet) &&
      met(tier.dailyBetAmount, figures.validBet) &&
      met(tier.hourlyBetAmount, figures.validBet) &&
      met(tier.periodProfitLoss, loss) &&
      figures.activeMembers >= tier.activeMembers;
    if (reached && (chosen === null || tier.rate >= chosen.rate)) chosen = tier;
  }
  return chosen;
}

const share = (base: bigint, rate: number) => (base > 0n ? (base * BigInt(rate)) / RATE_SCALE : 0n);

/** The amount of a tiered kind (dividend, daily or hourly salary) and the rate it used. */
export function tieredAmount(kind: Exclude<IncomeKind, 'REALTIME_SALARY'>, tiers: readonly Tier[], figures: TeamFigures): { amount: bigint; rate: number } {
  const tier = chooseTier(tiers, figures);
  if (!tier) return { amount: 0n, rate: 0 };
  const base = kind === 'DIVIDEND' ? figures.validBet - figures.win : figures.validBet;
  return { amount: share(base, tier.rate), rate: tier.rate };
}

/** The real-time salary of one period: both parts summed before rounding down. */
export function realtimeAmount(terms: RealtimeTerms, figures: RealtimeFigures): bigint {
  return (figures.wonValidBet * BigInt(terms.profitSalaryRate) + figures.lostValidBet * BigInt(terms.lossSalaryRate)) / RATE_SCALE;
}
