import { openTestDatabase } from '../../platform/src/testing/test-database';
import { reconcile } from '../../platform/src/wallet/reconcile';
import type { EventView } from './event-book';
import { createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  value: T;
  errorCode: string | null;
  field?: string;
}

const MINUTE = 60_000;
// On the 3-minute kick-off grid plus a little, so the first match is 3 minutes away at most.
const START = Date.UTC(2030, 0, 1, 12, 0, 10);

async function events(fx: ProviderFixture, session: string): Promise<EventView[]> {
  const response = await play(fx, session, 'GET', 'events');
  expect(response.statusCode).toBe(200);
  return (response.json() as Envelope<EventView[]>).value;
}

describe('demo provider: fixed-odds events', () => {
  let fx: ProviderFixture;

  beforeAll(async () => {
    fx = await createProviderFixture({ startAt: START });
  }, 120_000);

  afterAll(async () => {
    await fx.close();
  });

  it('lists a rolling schedule per lobby: football with draw odds, esports and cockfights two-way', async () => {
    const memberId = await fx.seamless.member({ money: 10_000n });
    const sports = await launchGame(fx, memberId, { gameCode: 'SPORTS-SABA', gameType: 'SPORTS', vendor: 'SABA', gameId: null });
    const list = await events(fx, sports);
    expect(list).toHaveLength(6);
    expect(list.every((event) => event.status === 'OPEN' && event.odds.draw !== undefined && event.home !== event.away)).toBe(true);
    expect(new Date(list[0]!.kickOffAt).getTime()).toBe(START - 10_000 + 3 * MINUTE);
    // Listing again adds nothing: the schedule is kept, not rebuilt.
    expect((await events(fx, sports)).map((event) => event.eventId)).toEqual(list.map((event) => event.eventId));

    const cockfight = await launchGame(fx, memberId, { gameCode: 'COCKFIGHT-DS88', gameType: 'COCKFIGHT', vendor: 'DS88', gameId: null });
    const fights = await events(fx, cockfight);
    expect(fights[0]!.home).toMatch(/^Red · /);
    expect(fights[0]!.away).toMatch(/^Blue · /);
    expect(fights.every((event) => event.odds.draw === undefined)).toBe(true);
    const draw = await play(fx, cockfight, 'POST', 'events/bet', { eventId: fights[0]!.eventId, selection: 'DRAW', stake: 100 });
    expect(draw.statusCode).toBe(400);
    expect((draw.json() as Envelope).field).toBe('selection');
    // Another lobby's match is not found here.
    const foreign = await play(fx, cockfight, 'POST', 'events/bet', { eventId: (await events(fx, sports))[0]!.eventId, selection: 'HOME', stake: 100 });
    expect(foreign.statusCode).toBe(404);
  });

  it('takes bets until kick-off, settles on schedule and pays stake × odds to the winners only', async () => {
    const memberId = await fx.seamless.member({ money: 10_000n });
    const session = await launchGame(fx, memberId, { gameCode: 'ESPORTS-TF', gameType: 'ESPORTS', vendor: 'TF', gameId: null });
    const [event] = await events(fx, session);
    const home = (await play(fx, session, 'POST', 'events/bet', { eventId: event!.eventId, selection: 'HOME', stake: 1_000 })).json() as Envelope<{ roundId: string; balance: number }>;
    const away = (await play(fx, session, 'POST', 'events/bet', { eventId: event!.eventId, selection: 'AWAY', stake: 500 })).json() as Envelope<{ roundId: string; balance: number }>;
    expect(home.value.balance).toBe(9_000);
    expect(away.value.balance).toBe(8_500);
    expect(await fx.seamless.walletBalance(memberId)).toBe(8_500);
    // The wallet was told the match and the sides: one player on both sides of it is a hedge the platform signals.
    const sides = await fx.db.query<{ table_round: string; side: string }>('SELECT table_round, side FROM round_sides WHERE member_id = $1::bigint ORDER BY side DESC', [memberId]);
    expect(sides).toEqual([
      { table_round: event!.eventId, side: 'HOME' },
      { table_round: event!.eventId, side: 'AWAY' },
    ]);
    const signals = await fx.db.query<{ kind: string; detail: Record<string, string> }>('SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint', [memberId]);
    expect(signals).toEqual([
      { kind: 'OPPOSITE_SIDES', detail: expect.objectContaining({ otherMemberId: memberId, tableRound: event!.eventId, side: 'AWAY', otherSide: 'HOME' }) },
    ]);

    // Kick-off: closed for bets, not settled yet.
    fx.advance(new Date(event!.kickOffAt).getTime() - START);
    const closed = await play(fx, session, 'POST', 'events/bet', { eventId: event!.eventId, selection: 'HOME', stake: 100 });
    expect(closed.statusCode).toBe(409);
    expect((closed.json() as Envelope).errorCode).toBe('BET_CLOSED');
    await fx.provider.tick();
    expect((await events(fx, session)).find((e) => e.eventId === event!.eventId)!.status).toBe('CLOSED');

    // Two minutes later the scheduler settles it and sends both wins (one of them 0).
    fx.advance(2 * MINUTE);
    await fx.provider.tick();
    const settled = (await events(fx, session)).find((e) => e.eventId === event!.eventId)!;
    expect(settled.status).toBe('SETTLED');
    const winner = settled.result === 'HOME' ? { stake: 1_000, odds: settled.odds.home } : { stake: 500, odds: settled.odds.away };
    const payout = Math.floor((winner.stake * Math.round(winner.odds * 100)) / 100);
    expect(await fx.seamless.walletBalance(memberId)).toBe(8_500 + payout);
    const rounds = await fx.db.query<{ round_id: string; win: string; status: string }>(
      'SELECT round_id, win::text AS win, status FROM game_rounds WHERE round_id = ANY($1) ORDER BY stake DESC',
      [[home.value.roundId, away.value.roundId]],
    );
    expect(rounds.map((round) => round.status)).toEqual(['SETTLED', 'SETTLED']);
    expect(rounds.map((round) => Number(round.win)).sort()).toEqual([0, payout].sort());
    const history = (await play(fx, session, 'GET', 'history')).json() as Envelope<{ roundId: string; status: string; summary: string; engine: string; outcome: unknown }[]>;
    expect(history.value.every((row) => row.status === 'SETTLED' && row.summary.includes(`→ ${settled.result!}`))).toBe(true);
    // The match, pick, odds and result travel as data, so the game words them in the player's language.
    expect(history.value.find((row) => row.roundId === home.value.roundId)).toMatchObject({
      engine: 'events',
      outcome: { home: event!.home, away: event!.away, selection: 'HOME', odds: event!.odds.home, result: settled.result },
    });
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});

describe('demo provider: events settle after a restart', () => {
  it('settles at start what fell due while the provider was down', async () => {
    const db = await openTestDatabase({ seeded: true });
    const first = await createProviderFixture({ db, startAt: START });
    const memberId = await first.seamless.member({ money: 5_000n });
    const session = await launchGame(first, memberId, { gameCode: 'SPORTS-SABA', gameType: 'SPORTS', vendor: 'SABA', gameId: null });
    const [event] = await events(first, session);
    const bet = (await play(first, session, 'POST', 'events/bet', { eventId: event!.eventId, selection: 'DRAW', stake: 2_000 })).json() as Envelope<{ roundId: string }>;
    await first.close({ keepDb: true });

    // Back an hour later with the scheduler on: its first pass runs at start.
    const second = await createProviderFixture({ db, startAt: START + 60 * MINUTE, schedulerIntervalMs: 60 * MINUTE });
    try {
      const deadline = Date.now() + 20_000;
      let status = '';
      while (Date.now() < deadline) {
        const rows = await db.query<{ status: string }>('SELECT status FROM game_rounds WHERE round_id = $1', [bet.value.roundId]);
        status = rows[0]?.status ?? '';
        if (status === 'SETTLED') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('SETTLED');
      const [settled] = await db.query<{ result: string; odds_draw: number }>('SELECT result, odds_draw FROM demo_vendor.events WHERE event_id = $1', [event!.eventId]);
      const payout = settled!.result === 'DRAW' ? Math.floor((2_000 * settled!.odds_draw) / 100) : 0;
      expect(await second.seamless.walletBalance(memberId)).toBe(3_000 + payout);
    } finally {
      await second.close();
    }
  }, 120_000);
});
