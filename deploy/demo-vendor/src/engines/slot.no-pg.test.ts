import { seededRng } from './rng';
import {
  isSlotStake,
  playSlotStops,
  SLOT_DECLARED_RTP,
  SLOT_LINE_COUNT,
  SLOT_REEL_STRIPS,
  SLOT_SYMBOL_COUNT,
  slotLineWins,
  spinSlot,
} from './slot';

/** Every stop combination once: the exact distribution of a spin's return (in stakes). */
function enumerate(): { combos: number; lineBetsWon: number; sumSquares: number } {
  // A stake of 5 makes one line bet 1 minor unit, so wins are counted in line bets.
  const stake = SLOT_LINE_COUNT;
  let combos = 0;
  let lineBetsWon = 0;
  let sumSquares = 0;
  const [a, b, c] = SLOT_REEL_STRIPS.map((strip) => strip.length) as [number, number, number];
  for (let x = 0; x < a; x += 1) {
    for (let y = 0; y < b; y += 1) {
      for (let z = 0; z < c; z += 1) {
        const { win } = playSlotStops([x, y, z], stake);
        combos += 1;
        lineBetsWon += win;
        sumSquares += win * win;
      }
    }
  }
  return { combos, lineBetsWon, sumSquares };
}

describe('slot maths', () => {
  it('returns exactly the declared 96 % over every stop combination', () => {
    const { combos, lineBetsWon } = enumerate();
    expect(combos).toBe(SLOT_REEL_STRIPS.reduce((product, strip) => product * strip.length, 1));
    // Integer arithmetic: the return is lineBetsWon / (combos · 5 lines), 38,400 / 40,000.
    expect(lineBetsWon * 100).toBe(96 * combos * SLOT_LINE_COUNT);
    expect(Math.abs(lineBetsWon / (combos * SLOT_LINE_COUNT) - SLOT_DECLARED_RTP)).toBeLessThan(1e-9);
  });

  it('lands within 4 standard deviations of 96 % over 1,000,000 seeded spins', () => {
    const { combos, lineBetsWon, sumSquares } = enumerate();
    // Per spin, in stakes: X = win / 5 line bets.
    const mean = lineBetsWon / combos / SLOT_LINE_COUNT;
    const variance = sumSquares / combos / SLOT_LINE_COUNT ** 2 - mean * mean;
    const spins = 1_000_000;
    const rng = seededRng('slot-rtp-simulation');
    let won = 0;
    for (let i = 0; i < spins; i += 1) won += spinSlot(rng, SLOT_LINE_COUNT).win;
    const observed = won / SLOT_LINE_COUNT / spins;
    expect(Math.abs(observed - SLOT_DECLARED_RTP)).toBeLessThan(4 * Math.sqrt(variance / spins));
  });

  it('uses each symbol on every reel and pays three of a kind and the leading pairs', () => {
    for (const strip of SLOT_REEL_STRIPS) {
      expect(new Set(strip).size).toBe(SLOT_SYMBOL_COUNT);
    }
    // Middle row all symbol 6, top row pair of 0s, bottom row nothing, diagonals nothing.
    const window = [
      [0, 6, 2],
      [0, 6, 3],
      [1, 6, 4],
    ];
    expect(slotLineWins(window)).toEqual([
      { line: 1, symbol: 6, count: 3, multiplier: 1000 },
      { line: 2, symbol: 0, count: 2, multiplier: 1 },
    ]);
  });

  it('pays each line at a fifth of the stake and refuses stakes that do not split into five', () => {
    const spin = playSlotStops([11, 10, 12], 100); // symbol 6 on the top row of each reel
    expect(spin.window.map((reel) => reel[0])).toEqual([6, 6, 6]);
    expect(spin.lines.find((line) => line.line === 2)).toMatchObject({ count: 3, win: 1000 * 20 });
    expect(isSlotStake(20)).toBe(true);
    expect(isSlotStake(21)).toBe(false);
    expect(() => spinSlot(seededRng('x'), 21)).toThrow(RangeError);
  });
});
