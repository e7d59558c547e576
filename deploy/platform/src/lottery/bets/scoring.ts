/**
 * How a bet scores on a drawn result, and what it pays. Pure: no database, no clock.
 *
 * - LO2 / LO3: every result number whose last 2 (3) digits are a picked number is one hit, so a
 *   number that comes out twice pays twice. LO3 counts only numbers of 3 digits or more.
 * - DE / CANG3: the last 2 (3) digits of the special prize.
 * - DAU / DUOI: the tens / units digit of the special prize's last two digits.
 * - XIEN2/3/4: one hit when every picked number is the ending of at least one result number.
 *
 * A hit pays units × unit price × odds, rounded down to the cent per hit (so the slip's "a hit
 * pays" is exactly what each hit credits).
 */
import { LOTTERY_BET_RULES, type LotteryBetType, type LotteryResult } from '@site/shared/contract/lottery';

/** Odds are kept to 4 decimals: 3.48 is 34,800 ten-thousandths. */
export const ODDS_SCALE = 10_000n;

function allNumbers(result: LotteryResult): string[] {
  return result.tiers.flatMap((tier) => tier.numbers);
}

function specialPrizeOf(result: LotteryResult): string {
  const special = result.tiers.find((tier) => tier.tier === 'DB')?.numbers[0];
  if (!special) throw new Error('scoring: the result has no special prize');
  return special;
}

/** How often each picked number hits, in the order of the pick. */
export function hitsPerNumber(betType: LotteryBetType, numbers: readonly string[], result: LotteryResult): number[] {
  switch (betType) {
    case 'LO2':
      return numbers.map((picked) => allNumbers(result).filter((drawn) => drawn.length >= 2 && drawn.endsWith(picked)).length);
    case 'LO3':
      return numbers.map((picked) => allNumbers(result).filter((drawn) => drawn.length >= 3 && drawn.endsWith(picked)).length);
    case 'DE':
      return numbers.map((picked) => (specialPrizeOf(result).slice(-2) === picked ? 1 : 0));
    case 'CANG3':
      return numbers.map((picked) => (specialPrizeOf(result).slice(-3) === picked ? 1 : 0));
    case 'DAU':
      return numbers.map((picked) => (specialPrizeOf(result).slice(-2, -1) === picked ? 1 : 0));
    case 'DUOI':
      return numbers.map((picked) => (specialPrizeOf(result).slice(-1) === picked ? 1 : 0));
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4': {
      const endings = new Set(allNumbers(result).map((drawn) => drawn.slice(-2)));
      return numbers.map((picked) => (endings.has(picked) ? 1 : 0));
    }
  }
}

/** The hits a bet is paid for: the sum over its numbers, or 0/1 for a combination. */
export function betHits(betType: LotteryBetType, numbers: readonly string[], result: LotteryResult): number {
  const perNumber = hitsPerNumber(betType, numbers, result);
  if (LOTTERY_BET_RULES[betType].combination) return perNumber.every((hits) => hits > 0) ? 1 : 0;
  return perNumber.reduce((sum, hits) => sum + hits, 0);
}

/** Odds text ('3.48', '95') as ten-thousandths; at most 4 decimals. */
export function oddsToScaled(odds: string): bigint {
  const match = /^([0-9]+)(?:\.([0-9]{1,4}))?$/.exec(odds.trim());
  if (!match) throw new Error(`scoring: odds ${odds} are not a decimal with at most 4 decimals`);
  return BigInt(match[1]!) * ODDS_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** Odds as the answers show them: at least two decimals, no trailing zeros beyond ('3.48', '95.00', '3.4825'). */
export function oddsText(scaled: bigint): string {
  const whole = scaled / ODDS_SCALE;
  const fraction = (scaled % ODDS_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** What one hit pays, in minor units: units × unit price × odds, rounded down. */
export function payoutPerHit(units: number, unitPrice: bigint, oddsScaled: bigint): bigint {
  return (BigInt(units) * unitPrice * oddsScaled) / ODDS_SCALE;
}

/** What a bet with `hits` hits pays, in minor units. */
export function betPayout(units: number, unitPrice: bigint, oddsScaled: bigint, hits: number): bigint {
  return payoutPerHit(units, unitPrice, oddsScaled) * BigInt(hits);
}

/** The stake of a pick, in minor units: units × unit price × the numbers staked (one for a combination). */
export function betStake(betType: LotteryBetType, numbers: readonly string[], units: number, unitPrice: bigint): bigint {
  const staked = LOTTERY_BET_RULES[betType].combination ? 1 : numbers.length;
  return BigInt(units) * unitPrice * BigInt(staked);
}
