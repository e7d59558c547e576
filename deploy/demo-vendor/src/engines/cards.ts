import type { Rng } from './rng';

/** A playing card: rank 1 (ace) to 13 (king) and a suit. */
export interface Card {
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * One card from a full 52-card deck, every card equally likely, independent of the cards dealt
 * before (an "infinite deck", a shoe reshuffled after every card). Table games here are dealt this
 * way: no card counting, and the odds are the same on every hand.
 */
export function drawCard(rng: Rng): Card {
  const index = rng.int(52);
  return { rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)]! };
}

/** 'AS', '10H', 'KD': how the client names cards. */
export function cardLabel(card: Card): string {
  return `${RANK_LABELS[card.rank]!}${card.suit}`;
}
