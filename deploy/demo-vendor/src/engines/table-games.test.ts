import { BACCARAT_DECLARED_RTP, baccaratPayout, bankerDraws, type BaccaratOutcome, dealBaccarat } from './baccarat';
import type { Card } from './cards';
import { DRAGON_TIGER_DECLARED_RTP, dragonTigerOutcome, dragonTigerPayout } from './dragon-tiger';
import { seededRng } from './rng';

/** Card values of an infinite deck and their chances: 0 (ten, jack, queen, king) 4/13, the others 1/13. */
const VALUE_CARDS: { card: Card; weight: number }[] = [
  { card: { rank: 13, suit: 'S' }, weight: 4 },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((rank) => ({ card: { rank, suit: 'S' as const }, weight: 1 })),
];

/** Exact outcome chances of one baccarat hand: every sequence of six card values, weighted. */
function baccaratChances(): Record<BaccaratOutcome, number> {
  const weights: Record<BaccaratOutcome, number> = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const sequence = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number, weight: number): void => {
    if (depth === 6) {
      let next = 0;
      const hand = dealBaccarat(() => VALUE_CARDS[sequence[next++]!]!.card);
      weights[hand.outcome] += weight;
      return;
    }
    for (let i = 0; i < VALUE_CARDS.length; i += 1) {
      sequence[depth] = i;
      walk(depth + 1, weight * VALUE_CARDS[i]!.weight);
    }
  };
  walk(0, 1);
  const all = 13 ** 6;
  return { PLAYER: weights.PLAYER / all, BANKER: weights.BANKER / all, TIE: weights.TIE / all };
}

describe('baccarat', () => {
  it('has the declared returns (banker 98.94 %, player 98.77 %, tie 85.88 %) by enumeration of every hand', () => {
    const chances = baccaratChances();
    expect(chances.PLAYER + chances.BANKER + chances.TIE).toBeCloseTo(1, 12);
    // The published infinite-deck chances of punto banco.
    expect(chances.BANKER).toBeCloseTo(0.458428, 6);
    expect(chances.PLAYER).toBeCloseTo(0.446147, 6);
    expect(chances.TIE).toBeCloseTo(0.095426, 6);
    // Expected payout per unit staked (a stake of 100 keeps 0.95 exact).
    const rtp = (bets: { player?: number; banker?: number; tie?: number }) =>
      (['PLAYER', 'BANKER', 'TIE'] as const).reduce((sum, outcome) => sum + chances[outcome] * baccaratPayout(bets, outcome), 0) / 100;
    expect(Math.abs(rtp({ banker: 100 }) - BACCARAT_DECLARED_RTP.banker)).toBeLessThan(1e-4);
    expect(Math.abs(rtp({ player: 100 }) - BACCARAT_DECLARED_RTP.player)).toBeLessThan(1e-4);
    expect(Math.abs(rtp({ tie: 100 }) - BACCARAT_DECLARED_RTP.tie)).toBeLessThan(1e-4);
    // The house edges of punto banco dealt from an infinite deck.
    expect(1 - rtp({ banker: 100 })).toBeCloseTo(0.0106, 4);
    expect(1 - rtp({ player: 100 })).toBeCloseTo(0.0123, 4);
    expect(1 - rtp({ tie: 100 })).toBeCloseTo(0.1412, 4);
  });

  it('follows the drawing tableau', () => {
    const cards = (...ranks: number[]) => {
      let next = 0;
      return () => ({ rank: ranks[next++]!, suit: 'H' as const });
    };
    // Player 8 (natural): nobody draws.
    expect(dealBaccarat(cards(4, 1, 4, 2)).playerCards).toHaveLength(2);
    // Player 0+3 = 3 draws a 2 (=5); banker 1+2 = 3 draws (third card not 8) a king: 5 against 3.
    const hand = dealBaccarat(cards(10, 1, 3, 2, 2, 13));
    expect(hand).toMatchObject({ playerTotal: 5, bankerTotal: 3, outcome: 'PLAYER' });
    expect(hand.bankerCards).toHaveLength(3);
    // Player stands on 7; banker 6 stands too.
    expect(dealBaccarat(cards(3, 3, 4, 3)).bankerCards).toHaveLength(2);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(7, null)).toBe(false);
  });

  it('pays banker 0.95 (rounded down), player 1:1, tie 8:1 and returns player and banker bets on a tie', () => {
    expect(baccaratPayout({ banker: 100 }, 'BANKER')).toBe(195);
    expect(baccaratPayout({ banker: 50 }, 'BANKER')).toBe(97);
    expect(baccaratPayout({ player: 40, banker: 20 }, 'PLAYER')).toBe(80);
    expect(baccaratPayout({ player: 40, banker: 20, tie: 20 }, 'TIE')).toBe(180 + 60);
  });
});

describe('dragon tiger', () => {
  it('has the declared returns (dragon and tiger 96.15 %, tie 69.23 %) by enumeration of every deal', () => {
    const totals = { dragon: 0, tiger: 0, tie: 0 };
    for (let d = 0; d < 52; d += 1) {
      for (let t = 0; t < 52; t += 1) {
        const outcome = dragonTigerOutcome({ rank: (d % 13) + 1, suit: 'S' }, { rank: (t % 13) + 1, suit: 'H' });
        totals.dragon += dragonTigerPayout({ dragon: 100 }, outcome);
        totals.tiger += dragonTigerPayout({ tiger: 100 }, outcome);
        totals.tie += dragonTigerPayout({ tie: 100 }, outcome);
      }
    }
    const deals = 52 * 52;
    expect(Math.abs(totals.dragon / deals / 100 - DRAGON_TIGER_DECLARED_RTP.dragon)).toBeLessThan(1e-12);
    expect(Math.abs(totals.tiger / deals / 100 - DRAGON_TIGER_DECLARED_RTP.tiger)).toBeLessThan(1e-12);
    expect(Math.abs(totals.tie / deals / 100 - DRAGON_TIGER_DECLARED_RTP.tie)).toBeLessThan(1e-12);
    expect(DRAGON_TIGER_DECLARED_RTP.dragon).toBeCloseTo(0.9615, 4);
  });

  it('pays 1:1, half back on a tie, tie 8:1', () => {
    expect(dragonTigerPayout({ dragon: 100, tiger: 40 }, 'DRAGON')).toBe(200);
    expect(dragonTigerPayout({ dragon: 100, tiger: 40 }, 'TIE')).toBe(70);
    expect(dragonTigerPayout({ tie: 20 }, 'TIE')).toBe(180);
    expect(dragonTigerOutcome({ rank: 1, suit: 'S' }, { rank: 13, suit: 'S' })).toBe('TIGER');
  });
});

describe('seeded generator', () => {
  it('repeats its sequence for a seed and stays uniform', () => {
    const a = seededRng('seed');
    const b = seededRng('seed');
    const first = Array.from({ length: 20 }, () => a.int(52));
    expect(Array.from({ length: 20 }, () => b.int(52))).toEqual(first);
    expect(Array.from({ length: 20 }, () => seededRng('other').int(52))).not.toEqual(first);
    const counts = new Array<number>(6).fill(0);
    const rng = seededRng('uniform');
    for (let i = 0; i < 60_000; i += 1) counts[rng.int(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
