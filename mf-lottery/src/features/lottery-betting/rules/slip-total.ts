import { fromMinorUnits } from '@site/shared';
import { LOTTERY_MAX_UNITS, LOTTERY_MIN_UNITS, type LotteryBetType } from '@site/shared/contract/lottery';
import { scoredCount } from './pick-rules';

/** The units field as a whole number within the bounds, or null for anything else ('', '1.5', '0'). */
export function parseUnits(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const units = Number(text.trim());
  return units >= LOTTERY_MIN_UNITS && units <= LOTTERY_MAX_UNITS ? units : null;
}

/** A decimal amount in major units ('1.00', '2.5', '10') as whole minor units, or null when it is not one. */
export function toMinorUnits(amount: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What the slip shows as the stake: unit price × units × the numbers that are scored (one for a
 * combination). Counted in whole minor units, so no float rounds a cent away. Display only: the
 * platform prices the bet itself. Null while the price or the units are not known.
 */
export function slipTotal({ unitPrice, units, betType, pick }: { unitPrice: string; units: number | null; betType: LotteryBetType; pick: readonly string[] }): string | null {
  const price = toMinorUnits(unitPrice);
  if (price === null || units === null) return null;
  return fromMinorUnits(price * BigInt(units) * BigInt(scoredCount(betType, pick)));
}

/** What one scored number pays when it hits: unit price × units × odds, rounded down to the cent. */
export function payoutPerHit({ unitPrice, units, odds }: { unitPrice: string; units: number | null; odds: string | undefined }): string | null {
  const price = toMinorUnits(unitPrice);
  const match = odds === undefined ? null : /^(\d+)(?:\.(\d+))?$/.exec(odds.trim());
  if (price === null || units === null || !match) return null;
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const oddsScaled = BigInt(match[1]!) * scale + BigInt(fraction || '0');
  return fromMinorUnits((price * BigInt(units) * oddsScaled) / scale);
}
