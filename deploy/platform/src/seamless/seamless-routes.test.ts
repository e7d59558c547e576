import { seamlessEndpoints } from '@site/shared/contract/seamless';
import { buildPlatformApp } from '../app';
import { TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { createSeamlessFixture, SeamlessClient, type Envelope } from './seamless-test-client';
import { seamlessHeaders, signSeamlessCall } from './signature';

let fx: PlatformFixture;
let client: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;

/** What a bet's signature covers besides the timestamp. */
const betCall = (rawBody: string) => ({ method: 'POST', path: '/seamless/v1/bet', providerId: 'DEMO', rawBody });

function refusal(response: { statusCode: number; json(): unknown }) {
  const envelope = response.json() as Envelope<unknown>;
  return { status: response.statusCode, errorCode: envelope.errorCode, field: envelope.field, value: envelope.value };
}

/** A bet call's body for `session`. */
function bet(session: { sessionToken: string; gameCode: string }, amount: number, ids: { roundId?: string; txId?: string } = {}) {
  return { requestId: nextId('req'), sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: ids.roundId ?? nextId('round'), txId: ids.txId ?? nextId('tx'), amount };
}

function win(session: { sessionToken: string; gameCode: string }, roundId: string, amount: number, roundClosed = true, txId = nextId('win')) {
  return { requestId: nextId('req'), sessionToken: session.sessionToken, gameCode: session.gameCode, roundId, txId, amount, roundClosed };
}

function rollback(session: { sessionToken: string; gameCode: string }, roundId: string, txId: string) {
  return { requestId: nextId('req'), sessionToken: session.sessionToken, gameCode: session.gameCode, roundId, txId };
}

async function round(roundId: string) {
  const rows = await fx.db.query<{ stake: number; valid_bet: number; win: number; status: string; ledger: string; game_code: string; settled: boolean }>(
    `SELECT stake::int AS stake, valid_bet::int AS valid_bet, win::int AS win, status, ledger, game_code, settled_at IS NOT NULL AS settled
     FROM game_rounds WHERE provider = 'DEMO' AND round_id = $1`,
    [roundId],
  );
  return rows[0];
}

async function rollups(memberId: string) {
  return fx.db.query<{ game_type: string; ledger: string; valid_bet: number; win: number; profit_loss: number; rounds: number; today: boolean }>(
    `SELECT game_type, ledger, valid_bet::int AS valid_bet, win::int AS win, profit_loss::int AS profit_loss, rounds,
            day = site_day(now()) AS today
     FROM member_daily_rollups WHERE member_id = $1::bigint ORDER BY game_type, ledger`,
    [memberId],
  );
}

describe('authenticate', () => {
  it('trades a launch token for a session once, with the game and the balance', async () => {
    const memberId = await client.member({ money: 12_345n });
    const launchToken = await client.launchToken(memberId, { gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG' });
    const first = await client.call('authenticate', { requestId: 'a1', launchToken });
    expect(first.statusCode).toBe(200);
    const value = (first.json() as Envelope).value;
    expect(value).toMatchObject({ gameCode: 'LIVE-DG', gameType: 'LIVE', vendor: 'DG', gameId: null, language: 'en', lobbyOrigin: 'https://site.example', currency: 'REAL', balance: 12_345 });
    expect(value.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    expect(await fx.db.query('SELECT 1 FROM game_sessions WHERE token_hash = $1', [value.sessionToken])).toEqual([]);

    const before = await client.counts();
    const again = await client.call('authenticate', { requestId: 'a2', launchToken });
    expect(refusal(again)).toMatchObject({ status: 401, errorCode: 'LAUNCH_TOKEN_INVALID', field: 'launchToken' });
    expect(await client.counts()).toEqual(before);
  });

  it("opens a trial member's play-money wallet", async () => {
    const session = await client.session({ type: 4, money: 0n });
    expect(session).toMatchObject({ currency: 'PLAY', balance: 200_000 });
  });

  it('refuses a frozen account', async () => {
    const memberId = await client.member({ money: 100n });
    const launchToken = await client.launchToken(memberId);
    await fx.db.query(`UPDATE members SET status = 'FROZEN' WHERE id = $1::bigint`, [memberId]);
    const response = await client.call('authenticate', { requestId: 'f1', launchToken });
    expect(refusal(response)).toMatchObject({ status: 403, errorCode: 'ACCOUNT_FROZEN' });
    expect(await fx.db.query('SELECT 1 FROM game_sessions WHERE member_id = $1::bigint', [memberId])).toEqual([]);
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  let session: { sessionToken: string; gameCode: string; memberId: string };
  beforeAll(async () => {
    session = await client.session({ money: 5_000n });
  });

  const base = () => ({
    authenticate: { requestId: 'r1', launchToken: 'x'.repeat(43) },
    balance: { requestId: 'r1', sessionToken: session.sessionToken, gameCode: session.gameCode },
    bet: bet(session, 100, { roundId: 'bad-input-round', txId: 'bad-input-tx' }),
    win: win(session, 'bad-input-round', 100, true, 'bad-input-win'),
    rollback: rollback(session, 'bad-input-round', 'bad-input-tx'),
  });
  type Call = keyof ReturnType<typeof base>;

  const cases: [Call, string, (body: Record<string, unknown>) => unknown][] = [
    ['authenticate', 'launchToken', ({ launchToken: _drop, ...rest }) => rest],
    ['authenticate', 'launchToken', (body) => ({ ...body, launchToken: 'short' })],
    ['authenticate', 'requestId', (body) => ({ ...body, requestId: '' })],
    ['authenticate', 'extra', (body) => ({ ...body, extra: 1 })],
    ['balance', 'sessionToken', (body) => ({ ...body, sessionToken: 42 })],
    ['balance', 'gameCode', (body) => ({ ...body, gameCode: 'rng 1' })],
    ['bet', 'amount', (body) => ({ ...body, amount: 0 })],
    ['bet', 'amount', (body) => ({ ...body, amount: -5 })],
    ['bet', 'amount', (body) => ({ ...body, amount: 1.5 })],
    ['bet', 'amount', (body) => ({ ...body, amount: '100' })],
    ['bet', 'amount', (body) => ({ ...body, amount: 1e15 })],
    ['bet', 'roundId', ({ roundId: _drop, ...rest }) => rest],
    ['bet', 'txId', (body) => ({ ...body, txId: 'has space' })],
    ['bet', 'txId', (body) => ({ ...body, txId: 'x'.repeat(101) })],
    ['win', 'amount', (body) => ({ ...body, amount: -1 })],
    ['win', 'roundClosed', ({ roundClosed: _drop, ...rest }) => rest],
    ['win', 'roundClosed', (body) => ({ ...body, roundClosed: 'yes' })],
    ['rollback', 'txId', ({ txId: _drop, ...rest }) => rest],
    ['rollback', 'amount', (body) => ({ ...body, amount: 5 })],
  ];

  it.each(cases)('%s without a valid %s (case %#)', async (name, field, change) => {
    const before = await client.counts();
    const response = await client.call(name, change(base()[name] as Record<string, unknown>));
    expect(refusal(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
    expect(await client.counts()).toEqual(before);
  });

  it.each(['balance', 'bet', 'win', 'rollback'] as const)("%s for another game than the session's", async (name) => {
    const before = await client.counts();
    const response = await client.call(name, { ...base()[name], gameCode: 'RNG-1' });
    expect(refusal(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'gameCode' });
    expect(await client.counts()).toEqual(before);
  });

  it('a body that is not JSON, or not an object', async () => {
    const before = await client.counts();
    expect(refusal(await client.call('bet', null, { raw: '{"amount":' }))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'body' });
    expect(refusal(await client.call('bet', null, { raw: '[]' }))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'body' });
    expect(await client.counts()).toEqual(before);
  });

  it('an unknown session token', async () => {
    const before = await client.counts();
    const response = await client.call('bet', { ...base().bet, sessionToken: 'y'.repeat(43) });
    expect(refusal(response)).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID', field: 'sessionToken' });
    expect(await client.counts()).toEqual(before);
  });
});

describe('signature', () => {
  let session: { sessionToken: string; gameCode: string; memberId: string };
  beforeAll(async () => {
    session = await client.session({ money: 5_000n });
  });

  async function refusedWithoutWriting(send: () => Promise<{ statusCode: number; json(): unknown }>, field: string) {
    const before = await client.counts();
    expect(refusal(await send())).toMatchObject({ status: 401, errorCode: 'SIGNATURE_INVALID', field });
    expect(await client.counts()).toEqual(before);
  }

  it('refuses a signature made with another secret', async () => {
    const body = bet(session, 100);
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    await refusedWithoutWriting(
      () => client.call('bet', body, { headers: { 'x-timestamp': timestamp, 'x-signature': signSeamlessCall('another-secret-0123456789abcdef-xyz', timestamp, betCall(raw)) } }),
      'X-Signature',
    );
  });

  it('refuses a body changed after signing (the raw bytes are signed)', async () => {
    const body = bet(session, 100);
    const signed = JSON.stringify(body);
    const timestamp = String(Date.now());
    const signature = signSeamlessCall(client.secret, timestamp, betCall(signed));
    // Same JSON value, other bytes: still not what was signed.
    const respaced = JSON.stringify(body, null, 1);
    await refusedWithoutWriting(() => client.call('bet', body, { raw: respaced, headers: { 'x-timestamp': timestamp, 'x-signature': signature } }), 'X-Signature');
    await refusedWithoutWriting(
      () => client.call('bet', null, { raw: JSON.stringify({ ...body, amount: 1 }), headers: { 'x-timestamp': timestamp, 'x-signature': signature } }),
      'X-Signature',
    );
  });

  it('refuses a timestamp older or newer than 5 minutes, and a timestamp not covered by the signature', async () => {
    const body = bet(session, 100);
    await refusedWithoutWriting(() => client.call('bet', body, { now: Date.now() - 5 * 60 * 1000 - 5_000 }), 'X-Timestamp');
    await refusedWithoutWriting(() => client.call('bet', body, { now: Date.now() + 5 * 60 * 1000 + 5_000 }), 'X-Timestamp');
    const raw = JSON.stringify(body);
    const timestamp = Date.now();
    await refusedWithoutWriting(
      () => client.call('bet', body, { headers: { 'x-timestamp': String(timestamp - 1_000), 'x-signature': signSeamlessCall(client.secret, timestamp, betCall(raw)) } }),
      'X-Signature',
    );
  });

  it('refuses missing headers and an unknown provider', async () => {
    const body = bet(session, 100);
    await refusedWithoutWriting(() => client.call('bet', body, { headers: { 'x-signature': '' } }), 'X-Signature');
    await refusedWithoutWriting(() => client.call('bet', body, { headers: { 'x-timestamp': 'soon' } }), 'X-Signature');
    await refusedWithoutWriting(() => client.call('bet', body, { headers: { 'x-provider-id': 'OTHER' } }), 'X-Provider-Id');
  });

  it('is checked before the body: an unsigned bad body says nothing about its fields', async () => {
    const response = await client.call('bet', { amount: -1 }, { headers: { 'x-signature': '0'.repeat(64) } });
    expect(refusal(response)).toMatchObject({ status: 401, errorCode: 'SIGNATURE_INVALID' });
  });

  it('a correctly signed call passes', async () => {
    const value = await client.value<{ balance: number }>('balance', { requestId: 'ok', sessionToken: session.sessionToken, gameCode: session.gameCode });
    expect(value).toEqual({ balance: 5_000, currency: 'REAL' });
  });
});

describe('bets and wins', () => {
  it('a round: two bets and a closing win move the ledger, the round row and the daily rollup together', async () => {
    const session = await client.session({ money: 10_000n, gameCode: 'RNG-7', gameType: 'RNG', vendor: 'PG', gameId: 7 });
    const roundId = nextId('round');
    expect(await client.value('bet', bet(session, 300, { roundId }))).toMatchObject({ balance: 9_700, currency: 'REAL', rolledBack: false });
    expect(await client.value('bet', bet(session, 200, { roundId }))).toMatchObject({ balance: 9_500 });
    expect(await round(roundId)).toMatchObject({ stake: 500, valid_bet: 500, win: 0, status: 'OPEN', ledger: 'REAL', game_code: 'RNG-7', settled: false });
    expect(await client.value('win', win(session, roundId, 1_250, false))).toMatchObject({ balance: 10_750 });
    expect(await round(roundId)).toMatchObject({ win: 1_250, status: 'OPEN' });
    expect(await client.value('win', win(session, roundId, 50, true))).toMatchObject({ balance: 10_800 });
    expect(await round(roundId)).toMatchObject({ win: 1_300, status: 'SETTLED', settled: true });
    expect(await client.walletBalance(session.memberId)).toBe(10_800);

    // A lost round closed by a zero win: no ledger entry for the win, the round still settles.
    const lost = nextId('round');
    await client.value('bet', bet(session, 1_000, { roundId: lost }));
    const entries = (await client.counts()).journal_entries;
    expect(await client.value('win', win(session, lost, 0, true))).toMatchObject({ balance: 9_800 });
    expect((await client.counts()).journal_entries).toBe(entries);
    expect(await round(lost)).toMatchObject({ stake: 1_000, win: 0, status: 'SETTLED' });

    expect(await rollups(session.memberId)).toEqual([
      { game_type: 'RNG', ledger: 'REAL', valid_bet: 1_500, win: 1_300, profit_loss: -200, rounds: 2, today: true },
    ]);
    const ledgerKeys = await fx.db.query<{ idempotency_key: string; kind: string }>(
      `SELECT e.idempotency_key, e.kind FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id WHERE a.member_id = $1::bigint AND e.kind LIKE 'SEAMLESS_%' ORDER BY e.id`,
      [session.memberId],
    );
    expect(ledgerKeys.map((k) => k.kind)).toEqual(['SEAMLESS_BET', 'SEAMLESS_BET', 'SEAMLESS_WIN', 'SEAMLESS_WIN', 'SEAMLESS_BET']);
    expect(ledgerKeys.every((k) => k.idempotency_key.startsWith(`seamless:DEMO:${k.kind.slice(9).toLowerCase()}:`))).toBe(true);
  });

  it('replay: the same bet or win again answers the first answer and moves nothing', async () => {
    const session = await client.session({ money: 1_000n });
    const body = bet(session, 400);
    const first = await client.value('bet', body);
    await client.value('bet', bet(session, 100));
    const before = await client.counts();
    // A retry has its own requestId; the txId makes it the same bet.
    const again = await client.value('bet', { ...body, requestId: 'retry' });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ balance: 600 });
    const paid = win(session, body.roundId, 250);
    const firstWin = await client.value('win', paid);
    expect(await client.value('win', paid)).toEqual(firstWin);
    const after = await client.counts();
    expect(after.journal_entries).toBe(before.journal_entries + 1);
    expect(await client.walletBalance(session.memberId)).toBe(750);
    expect(await round(body.roundId)).toMatchObject({ stake: 400, win: 250 });
  });

  it('conflict: the same txId with other content is refused (409 TX_CONFLICT), nothing written', async () => {
    const session = await client.session({ money: 1_000n });
    const body = bet(session, 400);
    await client.value('bet', body);
    const paid = win(session, body.roundId, 100, false);
    await client.value('win', paid);
    const before = await client.counts();
    for (const [name, changed] of [
      ['bet', { ...body, amount: 401 }],
      ['bet', { ...body, roundId: nextId('round') }],
      ['win', { ...paid, amount: 99 }],
      ['win', { ...paid, roundClosed: true }],
    ] as const) {
      expect(refusal(await client.call(name, changed))).toMatchObject({ status: 409, errorCode: 'TX_CONFLICT', field: 'txId' });
    }
    expect(await client.counts()).toEqual(before);
  });

  it('insufficient funds: 409 with the balance, nothing written (no round either)', async () => {
    const session = await client.session({ money: 500n });
    const before = await client.counts();
    const body = bet(session, 501);
    const response = await client.call('bet', body);
    expect(refusal(response)).toEqual({ status: 409, errorCode: 'INSUFFICIENT_FUNDS', field: 'amount', value: { balance: 500, currency: 'REAL' } });
    expect(await client.counts()).toEqual(before);
    expect(await round(body.roundId)).toBeUndefined();
    // The txId stays free: the same bet with a smaller stake goes through.
    expect(await client.value('bet', { ...body, amount: 500 })).toMatchObject({ balance: 0 });
  });

  it('wins need a round a bet opened, of this member, still open', async () => {
    const session = await client.session({ money: 1_000n });
    const other = await client.session({ money: 1_000n });
    const before = await client.counts();
    expect(refusal(await client.call('win', win(session, nextId('round'), 10)))).toMatchObject({ status: 404, errorCode: 'ROUND_NOT_FOUND', field: 'roundId' });
    expect(await client.counts()).toEqual(before);

    const body = bet(session, 100);
    await client.value('bet', body);
    expect(refusal(await client.call('win', win(other, body.roundId, 10)))).toMatchObject({ status: 409, errorCode: 'ROUND_MISMATCH' });
    expect(refusal(await client.call('bet', bet(other, 10, { roundId: body.roundId })))).toMatchObject({ status: 409, errorCode: 'ROUND_MISMATCH' });
    await client.value('win', win(session, body.roundId, 10, true));
    const settled = await client.counts();
    expect(refusal(await client.call('win', win(session, body.roundId, 10)))).toMatchObject({ status: 409, errorCode: 'ROUND_SETTLED' });
    expect(refusal(await client.call('bet', bet(session, 10, { roundId: body.roundId })))).toMatchObject({ status: 409, errorCode: 'ROUND_SETTLED' });
    expect(await client.counts()).toEqual(settled);
  });
});

describe('session expiry', () => {
  it('refuses bets and balance after expiry, accepts the late win and rollback', async () => {
    const session = await client.session({ money: 1_000n });
    const played = bet(session, 300);
    const pending = bet(session, 200);
    await client.value('bet', played);
    await client.value('bet', pending);
    await fx.db.query(`UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1::bigint`, [session.memberId]);

    const before = await client.counts();
    expect(refusal(await client.call('bet', bet(session, 10)))).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED', field: 'sessionToken' });
    expect(refusal(await client.call('balance', { requestId: 'b', sessionToken: session.sessionToken, gameCode: session.gameCode }))).toMatchObject({
      status: 401,
      errorCode: 'SESSION_EXPIRED',
    });
    expect(await client.counts()).toEqual(before);

    // A replay of a bet made before expiry still gets its first answer.
    expect(await client.value('bet', played)).toMatchObject({ balance: 700 });
    expect(await client.value('win', win(session, played.roundId, 900))).toMatchObject({ balance: 1_400 });
    expect(await client.value('rollback', rollback(session, pending.roundId, pending.txId))).toMatchObject({ balance: 1_600 });
    expect(await client.walletBalance(session.memberId)).toBe(1_600);
  });

  it('slides forward while the game is used', async () => {
    const session = await client.session({ money: 1_000n });
    await fx.db.query(`UPDATE game_sessions SET expires_at = now() + interval '1 minute', last_seen_at = now() - interval '2 hours' WHERE member_id = $1::bigint`, [
      session.memberId,
    ]);
    await client.value('balance', { requestId: 'b', sessionToken: session.sessionToken, gameCode: session.gameCode });
    const rows = await fx.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM game_sessions WHERE member_id = $1::bigint`,
      [session.memberId],
    );
    expect(rows[0]!.minutes).toBe(120);
  });
});

describe('rollback', () => {
  it('refunds a bet; the round is ROLLED_BACK once none of its bets stands, and the rollup forgets it', async () => {
    const session = await client.session({ money: 1_000n, gameCode: 'PVP-3', gameType: 'PVP', vendor: 'KY', gameId: null });
    const roundId = nextId('round');
    const first = bet(session, 300, { roundId });
    const second = bet(session, 200, { roundId });
    await client.value('bet', first);
    await client.value('bet', second);
    expect(await client.value('rollback', rollback(session, roundId, first.txId))).toMatchObject({ balance: 800, txId: first.txId });
    expect(await round(roundId)).toMatchObject({ stake: 200, valid_bet: 200, status: 'OPEN' });
    expect(await rollups(session.memberId)).toEqual([expect.objectContaining({ valid_bet: 200, profit_loss: -200, rounds: 1 })]);

    // The same rollback again: first answer, nothing moves.
    const before = await client.counts();
    expect(await client.value('rollback', rollback(session, roundId, first.txId))).toMatchObject({ balance: 800 });
    expect(await client.counts()).toEqual(before);

    await client.value('rollback', rollback(session, roundId, second.txId));
    expect(await round(roundId)).toMatchObject({ stake: 0, valid_bet: 0, status: 'ROLLED_BACK', settled: true });
    expect(await rollups(session.memberId)).toEqual([expect.objectContaining({ valid_bet: 0, win: 0, profit_loss: 0, rounds: 0 })]);
    expect(await client.walletBalance(session.memberId)).toBe(1_000);
    expect(refusal(await client.call('win', win(session, roundId, 10)))).toMatchObject({ status: 409, errorCode: 'ROUND_ROLLED_BACK' });
  });

  it('before its bet: recorded; the bet that arrives later moves nothing', async () => {
    const session = await client.session({ money: 1_000n });
    const late = bet(session, 600);
    const first = await client.value('rollback', rollback(session, late.roundId, late.txId));
    expect(first).toEqual({ balance: 1_000, currency: 'REAL', txId: late.txId });
    const before = await client.counts();
    expect(await client.value('bet', late)).toEqual({ balance: 1_000, currency: 'REAL', txId: late.txId, rolledBack: true });
    const after = await client.counts();
    expect(after.journal_entries).toBe(before.journal_entries);
    expect(after.seamless_transactions).toBe(before.seamless_transactions + 1);
    expect(after.balances).toBe(before.balances);
    expect(await round(late.roundId)).toBeUndefined();
    // A replay of that bet says the same.
    expect(await client.value('bet', late)).toMatchObject({ rolledBack: true, balance: 1_000 });
  });

  it('of a bet whose round has a win: refused (ROUND_SETTLED), nothing written', async () => {
    const session = await client.session({ money: 1_000n });
    const open = bet(session, 300);
    await client.value('bet', open);
    await client.value('win', win(session, open.roundId, 100, false));
    const closed = bet(session, 300);
    await client.value('bet', closed);
    await client.value('win', win(session, closed.roundId, 0, true));
    const before = await client.counts();
    for (const played of [open, closed]) {
      expect(refusal(await client.call('rollback', rollback(session, played.roundId, played.txId)))).toMatchObject({
        status: 409,
        errorCode: 'ROUND_SETTLED',
        field: 'roundId',
      });
    }
    expect(await client.counts()).toEqual(before);
  });

  it("of another member's bet, or naming another round: refused", async () => {
    const session = await client.session({ money: 1_000n });
    const other = await client.session({ money: 1_000n });
    const played = bet(session, 300);
    await client.value('bet', played);
    const before = await client.counts();
    expect(refusal(await client.call('rollback', rollback(other, played.roundId, played.txId)))).toMatchObject({ status: 409, errorCode: 'TX_MISMATCH' });
    expect(refusal(await client.call('rollback', rollback(session, nextId('round'), played.txId)))).toMatchObject({ status: 409, errorCode: 'TX_MISMATCH' });
    expect(await client.counts()).toEqual(before);

    // A rollback that came first binds its txId to its member and round too.
    const late = bet(session, 100);
    await client.value('rollback', rollback(session, late.roundId, late.txId));
    const recorded = await client.counts();
    expect(refusal(await client.call('bet', { ...bet(other, 100, { roundId: late.roundId }), txId: late.txId }))).toMatchObject({ status: 409, errorCode: 'TX_MISMATCH' });
    expect(refusal(await client.call('bet', { ...late, roundId: nextId('round') }))).toMatchObject({ status: 409, errorCode: 'TX_MISMATCH' });
    expect(await client.counts()).toEqual(recorded);
  });
});

describe('trial accounts', () => {
  it('bet and win play money against PLAY_HOUSE; rounds and rollups are kept apart as PLAY', async () => {
    const session = await client.session({ type: 4, money: 0n, gameCode: 'FISH-9', gameType: 'FISH', vendor: 'JILI' });
    const [playHouse] = await fx.db.query<{ balance: string; ledger: string }>(`SELECT balance::text AS balance, ledger FROM system_account_balances WHERE code = 'PLAY_HOUSE'`);
    const [house] = await fx.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM system_account_balances WHERE code = 'HOUSE'`);
    expect(playHouse!.ledger).toBe('PLAY');
    const body = bet(session, 5_000);
    expect(await client.value('bet', body)).toMatchObject({ balance: 195_000, currency: 'PLAY' });
    expect(await client.value('win', win(session, body.roundId, 12_000))).toMatchObject({ balance: 207_000, currency: 'PLAY' });
    const [playHouseAfter] = await fx.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM system_account_balances WHERE code = 'PLAY_HOUSE'`);
    const [houseAfter] = await fx.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM system_account_balances WHERE code = 'HOUSE'`);
    expect(BigInt(playHouseAfter!.balance) - BigInt(playHouse!.balance)).toBe(-7_000n);
    expect(houseAfter!.balance).toBe(house!.balance);
    expect(await round(body.roundId)).toMatchObject({ ledger: 'PLAY', status: 'SETTLED' });
    expect(await rollups(session.memberId)).toEqual([{ game_type: 'FISH', ledger: 'PLAY', valid_bet: 5_000, win: 12_000, profit_loss: 7_000, rounds: 1, today: true }]);
  });
});

describe('after all of it', () => {
  it('the ledger reconciles', async () => {
    const report = await reconcile(fx.db);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  it('/docs documents the protocol under the seamless tag', async () => {
    const response = await fx.call({ method: 'GET', url: '/docs/json' });
    const document = response.json() as { paths: Record<string, { post?: { tags?: string[] } }> };
    for (const call of ['authenticate', 'balance', 'bet', 'win', 'rollback']) {
      expect(document.paths[`/seamless/v1/${call}`]?.post?.tags).toEqual(['seamless']);
    }
  });

  it('/docs lists the signature headers of each call as required header parameters', async () => {
    const response = await fx.call({ method: 'GET', url: '/docs/json' });
    type Parameter = { in: string; name: string; required?: boolean };
    const document = response.json() as { paths: Record<string, { post?: { parameters?: Parameter[] } }> };
    for (const call of Object.values(seamlessEndpoints)) {
      const headers = (document.paths[call.path]?.post?.parameters ?? []).filter((parameter) => parameter.in === 'header');
      expect(headers.map(({ name, required }) => ({ name, required })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'x-provider-id', required: true },
        { name: 'x-signature', required: true },
        { name: 'x-timestamp', required: true },
      ]);
    }
  });

  it('a call without its signature header is refused by the signature check, as before the headers were declared', async () => {
    const session = await client.session({ money: 1_000n });
    const before = await client.counts();
    const raw = JSON.stringify(bet(session, 100));
    const headers = seamlessHeaders(client.secret, { path: seamlessEndpoints.bet.path, rawBody: raw });
    delete headers['x-signature'];
    const response = await fx.app.inject({ method: seamlessEndpoints.bet.method, url: seamlessEndpoints.bet.path, headers, payload: raw });
    expect(refusal(response)).toMatchObject({ status: 401, errorCode: 'SIGNATURE_INVALID', field: 'X-Signature' });
    expect(await client.counts()).toEqual(before);
  });

  it('a platform given a provider secret under 32 characters refuses to start', async () => {
    await expect(buildPlatformApp({ db: fx.db, operatorToken: TEST_OPERATOR_TOKEN, gameProviderSecret: 'x'.repeat(31) })).rejects.toThrow(/at least 32 characters/);
  });

  it('an unknown protocol call is a 404 envelope', async () => {
    const response = await client.call('cashout', {});
    expect(refusal(response)).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });
});
