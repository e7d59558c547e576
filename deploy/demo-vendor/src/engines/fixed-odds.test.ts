import { draftEvent, drawResult, EVENTS_DECLARED_RTP, eventPayout, oddsFor, type EventKind } from './fixed-odds';
import { seededRng } from './rng';

describe('fixed-odds events', () => {
  it('offers odds whose expected return per selection is the declared return less at most 1 %', () => {
    const rng = seededRng('odds');
    for (const kind of ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as EventKind[]) {
      for (let i = 0; i < 200; i += 1) {
        const event = draftEvent(rng, kind);
        expect(event.home).not.toBe(event.away);
        const { chances, odds } = event;
        expect(chances.home + (chances.draw ?? 0) + chances.away).toBe(10_000);
        expect(chances.draw === null).toBe(kind !== 'SPORTS');
        const pairs: [number, number][] = [[chances.home, odds.home], [chances.away, odds.away]];
        if (chances.draw !== null && odds.draw !== null) pairs.push([chances.draw, odds.draw]);
        for (const [chance, offered] of pairs) {
          const rtp = (chance / 10_000) * (offered / 100);
          expect(rtp).toBeLessThanOrEqual(EVENTS_DECLARED_RTP + 1e-12);
          expect(rtp).toBeGreaterThan(EVENTS_DECLARED_RTP - 0.01);
        }
      }
    }
    expect(EVENTS_DECLARED_RTP).toBeCloseTo(0.9434, 4);
    expect(oddsFor(5_000)).toBe(188);
  });

  it('draws results with the true chances', () => {
    const rng = seededRng('results');
    const chances = { home: 5_000, draw: 2_000, away: 3_000 };
    const counts = { HOME: 0, DRAW: 0, AWAY: 0 };
    for (let i = 0; i < 100_000; i += 1) counts[drawResult(rng, chances)] += 1;
    expect(Math.abs(counts.HOME - 50_000)).toBeLessThan(800);
    expect(Math.abs(counts.DRAW - 20_000)).toBeLessThan(800);
    expect(Math.abs(counts.AWAY - 30_000)).toBeLessThan(800);
    // Two-way matches never end in a draw.
    for (let i = 0; i < 1_000; i += 1) expect(drawResult(rng, { home: 4_000, draw: null, away: 6_000 })).not.toBe('DRAW');
  });

  it('pays stake times odds rounded down, nothing for a lost bet', () => {
    expect(eventPayout(100, 215, true)).toBe(215);
    expect(eventPayout(20, 187, true)).toBe(37);
    expect(eventPayout(100, 215, false)).toBe(0);
  });
});
