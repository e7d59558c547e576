import { type Card, cardLabel, drawCard } from './cards';
import type { Rng } from './rng';

/**
 * Dragon tiger against the house: one card each from an infinite deck (see drawCard), aces low,
 * kings high, suits do not count. Dragon and tiger pay 1:1; on a tie they lose half (the other half
 * is returned, rounded down to the minor unit); tie pays 8:1.
 *
 * Returns to player (a tie has chance 1/13, each side wins with 6/13):
 * dragon or tiger (6/13·2 + 1/13·½) = 12.5/13 ≈ 96.15 %, tie 9/13 ≈ 69.23 %.
 */
export const DRAGON_TIGER_DECLARED_RTP = { dragon: 12.5 / 13, tiger: 12.5 / 13, tie: 9 / 13 } as const;

export type DragonTigerOutcome = 'DRAGON' | 'TIGER' | 'TIE';

export interface DragonTigerBets {
  dragon?: number;
  tiger?: number;
  tie?: number;
}

export function dragonTigerOutcome(dragon: Card, tiger: Card): DragonTigerOutcome {
  if (dragon.rank === tiger.rank) return 'TIE';
  return dragon.rank > tiger.rank ? 'DRAGON' : 'TIGER';
}

/** What the bets get back (stakes included) for an outcome, in minor units. */
export function dragonTigerPayout(bets: DragonTigerBets, outcome: DragonTigerOutcome): number {
  const dragon = bets.dragon ?? 0;
  const tiger = bets.tiger ?? 0;
  const tie = bets.tie ?? 0;
  switch (outcome) {
    case 'DRAGON':
      return dragon * 2;
    case 'TIGER':
      return tiger * 2;
    case 'TIE':
      return tie * 9 + Math.floor(dragon / 2) + Math.floor(tiger / 2);
  }
}

export interface DragonTigerRound {
  dragonCard: string;
  tigerCard: string;
  outcome: DragonTigerOutcome;
  win: number;
}

export function playDragonTiger(rng: Rng, bets: DragonTigerBets): DragonTigerRound {
  const dragon = drawCard(rng);
  const tiger = drawCard(rng);
  const outcome = dragonTigerOutcome(dragon, tiger);
  return { dragonCard: cardLabel(dragon), tigerCard: cardLabel(tiger), outcome, win: dragonTigerPayout(bets, outcome) };
}
