/**
 * What one agent earns in one period on its whole team, from the team's figures and the agent's
 * terms. Pure: no database, so every rule is tested on its own.
 *
 * Rates are integer hundredths of a percent (80 = 0.80 %); amounts integer minor units, rounded
 * down to the cent once per agent and period.
 *
 * Salaries are paid on the team's qualifying bet, not its valid bet: per round, the stake of a
 * game that cannot be hedged (slots, fish), else what the member actually won or lost over all its
 * bets of the round (min(stake, |win - stake|): both sides of a baccarat hand count only the
 * difference, a push counts nothing), and for the site's lottery the same netted per member per
 * issue; nothing for a rolled-back round (migration 033). The valid bet stays what reports show.
 *
 * - Tiered kinds: the tier used is the one with the highest rate among those whose every
 *   threshold is met (a threshold of 0 asks nothing). The bet thresholds (period, daily, hourly
 *   bet amount) are compared with the team's qualifying bet in the period being settled, which is
 *   a day for the daily salary and an hour for the hourly salary; the profit-and-loss threshold
 *   with the team's loss (valid bet - win, after the loss carried forward for a dividend); active
 *   members with the count of team members whose qualifying bet in the period reached the site's
 *   active-member amount. So turnover that risks nothing reaches no tier either.
 * - Daily and hourly salary: rate × the team's qualifying bet.
 * - Dividend: rate × the team's loss (the house's win) plus what earlier periods carried forward:
 *   a period in which the team won leaves that amount to recover, and nothing is paid until later
 *   losses have covered it (settle-period.ts keeps the carry per payee and period).
 * - Real-time salary: profit-salary rate × the qualifying bet of the team's rounds the member won,
 *   plus loss-salary rate × that of those it lost, counting only rounds whose stake reached the
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
  /** What salaries and bet thresholds count (see the module comment). */
  qualifyingBet: bigint;
  win: bigint;
  activeMembers: number;
  /** Dividend only: what earlier periods left to recover (0 or negative), added to the loss. */
  carriedIn?: bigint;
}

/** The team's loss (the house's win) in the period, after what earlier periods carried forward. */
export function teamLoss(figures: TeamFigures): bigint {
  return figures.validBet - figures.win + (figures.carriedIn ?? 0n);
}

/** The qualifying bet of the team's rounds the member won and lost (real-time salary). */
export interface RealtimeFigures {
  wonQualifyingBet: bigint;
  lostQualifyingBet: bigint;
  /** The valid bet of the same rounds, for the record. */
  validBet?: bigint;
}

const met = (threshold: bigint, figure: bigint) => threshold <= 0n || figure >= threshold;

/** The tier a team's figures reach, or null when they reach none. */
export function chooseTier(tiers: readonly Tier[], figures: TeamFigures): Tier | null {
  const loss = teamLoss(figures);
  let chosen: Tier | null = null;
  for (const tier of tiers) {
    const reached =
      met(tier.periodValidBet, figures.qualifyingBet) &&
      met(tier.dailyBetAmount, figures.qualifyingBet) &&
      met(tier.hourlyBetAmount, figures.qualifyingBet) &&
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
  const base = kind === 'DIVIDEND' ? teamLoss(figures) : figures.qualifyingBet;
  return { amount: share(base, tier.rate), rate: tier.rate };
}

/** The real-time salary of one period: both parts summed before rounding down. */
export function realtimeAmount(terms: RealtimeTerms, figures: RealtimeFigures): bigint {
  return (figures.wonQualifyingBet * BigInt(terms.profitSalaryRate) + figures.lostQualifyingBet * BigInt(terms.lossSalaryRate)) / RATE_SCALE;
}
