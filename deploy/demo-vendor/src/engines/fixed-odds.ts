import type { Rng } from './rng';

/**
 * Simulated fixed-odds matches. Each match gets true chances (basis points, summing to 10,000);
 * the odds offered are those chances with the bookmaker's margin taken off and rounded down to
 * hundredths, so every selection returns at most 1 / (1 + margin) ≈ 94.3 % of its stake on average
 * (a little less after rounding). The result is drawn from the same true chances when the match
 * settles. Football has a draw; esports matches and cockfights are two-way (red against blue).
 */
export type EventKind = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
export type Selection = 'HOME' | 'DRAW' | 'AWAY';

/** The bookmaker's margin, in percent. */
export const EVENT_MARGIN_PERCENT = 6;

/** Each selection's expected return: at most this, and no more than 1 % below it after rounding. */
export const EVENTS_DECLARED_RTP = 100 / (100 + EVENT_MARGIN_PERCENT);

export const TEAM_NAMES: Record<EventKind, readonly string[]> = {
  SPORTS: [
    'Riverside FC', 'Northgate United', 'Harbour City', 'Eastfield Rovers', 'Kingsbridge Athletic', 'Westmoor Town',
    'Lakeside Wanderers', 'Redhill Albion', 'Stonebridge FC', 'Oakvale United', 'Port Sandro', 'Valley Rangers',
  ],
  ESPORTS: [
    'Neon Wolves', 'Pixel Kings', 'Shadow Owls', 'Crimson Byte', 'Frost Vipers', 'Nova Raiders',
    'Iron Lotus', 'Quantum Foxes', 'Storm Sparrows', 'Void Runners',
  ],
  COCKFIGHT: ['Thunder', 'Blaze', 'Typhoon', 'Diablo', 'Golden Spur', 'Black Pepper', 'Red Comet', 'Iron Beak', 'Samurai', 'Lightning'],
};

export interface EventChances {
  home: number;
  draw: number | null;
  away: number;
}

export interface EventDraft {
  home: string;
  away: string;
  chances: EventChances;
  /** Decimal odds in hundredths (210 = 2.10). */
  odds: { home: number; draw: number | null; away: number };
}

/** Offered odds for a chance (basis points): fair odds less the margin, rounded down to hundredths. */
export function oddsFor(chanceBp: number): number {
  // fair = 10000 / chance; offered = fair / (1 + margin); in hundredths.
  return Math.max(101, Math.floor((10_000 * 100 * 100) / (chanceBp * (100 + EVENT_MARGIN_PERCENT))));
}

function pickTwo(rng: Rng, names: readonly string[]): [string, string] {
  const first = rng.int(names.length);
  const second = (first + 1 + rng.int(names.length - 1)) % names.length;
  return [names[first]!, names[second]!];
}

/** A new match of `kind`: two different sides and their chances and odds. */
export function draftEvent(rng: Rng, kind: EventKind): EventDraft {
  const [home, away] = pickTwo(rng, TEAM_NAMES[kind]);
  let chances: EventChances;
  if (kind === 'SPORTS') {
    const draw = 2_200 + rng.int(801); // 22–30 %
    const home = Math.round(((10_000 - draw) * (30 + rng.int(41))) / 100); // 30–70 % of the rest
    chances = { home, draw, away: 10_000 - draw - home };
  } else {
    const home = 3_000 + rng.int(4_001); // 30–70 %
    chances = { home, draw: null, away: 10_000 - home };
  }
  return {
    home: kind === 'COCKFIGHT' ? `Red · ${home}` : home,
    away: kind === 'COCKFIGHT' ? `Blue · ${away}` : away,
    chances,
    odds: { home: oddsFor(chances.home), draw: chances.draw === null ? null : oddsFor(chances.draw), away: oddsFor(chances.away) },
  };
}

/** The result, drawn from the true chances. */
export function drawResult(rng: Rng, chances: EventChances): Selection {
  const roll = rng.int(10_000);
  if (roll < chances.home) return 'HOME';
  if (chances.draw !== null && roll < chances.home + chances.draw) return 'DRAW';
  return 'AWAY';
}

/** What a bet gets back (stake included), rounded down to the minor unit; 0 when it lost. */
export function eventPayout(stake: number, oddsHundredths: number, won: boolean): number {
  return won ? Math.floor((stake * oddsHundredths) / 100) : 0;
}
