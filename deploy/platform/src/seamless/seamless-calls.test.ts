import { buildPlatformApp } from '../app';
import type { Db } from '../db/database';
import { type PlatformFixture, SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { openTestDatabase } from '../testing/test-database';
import { postTransfer, systemAccountId } from '../wallet/ledger';
import { KnownSessions, type SessionFacts } from './game-sessions';
import { SeamlessClient, TEST_PROVIDER_SECRET, type Envelope } from './seamless-test-client';

/**
 * How the bet and win calls run (one database function call each, session facts remembered in
 * process) and what that must not change: the member's state read on every call, the ledger's
 * fingerprints, replays of the same win sent twice at once, and the provider's stable player id.
 */

/** The platform's database, counting the statements it is sent (the demo provider's own left out). */
function countingDb(db: Db, sent: string[]): Db {
  const wrap = (inner: Db): Db => ({
    kind: inner.kind,
    close: () => inner.close(),
    query: <T,>(sql: string, params?: unknown[]) => {
      if (!sql.includes('provider_')) sent.push(sql);
      return inner.query<T>(sql, params);
    },
    transaction: <T,>(fn: (tx: Db) => Promise<T>) => {
      sent.push('BEGIN');
      return inner.transaction((tx) => fn(wrap(tx)));
    },
  });
  return wrap(db);
}

let fx: PlatformFixture;
let client: SeamlessClient;
const sent: string[] = [];

beforeAll(async () => {
  const db = await openTestDatabase({ seeded: true });
  const app = await buildPlatformApp({ db: countingDb(db, sent), operatorToken: TEST_OPERATOR_TOKEN, gameProviderSecret: TEST_PROVIDER_SECRET, ...SCHEDULERS_OFF });
  fx = {
    db,
    app,
    call: (request) => app.inject(request),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
  client = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const ids = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;

function refusal(response: { statusCode: number; json(): unknown }) {
  const envelope = response.json() as Envelope<unknown>;
  return { status: response.statusCode, errorCode: envelope.errorCode };
}

describe('one statement per call', () => {
  it('a bet and its win each send the database one statement once the session is known', async () => {
    const session = await client.session({ money: 10_000n });
    const common = { sessionToken: session.sessionToken, gameCode: session.gameCode };
    const roundId = ids('round');
    // The first call of a session looks the session up.
    await client.value('bet', { requestId: 'r1', ...common, roundId, txId: ids('bet'), amount: 100 });
    sent.length = 0;
    await client.value('bet', { requestId: 'r2', ...common, roundId, txId: ids('bet'), amount: 100 });
    expect(sent).toEqual([expect.stringContaining('seamless_bet(')]);
    sent.length = 0;
    expect(await client.value('win', { requestId: 'r3', ...common, roundId, txId: ids('win'), amount: 500, roundClosed: true })).toMatchObject({ balance: 10_300 });
    expect(sent).toEqual([expect.stringContaining('seamless_win(')]);
  });
});

describe('remembered session facts, state read every time', () => {
  it("a bet after the member was frozen is refused (the session's facts were already known), nothing written", async () => {
    const session = await client.session({ money: 1_000n });
    const common = { sessionToken: session.sessionToken, gameCode: session.gameCode };
    await client.value('bet', { requestId: 'f1', ...common, roundId: ids('round'), txId: ids('bet'), amount: 100 });
    await fx.db.query(`UPDATE members SET status = 'FROZEN' WHERE id = $1::bigint`, [session.memberId]);
    const before = await client.counts();
    const response = await client.call('bet', { requestId: 'f2', ...common, roundId: ids('round'), txId: ids('bet'), amount: 100 });
    expect(refusal(response)).toEqual({ status: 403, errorCode: 'ACCOUNT_FROZEN' });
    expect(await client.counts()).toEqual(before);
  });

  it('keeps at most its limit of sessions, dropping the oldest', () => {
    const known = new KnownSessions(2);
    const facts = (id: string) => ({ id }) as SessionFacts;
    known.remember('a', facts('1'));
    known.remember('b', facts('2'));
    known.remember('a', facts('1'));
    expect(known.size).toBe(2);
    known.remember('c', facts('3'));
    expect(known.size).toBe(2);
    expect(known.get('a')).toBeUndefined();
    expect(known.get('b')?.id).toBe('2');
    expect(known.get('c')?.id).toBe('3');
    known.forget('c');
    expect(known.get('c')).toBeUndefined();
  });
});

describe('the same rules as before', () => {
  it("a bet's ledger entry carries the fingerprint postTransfer gives the same content (either side sees a replay)", async () => {
    const session = await client.session({ money: 1_000n });
    const txId = ids('bet');
    await client.value('bet', { requestId: 'p1', sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: ids('round'), txId, amount: 250 });
    const [wallet] = await fx.db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1::bigint`, [session.memberId]);
    const house = await systemAccountId(fx.db, 'HOUSE');
    const same = { idempotencyKey: `seamless:DEMO:bet:${txId}`, kind: 'SEAMLESS_BET', from: wallet!.id, to: house };
    const replay = await postTransfer(fx.db, { ...same, amount: 250n });
    expect(replay).toMatchObject({ replayed: true, fromBalance: 750n });
    await expect(postTransfer(fx.db, { ...same, amount: 251n })).rejects.toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT' });
  });

  it('the same win sent twice at once: paid once, both answered the first answer', async () => {
    const session = await client.session({ money: 1_000n });
    const common = { sessionToken: session.sessionToken, gameCode: session.gameCode };
    const roundId = ids('round');
    await client.value('bet', { requestId: 'w1', ...common, roundId, txId: ids('bet'), amount: 100 });
    const win = { ...common, roundId, txId: ids('win'), amount: 300, roundClosed: true };
    const [first, second] = await Promise.all([client.call('win', { ...win, requestId: 'w2' }), client.call('win', { ...win, requestId: 'w3' })]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(await client.walletBalance(session.memberId)).toBe(1_200);
  });
});

describe('player id', () => {
  it('is the same in every session of a member, differs between members, and is random (not the account name)', async () => {
    const memberId = await client.member({ money: 100n });
    const other = await client.member({ money: 100n });
    const authenticate = async (member: string) =>
      client.value<{ playerId: string }>('authenticate', { requestId: ids('auth'), launchToken: await client.launchToken(member) });
    const first = await authenticate(memberId);
    const second = await authenticate(memberId);
    const another = await authenticate(other);
    expect(first.playerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.playerId).toBe(first.playerId);
    expect(another.playerId).not.toBe(first.playerId);
    const [member] = await fx.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [memberId]);
    expect(first.playerId).not.toContain(member!.account);
  });
});
