import type { Rng } from './rng';

/**
 * The slot's maths, the same for every RNG and FISH game (only the pictures differ, see themes.ts):
 * 3 reels, 3 visible rows, 5 fixed lines, every line bet at a fifth of the stake.
 *
 * Symbols are indexes 0..6 (0 the most common, 6 the rarest). A line pays when its three symbols
 * are equal (THREE_OF_A_KIND) or, for the two commonest symbols, when only its first two are equal
 * (TWO_OF_A_KIND). Pays are multiples of the line bet. With the strips below each reel holds the
 * symbols 5, 4, 3, 3, 2, 2 and 1 times (20 stops), so one line returns
 *   Σ pay3·c³ + pay2·c²·(20 − c)  over 20³ = 7,680 / 8,000 = 0.96
 * of its bet, and every line has that same return because each row of a reel shows every stop once
 * as the reel turns. The RTP test proves it by playing every one of the 8,000 stop combinations.
 */
export const SLOT_DECLARED_RTP = 0.96;

export const SLOT_SYMBOL_COUNT = 7;

export const SLOT_LINE_COUNT = 5;

/** Reel strips (symbol indexes); the window shows a stop and the two after it, wrapping round. */
export const SLOT_REEL_STRIPS: readonly (readonly number[])[] = [
  [0, 1, 2, 0, 3, 4, 0, 1, 5, 2, 0, 6, 1, 3, 0, 4, 2, 1, 5, 3],
  [1, 0, 3, 2, 0, 5, 1, 0, 4, 3, 6, 0, 2, 1, 0, 5, 3, 4, 1, 2],
  [2, 0, 1, 4, 0, 3, 5, 1, 0, 2, 3, 0, 6, 1, 4, 0, 2, 5, 3, 1],
];

/** Line bets paid for three equal symbols on a line, by symbol. */
export const THREE_OF_A_KIND = [5, 12, 30, 50, 80, 200, 1000] as const;

/** Line bets paid when only the first two symbols of a line are equal (0: no pay). */
export const TWO_OF_A_KIND = [1, 2, 0, 0, 0, 0, 0] as const;

/** The row shown on each reel, per line: middle, top, bottom, and the two diagonals. */
export const SLOT_LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Stakes must split into five equal whole line bets. */
export function isSlotStake(stake: number): boolean {
  return Number.isInteger(stake) && stake > 0 && stake % SLOT_LINE_COUNT === 0;
}

export interface SlotLineWin {
  /** 1-based, as players count lines. */
  line: number;
  symbol: number;
  count: 2 | 3;
  /** Line bets won. */
  multiplier: number;
}

/** The 3×3 window (reels × rows) the stops show. */
export function slotWindow(stops: readonly number[]): number[][] {
  return SLOT_REEL_STRIPS.map((strip, reel) => {
    const stop = stops[reel]!;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
}

/** The paying lines of a window, in line bets. */
export function slotLineWins(window: readonly (readonly number[])[]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, index) => {
    const [a, b, c] = rows.map((row, reel) => window[reel]![row]!) as [number, number, number];
    if (a === b && b === c) {
      wins.push({ line: index + 1, symbol: a, count: 3, multiplier: THREE_OF_A_KIND[a]! });
    } else if (a === b && TWO_OF_A_KIND[a]! > 0) {
      wins.push({ line: index + 1, symbol: a, count: 2, multiplier: TWO_OF_A_KIND[a]! });
    }
  });
  return wins;
}

export interface SlotSpin {
  stops: number[];
  window: number[][];
  lines: (SlotLineWin & { win: number })[];
  /** Minor units won in total (0 when nothing pays). */
  win: number;
}

/** Plays one spin of `stake` minor units (a multiple of 5). */
export function spinSlot(rng: Rng, stake: number): SlotSpin {
  if (!isSlotStake(stake)) throw new RangeError('a slot stake must be a positive multiple of 5');
  const stops = SLOT_REEL_STRIPS.map((strip) => rng.int(strip.length));
  return playSlotStops(stops, stake);
}

/** The result of given stops; spinSlot draws them, the RTP test walks through all of them. */
export function playSlotStops(stops: number[], stake: number): SlotSpin {
  const lineBet = stake / SLOT_LINE_COUNT;
  const window = slotWindow(stops);
  const lines = slotLineWins(window).map((line) => ({ ...line, win: line.multiplier * lineBet }));
  return { stops, window, lines, win: lines.reduce((sum, line) => sum + line.win, 0) };
}
