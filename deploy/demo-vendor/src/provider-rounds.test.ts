import { DEFAULT_GAME_PROVIDER_URL } from '../../platform/src/games/launch';
import { reconcile } from '../../platform/src/wallet/reconcile';
import { SLOT_THEMES, STAKES } from './game-kinds';
import { catalogueGame, createProviderFixture, launchGame, play, type ProviderFixture } from './provider-test-fixture';

interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  value: T;
  errorCode: string | null;
  field?: string;
}

interface SpinValue {
  roundId: string;
  reels: string[][];
  lines: { line: number; symbol: string; count: number; win: number }[];
  win: number;
  balance: number;
}

async function writtenCounts(fx: ProviderFixture): Promise<Record<string, number>> {
  const rows = await fx.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM demo_vendor.rounds) AS rounds, (SELECT count(*)::int FROM demo_vendor.outbox) AS outbox,
            (SELECT count(*)::int FROM journal_entries) AS entries, (SELECT count(*)::int FROM game_rounds) AS platform_rounds`,
  );
  return rows[0]!;
}

describe('demo provider: launch and rounds through the seamless wallet', () => {
  let fx: ProviderFixture;

  beforeAll(async () => {
    fx = await createProviderFixture();
  }, 120_000);

  afterAll(async () => {
    await fx.close();
  });

  it('launches with a single-use token: 303 to the game page with a provider session, the token refused the second time', async () => {
    const memberId = await fx.seamless.member({ money: 50_000n });
    const game = await catalogueGame(fx.db, 'RNG');
    const token = await fx.seamless.launchToken(memberId, game);
    const first = await fx.app.inject({ method: 'GET', url: `/provider/launch?token=${token}&lang=vi` });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/provider\/play\?session=[A-Za-z0-9_-]{43}&lang=vi$/);
    const again = await fx.app.inject({ method: 'GET', url: `/provider/launch?token=${token}&lang=vi` });
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toMatch(/text\/html/);
    expect(again.body).toContain('lang="vi"');
    const malformed = await fx.app.inject({ method: 'GET', url: '/provider/launch?token=%3Cscript%3E' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('<script>');
  });

  it("passes the site's theme from the launch address on to the game page, and drops a theme it does not know", async () => {
    const memberId = await fx.seamless.member({ money: 50_000n });
    const game = await catalogueGame(fx.db, 'LIVE');
    for (const [asked, passed] of [['dark', 'dark'], ['light', 'light'], ['%3Cb%3E', null]] as const) {
      const token = await fx.seamless.launchToken(memberId, game);
      const response = await fx.app.inject({ method: 'GET', url: `${DEFAULT_GAME_PROVIDER_URL}/launch?token=${token}&lang=en&theme=${asked}` });
      expect(response.statusCode).toBe(303);
      expect(new URL(String(response.headers.location), 'http://provider.test').searchParams.get('theme')).toBe(passed);
    }
  });

  it('describes the session: the game, its engine and theme, REAL money, the balance and the stakes', async () => {
    const memberId = await fx.seamless.member({ money: 50_000n });
    const game = await catalogueGame(fx.db, 'FISH');
    const session = await launchGame(fx, memberId, game);
    const response = await play(fx, session, 'GET', 'session');
    expect(response.statusCode).toBe(200);
    const value = (response.json() as Envelope<{ game: { code: string; engine: string; theme: { symbols: string[] } }; currency: string; balance: number; stakes: number[]; lobbyOrigin: string; language: string }>).value;
    expect(value.game).toMatchObject({ code: game.gameCode, engine: 'slot' });
    // Fish games draw sea creatures.
    expect(SLOT_THEMES.FISH).toContainEqual(value.game.theme.symbols);
    expect(value).toMatchObject({ currency: 'REAL', balance: 50_000, stakes: [...STAKES], lobbyOrigin: 'https://site.example', language: 'es' });
  });

  it('spins: the balance moves by exactly win − stake, the platform records the round, and the ledger reconciles', async () => {
    const memberId = await fx.seamless.member({ money: 100_000n });
    const game = await catalogueGame(fx.db, 'RNG');
    const session = await launchGame(fx, memberId, game);
    let expected = 100_000;
    let won = 0;
    for (let i = 0; i < 25; i += 1) {
      const before = await fx.seamless.walletBalance(memberId);
      const response = await play(fx, session, 'POST', 'slot/spin', { stake: 200 });
      expect(response.statusCode).toBe(200);
      const spin = (response.json() as Envelope<SpinValue>).value;
      expect(spin.reels).toHaveLength(3);
      expect(spin.win).toBe(spin.lines.reduce((sum, line) => sum + line.win, 0));
      expected += spin.win - 200;
      won += spin.win;
      expect(await fx.seamless.walletBalance(memberId)).toBe(before + spin.win - 200);
      expect(spin.balance).toBe(expected);
      const [round] = await fx.db.query<{ stake: string; win: string; status: string }>(
        'SELECT stake::text AS stake, win::text AS win, status FROM game_rounds WHERE round_id = $1',
        [spin.roundId],
      );
      expect(round).toEqual({ stake: '200', win: String(spin.win), status: 'SETTLED' });
    }
    // The seeded generator gives this run at least one win (otherwise the sum check proves little).
    expect(won).toBeGreaterThan(0);
    expect(await fx.seamless.walletBalance(memberId)).toBe(expected);
    expect((await reconcile(fx.db)).consistent).toBe(true);

    const history = (await play(fx, session, 'GET', 'history')).json() as Envelope<{ roundId: string; stake: number; win: number; status: string }[]>;
    expect(history.value).toHaveLength(20);
    expect(history.value.every((row) => row.stake === 200 && row.status === 'SETTLED')).toBe(true);
  });

  it('deals baccarat for LIVE and dragon tiger for PVP, paying by the table rules', async () => {
    const memberId = await fx.seamless.member({ money: 100_000n });
    const live = await launchGame(fx, memberId, { gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG', gameId: null });
    for (let i = 0; i < 10; i += 1) {
      const before = await fx.seamless.walletBalance(memberId);
      const response = await play(fx, live, 'POST', 'baccarat/deal', { bets: { banker: 100, tie: 20 } });
      expect(response.statusCode).toBe(200);
      const hand = (response.json() as Envelope<{ outcome: string; win: number; balance: number; playerCards: string[] }>).value;
      const expectedWin = hand.outcome === 'BANKER' ? 195 : hand.outcome === 'TIE' ? 180 + 100 : 0;
      expect(hand.win).toBe(expectedWin);
      expect(hand.playerCards.every((card) => /^(A|[2-9]|10|J|Q|K)[SHDC]$/.test(card))).toBe(true);
      expect(await fx.seamless.walletBalance(memberId)).toBe(before - 120 + expectedWin);
      expect(hand.balance).toBe(before - 120 + expectedWin);
    }
    const pvp = await catalogueGame(fx.db, 'PVP');
    const table = await launchGame(fx, memberId, pvp);
    const before = await fx.seamless.walletBalance(memberId);
    const response = await play(fx, table, 'POST', 'dragon-tiger/deal', { bets: { dragon: 100 } });
    const deal = (response.json() as Envelope<{ outcome: string; win: number; balance: number }>).value;
    expect(deal.win).toBe(deal.outcome === 'DRAGON' ? 200 : deal.outcome === 'TIE' ? 50 : 0);
    expect(deal.balance).toBe(before - 100 + deal.win);
    // A call for another engine than the session's game.
    const wrong = await play(fx, table, 'POST', 'slot/spin', { stake: 100 });
    expect(wrong.statusCode).toBe(409);
    expect((wrong.json() as Envelope).errorCode).toBe('WRONG_GAME');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('lets a trial member play with play money only', async () => {
    const memberId = await fx.seamless.member({ type: 4 });
    const game = await catalogueGame(fx.db, 'RNG');
    const session = await launchGame(fx, memberId, game);
    const view = (await play(fx, session, 'GET', 'session')).json() as Envelope<{ currency: string; balance: number }>;
    expect(view.value.currency).toBe('PLAY');
    const start = view.value.balance;
    expect(start).toBeGreaterThan(0);
    const spin = ((await play(fx, session, 'POST', 'slot/spin', { stake: 1000 })).json() as Envelope<SpinValue>).value;
    expect(spin.balance).toBe(start - 1000 + spin.win);
    const [entry] = await fx.db.query<{ ledgers: string }>(
      `SELECT string_agg(DISTINCT a.ledger, ',') AS ledgers FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
         JOIN ledger_accounts a ON a.id = l.account_id WHERE e.idempotency_key LIKE $1`,
      [`%${spin.roundId}%`],
    );
    expect(entry!.ledgers).toBe('PLAY');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const memberId = await fx.seamless.member({ money: 1_000n });
    const game = await catalogueGame(fx.db, 'RNG');
    const session = await launchGame(fx, memberId, game);
    const live = await launchGame(fx, memberId, { gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG', gameId: null });
    const before = await writtenCounts(fx);
    const cases: [string, string, unknown, number, string, string][] = [
      [session, 'slot/spin', { stake: 150 }, 400, 'STAKE_INVALID', 'stake'],
      [session, 'slot/spin', { stake: '200' }, 400, 'VALIDATION', 'stake'],
      [session, 'slot/spin', { stake: 200, extra: 1 }, 400, 'VALIDATION', 'extra'],
      [live, 'baccarat/deal', { bets: {} }, 400, 'VALIDATION', 'bets'],
      [live, 'baccarat/deal', { bets: { banker: 30 } }, 400, 'STAKE_INVALID', 'bets.banker'],
      [session, 'slot/spin', { stake: 2000 }, 409, 'INSUFFICIENT_FUNDS', ''],
    ];
    for (const [sessionId, url, body, status, errorCode, field] of cases) {
      const response = await play(fx, sessionId, 'POST', url, body);
      const envelope = response.json() as Envelope<{ balance?: number } | null>;
      expect({ url, status: response.statusCode, errorCode: envelope.errorCode, field: envelope.field ?? '' }).toEqual({ url, status, errorCode, field });
      if (errorCode === 'INSUFFICIENT_FUNDS') expect(envelope.value).toEqual({ balance: 1_000 });
    }
    const after = await writtenCounts(fx);
    // The refused bet leaves its own round row (REFUSED) and nothing else.
    expect(after).toEqual({ ...before, rounds: before.rounds! + 1 });
    expect(await fx.seamless.walletBalance(memberId)).toBe(1_000);

    const noSession = await fx.app.inject({ method: 'GET', url: '/provider/api/session' });
    expect(noSession.statusCode).toBe(400);
    expect((noSession.json() as Envelope).field).toBe('x-provider-session');
    const unknown = await play(fx, 'A'.repeat(43), 'GET', 'session');
    expect(unknown.statusCode).toBe(401);
    expect((unknown.json() as Envelope).errorCode).toBe('SESSION_EXPIRED');
  });
});
