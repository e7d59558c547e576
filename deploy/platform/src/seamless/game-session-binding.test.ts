import { AccountClient } from '../testing/account-client';
import type { PlatformFixture } from '../testing/platform-fixture';
import { creditMember } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { createSeamlessFixture, SeamlessClient, type Envelope } from './seamless-test-client';

// Real password hashes, sign-ins and launches through the routes: give a busy machine time.
jest.setTimeout(180_000);

let fx: PlatformFixture;
let accounts: AccountClient;
let seamless: SeamlessClient;
let gameId: number;
let serial = 0;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  accounts = new AccountClient(fx);
  seamless = new SeamlessClient(fx);
  gameId = (await fx.db.query<{ id: number }>("SELECT id FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 1"))[0]!.id;
});

afterAll(async () => {
  await fx?.close();
});

/** A member with money, signed in twice (two devices); returns both login tokens. */
async function member(): Promise<{ account: string; memberId: string; first: string; second: string }> {
  serial += 1;
  const account = `bind${process.pid % 1000}x${serial}`;
  const id = await accounts.createMember({ account, password: 'old12345' });
  await creditMember(fx.db, { memberId: String(id), amount: 50_000n, idempotencyKey: `test-funding:bind:${id}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
  return { account, memberId: String(id), first: await accounts.login(account, 'old12345'), second: await accounts.login(account, 'old12345') };
}

/** Launches the game as the page does with `loginToken`, and lets the provider authenticate. */
async function launched(loginToken: string): Promise<{ sessionToken: string; gameCode: string }> {
  const response = await fx.call({ method: 'GET', url: `/wps/game/launchGame?nodeId=${gameId}&language=en`, headers: { authorization: loginToken } });
  if (response.statusCode !== 200) throw new Error(`launch: HTTP ${response.statusCode} ${response.body}`);
  const content = (response.json() as Envelope<{ content: string }>).value.content;
  const launchToken = new URL(content, 'http://site.test').searchParams.get('token')!;
  return seamless.value('authenticate', { requestId: `auth-${serial}-${Math.random()}`, launchToken });
}

function call(session: { sessionToken: string; gameCode: string }, extra: Record<string, unknown>) {
  return { requestId: `req-${Math.random()}`, sessionToken: session.sessionToken, gameCode: session.gameCode, ...extra };
}

/** Bets once (must work), then runs `revoke`; a new bet is then refused and writes nothing, the open round still pays. */
async function expectBetsEndWith(session: { sessionToken: string; gameCode: string }, memberId: string, tag: string, revoke: () => Promise<void>) {
  await seamless.value('bet', call(session, { roundId: `${tag}-r1`, txId: `${tag}-b1`, amount: 1_000 }));
  await revoke();

  const before = await seamless.counts();
  const refused = await seamless.call('bet', call(session, { roundId: `${tag}-r2`, txId: `${tag}-b2`, amount: 1_000 }));
  expect(refused.statusCode).toBe(401);
  expect((refused.json() as Envelope).errorCode).toBe('SESSION_EXPIRED');
  expect(await seamless.counts()).toEqual(before);
  const balance = await seamless.call('balance', call(session, {}));
  expect((balance.json() as Envelope).errorCode).toBe('SESSION_EXPIRED');

  const won = await seamless.call('win', call(session, { roundId: `${tag}-r1`, txId: `${tag}-w1`, amount: 3_000, roundClosed: true }));
  expect(won.statusCode).toBe(200);
  expect(await seamless.walletBalance(memberId)).toBe(50_000 - 1_000 + 3_000);
  expect((await reconcile(fx.db)).consistent).toBe(true);
}

describe('a game session is bound to the login session it was launched from', () => {
  it('takes bets while that login session lives, and from another device of the same member', async () => {
    const m = await member();
    const game = await launched(m.first);
    await seamless.value('bet', call(game, { roundId: 'live-r1', txId: 'live-b1', amount: 500 }));
    const other = await launched(m.second);
    await seamless.value('bet', call(other, { roundId: 'live-r2', txId: 'live-b2', amount: 500 }));
  });

  it('ends at logout: a new bet is refused, the win of a bet already placed is paid', async () => {
    const m = await member();
    const game = await launched(m.first);
    await expectBetsEndWith(game, m.memberId, 'logout', async () => {
      const response = await fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: m.first } });
      expect(response.statusCode).toBe(200);
    });
  });

  it('ends when the password is changed from another session', async () => {
    const m = await member();
    const game = await launched(m.first);
    await expectBetsEndWith(game, m.memberId, 'pwchange', async () => {
      const response = await accounts.sealed(
        'POST',
        '/wps/member/password',
        { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
        { authorization: m.second },
      );
      expect(response.statusCode).toBe(200);
    });
  });

  it('ends when the password is reset by a mailed link', async () => {
    const m = await member();
    const email = `${m.account}@example.com`;
    await fx.db.query('UPDATE members SET email = $2 WHERE id = $1::bigint', [m.memberId, email]);
    const game = await launched(m.first);
    await expectBetsEndWith(game, m.memberId, 'pwreset', async () => {
      const asked = await fx.call({ method: 'POST', url: '/wps/member/password/email', payload: { username: m.account, email } });
      expect(asked.statusCode).toBe(200);
      const mail = (await fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]))[0]!;
      const token = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!).searchParams.get('resetToken')!;
      const reset = await accounts.sealed('POST', '/wps/member/password/link', { token, newPassword: 'reset123', confirmNewPassword: 'reset123' });
      expect(reset.statusCode).toBe(200);
    });
  });

  it('ends when the login session expires', async () => {
    const m = await member();
    const game = await launched(m.first);
    await expectBetsEndWith(game, m.memberId, 'expired', async () => {
      await fx.db.query(
        `UPDATE sessions SET idle_expires_at = now() - interval '1 second'
         WHERE member_id = $1::bigint AND revoked_at IS NULL AND id = (SELECT min(id) FROM sessions WHERE member_id = $1::bigint)`,
        [m.memberId],
      );
    });
  });
});
