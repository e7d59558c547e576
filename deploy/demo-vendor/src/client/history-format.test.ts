import { historyLine } from './history-format';
import { createTranslator } from './i18n';
import type { HistoryEntry } from './types';

function entry(engine: string, outcome: unknown, summary = 'ENGLISH SUMMARY'): HistoryEntry {
  return { roundId: 'r-1', time: '2030-01-01T10:00:00Z', stake: 100, win: 0, status: 'SETTLED', summary, engine, outcome };
}

const es = createTranslator('es');
const vi = createTranslator('vi');

describe('a history line in the player language', () => {
  it('names the baccarat winner in Spanish, with both totals, never the English code', () => {
    const line = historyLine(entry('baccarat', { outcome: 'PLAYER', playerTotal: 4, bankerTotal: 6, playerCards: ['2S', '2H'], bankerCards: ['3S', '3H'] }), es, 'es');
    expect(line).toBe('Jugador 4:6');
    expect(line).not.toContain('PLAYER');
    expect(historyLine(entry('baccarat', { outcome: 'BANKER', playerTotal: 2, bankerTotal: 9 }), vi, 'vi')).toBe('Nhà cái 2:9');
  });

  it('names the dragon tiger winner in Vietnamese, with both cards', () => {
    const line = historyLine(entry('dragon-tiger', { outcome: 'DRAGON', dragonCard: '5H', tigerCard: '9S' }), vi, 'vi');
    expect(line).toBe('Rồng 5H:9S');
    expect(line).not.toContain('DRAGON');
  });

  it('words a sports bet: the match, the pick and its odds in the language, and the result once settled', () => {
    const open = { home: 'Red Lions', away: 'Blue Sharks', selection: 'HOME', odds: 1.85 };
    expect(historyLine(entry('events', open), es, 'es')).toBe('Red Lions – Blue Sharks: Local @ 1.85');
    expect(historyLine(entry('events', { ...open, result: 'AWAY' }), es, 'es')).toBe('Red Lions – Blue Sharks: Local @ 1.85 → Visitante');
    expect(historyLine(entry('events', { ...open, selection: 'DRAW', result: 'DRAW' }), vi, 'vi')).toBe('Red Lions – Blue Sharks: Hòa @ 1.85 → Hòa');
  });

  it('shows the middle row of a slot round by the symbols\' names in the player language', () => {
    expect(historyLine(entry('slot', { reels: [['bell', 'cherry', 'star'], ['bar', 'seven', 'wild'], ['seven', 'cherry', 'bell']], lines: [], win: 0 }), es, 'es')).toBe(
      'Cerezas · Siete · Cerezas',
    );
  });

  it('gives up (the caller shows the summary) when the outcome is missing, unknown or not the shape its engine writes', () => {
    expect(historyLine(entry('baccarat', null), es, 'es')).toBeNull();
    expect(historyLine({ ...entry('baccarat', undefined), engine: undefined }, es, 'es')).toBeNull();
    expect(historyLine(entry('roulette', { outcome: 'RED' }), es, 'es')).toBeNull();
    expect(historyLine(entry('baccarat', { outcome: 'toString', playerTotal: 1, bankerTotal: 2 }), es, 'es')).toBeNull();
    expect(historyLine(entry('events', { home: 'A', away: 'B', selection: 'HOME' }), es, 'es')).toBeNull();
  });
});
