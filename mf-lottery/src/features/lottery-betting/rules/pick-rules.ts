import { LOTTERY_BET_RULES, type LotteryBetType } from '@site/shared/contract/lottery';

/**
 * What a pick of each bet type looks like, so the grid and the typed field refuse a wrong pick
 * before the server does (the server checks the same contract rules again and decides). A pick is
 * a list of numbers written as digits ('07'); every number of a type has the same count of digits.
 */
export interface PickRule {
  /** Digits of every number: 2 for lô 2 số and đề, 3 for lô 3 số and 3 càng, 1 for đầu and đuôi. */
  digits: 1 | 2 | 3;
  /** Fewest and most distinct numbers in one bet; equal for xiên, whose numbers form one combination. */
  min: number;
  max: number;
  /** Xiên wins only when all its numbers come out, so it is one stake whatever the count. */
  combination: boolean;
}

export const PICK_RULES = Object.fromEntries(
  Object.entries(LOTTERY_BET_RULES).map(([betType, rule]) => [betType, { digits: rule.digits, min: rule.minNumbers, max: rule.maxNumbers, combination: rule.combination }]),
) as Record<LotteryBetType, PickRule>;

/**
 * The numbers a grid offers for a type: 00-99 for two digits, 0-9 for one. Three-digit numbers
 * (a thousand of them) are typed instead, so they have no grid.
 */
export function gridNumbers(betType: LotteryBetType): string[] | null {
  const { digits } = PICK_RULES[betType];
  if (digits === 3) return null;
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, value) => String(value).padStart(digits, '0'));
}

export type ToggleRefusal = 'full';

/**
 * Adds `number` to the pick, or takes it out when it is already there. A pick that is already as
 * long as the type allows refuses another number (the player takes one out first) rather than
 * dropping one silently.
 */
export function togglePick(betType: LotteryBetType, pick: readonly string[], number: string): { pick: string[]; refused: ToggleRefusal | null } {
  if (pick.includes(number)) return { pick: pick.filter((picked) => picked !== number), refused: null };
  if (pick.length >= PICK_RULES[betType].max) return { pick: [...pick], refused: 'full' };
  return { pick: sortPick([...pick, number]), refused: null };
}

function sortPick(pick: string[]): string[] {
  return pick.sort((a, b) => a.localeCompare(b));
}

export type TypedProblem = { value: string; reason: 'digits' | 'duplicate' | 'tooMany' };

/**
 * Reads numbers typed with spaces, commas or semicolons between them. Each must have exactly the
 * type's digits (a leading zero counts: '7' is not a two-digit number, '07' is); repeats and numbers
 * beyond the type's maximum are reported, never silently kept.
 */
export function parseTypedPick(betType: LotteryBetType, text: string): { pick: string[]; problems: TypedProblem[] } {
  const { digits, max } = PICK_RULES[betType];
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const pick: string[] = [];
  const problems: TypedProblem[] = [];
  for (const value of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!pattern.test(value)) problems.push({ value, reason: 'digits' });
    else if (pick.includes(value)) problems.push({ value, reason: 'duplicate' });
    else if (pick.length >= max) problems.push({ value, reason: 'tooMany' });
    else pick.push(value);
  }
  return { pick: sortPick(pick), problems };
}

export type PickProblem = 'empty' | 'tooFew' | 'tooMany' | 'digits' | 'duplicate';

/** Why this pick cannot be placed yet, or null when it is a complete pick of the type. */
export function pickProblem(betType: LotteryBetType, pick: readonly string[]): PickProblem | null {
  const { digits, min, max } = PICK_RULES[betType];
  if (pick.length === 0) return 'empty';
  if (pick.some((number) => !new RegExp(`^\\d{${digits}}$`).test(number))) return 'digits';
  if (new Set(pick).size !== pick.length) return 'duplicate';
  if (pick.length < min) return 'tooFew';
  if (pick.length > max) return 'tooMany';
  return null;
}

/** How many stakes a pick costs: one per number, except a combination, which is one stake. */
export function scoredCount(betType: LotteryBetType, pick: readonly string[]): number {
  return PICK_RULES[betType].combination ? (pick.length > 0 ? 1 : 0) : pick.length;
}
