import { createHash } from 'node:crypto';
import type { EventKind } from './engines/fixed-odds';

/** The four games the provider deals; the game type a platform sends picks one. */
export type Engine = 'slot' | 'baccarat' | 'dragon-tiger' | 'events';

const ENGINE_BY_TYPE: Record<string, Engine> = {
  RNG: 'slot',
  FISH: 'slot',
  LIVE: 'baccarat',
  PVP: 'dragon-tiger',
  SPORTS: 'events',
  ESPORTS: 'events',
  COCKFIGHT: 'events',
};

/** The engine of a game type, or null for types the provider does not offer (lottery). */
export function engineFor(gameType: string): Engine | null {
  return ENGINE_BY_TYPE[gameType] ?? null;
}

export function eventKindOf(gameType: string): EventKind | null {
  return gameType === 'SPORTS' || gameType === 'ESPORTS' || gameType === 'COCKFIGHT' ? gameType : null;
}

/**
 * Stakes offered in every game, in minor units. Multiples of 20 keep every payout whole: a fifth
 * per slot line, half back on a dragon tiger tie, 0.95 on a baccarat banker win.
 */
export const STAKES = [20, 40, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

export interface Theme {
  /** Seven symbol ids, from the commonest (index 0) to the rarest (index 6, the top pay). */
  symbols: string[];
  palette: string;
}

/**
 * Slot pictures. Every slot has the same maths (engines/slot.ts); what differs per game is the
 * symbol set and the colours, picked from the game code so every catalogue game looks its own.
 * Fish games use sea creatures. The client draws each symbol id.
 */
export const SLOT_THEMES: Record<'RNG' | 'FISH', readonly string[][]> = {
  RNG: [
    ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven'],
    ['clover', 'horseshoe', 'coin', 'pot', 'rainbow', 'crown', 'diamond'],
    ['ruby', 'emerald', 'sapphire', 'amethyst', 'topaz', 'pearl', 'diamond'],
    ['mask', 'scarab', 'ankh', 'eye', 'pharaoh', 'pyramid', 'sun'],
    ['lantern', 'fan', 'koi', 'drum', 'dragon', 'phoenix', 'ingot'],
  ],
  FISH: [
    ['shrimp', 'crab', 'clownfish', 'pufferfish', 'turtle', 'shark', 'whale'],
    ['shell', 'starfish', 'seahorse', 'octopus', 'squid', 'dolphin', 'kraken'],
  ],
};

export const PALETTES = ['ruby', 'emerald', 'ocean', 'sunset', 'violet', 'gold'] as const;

function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The theme of a game: stable for a game code, different between most games. */
export function themeFor(gameCode: string, gameType: string): Theme {
  const hash = hashOf(gameCode);
  const sets = gameType === 'FISH' ? SLOT_THEMES.FISH : SLOT_THEMES.RNG;
  return { symbols: [...sets[hash % sets.length]!], palette: PALETTES[Math.floor(hash / sets.length) % PALETTES.length]! };
}
