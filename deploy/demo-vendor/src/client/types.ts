/**
 * The shapes of the provider's client API as the game client reads them. Amounts are integer minor
 * units (cents); the client formats them for people and converts them only for the round message.
 */
export type Engine = 'slot' | 'baccarat' | 'dragon-tiger' | 'events';
export type Currency = 'REAL' | 'PLAY';

export interface SessionValue {
  game: {
    code: string;
    name: string;
    type: string;
    vendor: string;
    engine: Engine;
    theme: { symbols: string[]; palette: string };
  };
  currency: Currency;
  balance: number;
  /** The stakes this game accepts, in minor units. */
  stakes: number[];
  /** The exact origin of the site page that hosts the game; round messages go there only. */
  lobbyOrigin: string;
  language: string;
}

export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  win: number;
}

export interface SpinValue {
  roundId: string;
  /** Three reels, each three rows top to bottom, of symbol ids. */
  reels: string[][];
  lines: SlotLineWin[];
  /** The progressive jackpot this spin won (0 without a hit); already counted in `win`. */
  jackpot: number;
  win: number;
  balance: number;
}

export type BaccaratSide = 'player' | 'banker' | 'tie';
export interface BaccaratValue {
  roundId: string;
  playerCards: string[];
  bankerCards: string[];
  playerTotal: number;
  bankerTotal: number;
  outcome: 'PLAYER' | 'BANKER' | 'TIE';
  win: number;
  balance: number;
}

export type DragonTigerSide = 'dragon' | 'tiger' | 'tie';
export interface DragonTigerValue {
  roundId: string;
  dragonCard: string;
  tigerCard: string;
  outcome: 'DRAGON' | 'TIGER' | 'TIE';
  win: number;
  balance: number;
}

export type EventStatus = 'OPEN' | 'CLOSED' | 'SETTLED';
export type Selection = 'HOME' | 'DRAW' | 'AWAY';
export interface EventItem {
  eventId: string;
  home: string;
  away: string;
  /** ISO time (or ms since 1970) when betting closes. */
  kickOffAt: string | number;
  status: EventStatus;
  odds: { home: number; draw?: number; away: number };
  result?: Selection;
}

export interface EventBetValue {
  roundId: string;
  balance: number;
}

export interface HistoryEntry {
  roundId: string;
  time: string | number;
  stake: number;
  win: number;
  status: string;
  /** The server's English line: shown only when the entry has no outcome the client can word. */
  summary: string;
  engine?: string;
  /** What happened, per engine (see history-format.ts); null for a round that ended without one. */
  outcome?: unknown;
}

/** The provider's answer envelope. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string | null;
  message?: string | null;
}
