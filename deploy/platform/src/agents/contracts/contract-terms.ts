/**
 * A contract's terms as the platform compares and stores them: amounts in integer minor units and
 * rates in integer hundredths of a percent (80 = 0.80 %), so no comparison ever goes through a
 * decimal fraction. The wire form (decimal text) is turned into this and back here only.
 */
import {
  CONTRACT_TIER_THRESHOLDS,
  type ContractCeiling,
  type ContractTier,
  formatRate,
  rateToHundredths,
  type RealtimeTerms,
} from '@site/shared/contract/agents';
import { formatAmount } from '../../wallet/money';

export interface TierTerms {
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  dailyBetAmount: number;
  hourlyBetAmount: number;
  rate: number;
}

export interface RealtimeTermValues {
  profitSalaryRate: number;
  lossSalaryRate: number;
  singleBetAmount: number;
}

export interface ContractTerms {
  /** Lowest tier first; empty for a real-time contract. */
  tiers: TierTerms[];
  realtime: RealtimeTermValues | null;
}

/** A threshold amount text ('100', '100.5', '100.50') as minor units; the schema has checked its form. */
function amountMinor(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/** Built key by key in one order, so two equal terms are equal as JSON too (the idempotent offer compares them so). */
function tierTerms(tier: Omit<TierTerms, never>): TierTerms {
  return {
    periodValidBet: tier.periodValidBet,
    periodProfitLoss: tier.periodProfitLoss,
    activeMembers: tier.activeMembers,
    dailyBetAmount: tier.dailyBetAmount,
    hourlyBetAmount: tier.hourlyBetAmount,
    rate: tier.rate,
  };
}

export function termsFromRequest(tiers: readonly ContractTier[], realtime: RealtimeTerms | undefined): ContractTerms {
  return {
    tiers: tiers.map((tier) =>
      tierTerms({
        periodValidBet: amountMinor(tier.periodValidBet),
        periodProfitLoss: amountMinor(tier.periodProfitLoss),
        activeMembers: tier.activeMembers,
        dailyBetAmount: amountMinor(tier.dailyBetAmount),
        hourlyBetAmount: amountMinor(tier.hourlyBetAmount),
        rate: rateToHundredths(tier.rate),
      }),
    ),
    realtime: realtime
      ? {
          profitSalaryRate: rateToHundredths(realtime.profitSalaryRate),
          lossSalaryRate: rateToHundredths(realtime.lossSalaryRate),
          singleBetAmount: amountMinor(realtime.singleBetAmount),
        }
      : null,
  };
}

/** The columns a contract's terms are stored in (migration 028). */
export interface TermColumns {
  tiers: unknown;
  rt_profit: number | null;
  rt_loss: number | null;
  rt_single: string | null;
}

/** A stored contract's terms: the tiers array (validated when written) and the real-time columns. */
export function termsFromRow(row: TermColumns): ContractTerms {
  const tiers = (Array.isArray(row.tiers) ? (row.tiers as TierTerms[]) : []).map(tierTerms);
  const realtime =
    row.rt_profit === null || row.rt_loss === null || row.rt_single === null
      ? null
      : { profitSalaryRate: Number(row.rt_profit), lossSalaryRate: Number(row.rt_loss), singleBetAmount: Number(row.rt_single) };
  return { tiers, realtime };
}

function tierText(tier: TierTerms): ContractTier {
  return {
    periodValidBet: formatAmount(BigInt(tier.periodValidBet)),
    periodProfitLoss: formatAmount(BigInt(tier.periodProfitLoss)),
    activeMembers: tier.activeMembers,
    dailyBetAmount: formatAmount(BigInt(tier.dailyBetAmount)),
    hourlyBetAmount: formatAmount(BigInt(tier.hourlyBetAmount)),
    rate: formatRate(tier.rate),
  };
}

export function termsText(terms: ContractTerms): { tiers: ContractTier[]; realtime: RealtimeTerms | null } {
  return {
    tiers: terms.tiers.map(tierText),
    realtime: terms.realtime
      ? {
          profitSalaryRate: formatRate(terms.realtime.profitSalaryRate),
          lossSalaryRate: formatRate(terms.realtime.lossSalaryRate),
          singleBetAmount: formatAmount(BigInt(terms.realtime.singleBetAmount)),
        }
      : null,
  };
}

/** A threshold point: what a team achieved in a period, in the tiers' units. */
export type ThresholdPoint = Omit<TierTerms, 'rate'>;

export const ZERO_POINT: ThresholdPoint = { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, dailyBetAmount: 0, hourlyBetAmount: 0 };

/** What an agent may pass on of a kind, and where that bound comes from. */
export interface Ceiling {
  source: ContractCeiling['source'];
  terms: ContractTerms;
}

export function ceilingText(ceiling: Ceiling): ContractCeiling {
  return { source: ceiling.source, ...termsText(ceiling.terms) };
}

export { CONTRACT_TIER_THRESHOLDS };
