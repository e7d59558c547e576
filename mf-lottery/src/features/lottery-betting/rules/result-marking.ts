import { LOTTERY_TIERS, type LotteryBetType, type LotteryResult, type LotteryTier } from '@site/shared/contract/lottery';
import { PICK_RULES } from './pick-rules';

/** A bet as far as marking needs it. */
export interface PickedBet {
  betType: LotteryBetType;
  numbers: readonly string[];
}

export interface MarkedNumber {
  value: string;
  /** One of the player's bets on this issue scores on this drawn number. */
  hit: boolean;
}

export interface MarkedTier {
  tier: LotteryTier;
  numbers: MarkedNumber[];
}

const lastDigits = (value: string, count: number) => (value.length >= count ? value.slice(-count) : null);

/**
 * Which part of a drawn number a bet type reads, or null when the type does not read this number:
 * lô reads the last two (or three) digits of every prize, đề and 3 càng the last two and three of
 * the special prize, đầu and đuôi the tens and the units digit of the special prize, xiên the last
 * two digits of every prize.
 */
function readDigits(betType: LotteryBetType, tier: LotteryTier, value: string): string | null {
  switch (betType) {
    case 'LO2':
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return lastDigits(value, 2);
    case 'LO3':
      return lastDigits(value, 3);
    case 'DE':
      return tier === 'DB' ? lastDigits(value, 2) : null;
    case 'CANG3':
      return tier === 'DB' ? lastDigits(value, 3) : null;
    case 'DAU':
      return tier === 'DB' ? (lastDigits(value, 2)?.charAt(0) ?? null) : null;
    case 'DUOI':
      return tier === 'DB' ? lastDigits(value, 1) : null;
  }
}

/** A xiên wins only when every one of its numbers is among the last two digits of the prizes. */
function combinationWins(bet: PickedBet, tiers: LotteryResult['tiers']): boolean {
  const drawn = new Set(tiers.flatMap(({ numbers }) => numbers.map((value) => lastDigits(value, 2))));
  return bet.numbers.every((number) => drawn.has(number));
}

/**
 * The board of a drawn issue in prize order, each drawn number marked when one of the player's
 * bets on that issue scores on it. A xiên marks its numbers only when the whole combination came
 * out: a partial combination wins nothing, so marking it would mislead.
 */
export function markResult(result: LotteryResult, bets: readonly PickedBet[]): MarkedTier[] {
  const scoring = bets.filter((bet) => !PICK_RULES[bet.betType].combination || combinationWins(bet, result.tiers));
  const byTier = new Map(result.tiers.map((entry) => [entry.tier, entry.numbers]));
  // The contract lists the tiers special prize first, then first to eighth: the board's order.
  return LOTTERY_TIERS.filter((tier) => byTier.has(tier)).map((tier) => ({
    tier,
    numbers: (byTier.get(tier) ?? []).map((value) => ({
      value,
      hit: scoring.some((bet) => {
        const read = readDigits(bet.betType, tier, value);
        return read !== null && bet.numbers.includes(read);
      }),
    })),
  }));
}
