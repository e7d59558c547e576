/**
 * The rule every contract keeps: along every upline-downline edge and for every kind, the
 * downline's rate never exceeds its upline's.
 *
 * What "rate" means for a tiered contract: at any team result (a threshold point) a contract pays
 * the rate of its highest tier whose thresholds are all met, 0 when none is. A downline's contract
 * is within its upline's when at every point it pays at most what the upline's pays. The upline's
 * rate can only rise as the point rises (more tiers apply), and the downline's changes only at its
 * own tiers' thresholds, so checking the downline's tiers at their own thresholds is enough.
 *
 * For a real-time contract the same reading gives: each of its two rates at most the upline's,
 * and its single-bet amount at least the upline's (else bets between the two amounts would pay the
 * downline and not the upline).
 */
import type { ContractTerms, ThresholdPoint, TierTerms } from './contract-terms';
import { CONTRACT_TIER_THRESHOLDS } from './contract-terms';

function applies(tier: TierTerms, point: ThresholdPoint): boolean {
  return CONTRACT_TIER_THRESHOLDS.every((field) => tier[field] <= point[field]);
}

/** The rate (hundredths of a percent) the tiers pay at this point: the highest applicable tier's, else 0. */
export function rateAt(tiers: readonly TierTerms[], point: ThresholdPoint): number {
  let rate = 0;
  for (const tier of tiers) if (applies(tier, point) && tier.rate > rate) rate = tier.rate;
  return rate;
}

/**
 * The first field of `terms` that pays more than `ceiling` somewhere ('tiers.2.rate',
 * 'realtime.lossSalaryRate', …), or null when `terms` stays within it everywhere.
 */
export function rateExcess(terms: ContractTerms, ceiling: ContractTerms): string | null {
  for (const [index, tier] of terms.tiers.entries()) {
    if (tier.rate > rateAt(ceiling.tiers, tier)) return `tiers.${index}.rate`;
  }
  const own = terms.realtime;
  if (!own) return null;
  const upper = ceiling.realtime;
  if (!upper) return own.profitSalaryRate > 0 ? 'realtime.profitSalaryRate' : own.lossSalaryRate > 0 ? 'realtime.lossSalaryRate' : null;
  if (own.singleBetAmount < upper.singleBetAmount && (own.profitSalaryRate > 0 || own.lossSalaryRate > 0)) return 'realtime.singleBetAmount';
  if (own.profitSalaryRate > upper.profitSalaryRate) return 'realtime.profitSalaryRate';
  if (own.lossSalaryRate > upper.lossSalaryRate) return 'realtime.lossSalaryRate';
  return null;
}
