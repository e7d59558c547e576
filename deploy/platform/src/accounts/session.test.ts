import Fastify, { type FastifyInstance } from 'fastify';
import { platformErrorHandler } from '../http/error-handler';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { AccountClient, refusalOf, type Envelope } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { LoginValueSchema, MemberIconSchema, MemberInfoSchema } from '@site/shared/contract/session';
import { TRIALS_PER_IP_PER_HOUR } from './limits';
import { accountOf, issueSession, sessionGuard, type SessionRole } from './session-auth';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';

let fx: PlatformFixture;
let client: AccountClient;
/** A bare Fastify app with one route per role, on the fixture's database: the guard as engineer B uses it. */
let guarded: FastifyInstance;

beforeAll(async () => {
  fx = await createPlatformFixture();
  client = new AccountClient(fx);
  guarded = Fastify();
  guarded.setErrorHandler(platformErrorHandler);
  for (const role of ['any', 'real', 'agent'] as SessionRole[]) {
    guarded.get(`/${role}`, { onRequest: sessionGuard(fx.db, role) }, async (request) => ({ success: true, value: accountOf(request) }));
  }
  guarded.get('/unguarded', async (request) => accountOf(request));
  await guarded.ready();
}, 60_000);

afterAll(async () => {
  await guarded?.close();
  await fx?.close();
});

async function memberId(account: string): Promise<number> {
  return Number((await fx.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE account = $1', [account]))[0]!.id);
}

function freePlay(remoteAddress = '10.3.0.1', payload: unknown = {}) {
  return fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: payload as object, remoteAddress });
}

describe('sessionGuard, accountOf and issueSession', () => {
  it('admits a live session and names the caller', async () => {
    const id = await memberId('demoplayer');
    const token = await issueSession(fx.db, id);
    const response = await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: token } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Envelope).value).toEqual({ memberId: id, account: 'demoplayer', type: 0, sessionId: expect.stringMatching(/^\d+$/) });
    // A Bearer prefix is tolerated.
    expect((await guarded.inject({ method: 'GET', url: '/real', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', '<script>alert(1)</script>'],
  ])('refuses %s with 401 SESSION_INVALID', async (_label, authorization) => {
    const response = await guarded.inject({ method: 'GET', url: '/any', headers: authorization === undefined ? {} : { authorization } });
    expect(refusalOf(response)).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    expect(ErrorEnvelopeSchema.parse(response.json()).message).toBe('You are not logged in, please login.');
    expect(response.body).not.toContain('<script');
  });

  it('refuses a revoked session as invalid and an expired one as expired', async () => {
    const id = await memberId('demoplayer');
    const revoked = await issueSession(fx.db, id);
    await fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: revoked } });
    expect(refusalOf(await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: revoked } }))).toMatchObject({
      status: 401,
      errorCode: 'SESSION_INVALID',
    });

    const idle = await issueSession(fx.db, id);
    await fx.db.query("UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)");
    const expired = await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: idle } });
    expect(refusalOf(expired)).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
    expect(ErrorEnvelopeSchema.parse(expired.json()).message).toBe('Your session has expired, please log in again.');

    const old = await issueSession(fx.db, id);
    await fx.db.query("UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM sessions)");
    expect(refusalOf(await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: old } }))).toMatchObject({ errorCode: 'SESSION_EXPIRED' });
  });

  it('slides the idle expiry when used, at most once a minute, never past the absolute one', async () => {
    const token = await issueSession(fx.db, await memberId('demoplayer'));
    const row = () =>
      fx.db.query<{ idle_ms: number; abs_ms: number }>(
        `SELECT extract(epoch FROM idle_expires_at - created_at)::float * 1000 AS idle_ms,
                extract(epoch FROM absolute_expires_at - created_at)::float * 1000 AS abs_ms
         FROM sessions WHERE id = (SELECT max(id) FROM sessions)`,
      );
    expect((await row())[0]).toEqual({ idle_ms: SESSION_IDLE_MS, abs_ms: SESSION_ABSOLUTE_MS });
    await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: token } });
    expect((await row())[0]!.idle_ms).toBe(SESSION_IDLE_MS);

    // Ten minutes later (moved by hand), a call moves the idle expiry to two hours from now.
    await fx.db.query(
      `UPDATE sessions SET created_at = created_at - interval '10 minutes', last_seen_at = last_seen_at - interval '10 minutes',
         idle_expires_at = idle_expires_at - interval '10 minutes', absolute_expires_at = absolute_expires_at - interval '10 minutes'
       WHERE id = (SELECT max(id) FROM sessions)`,
    );
    await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: token } });
    const moved = (await row())[0]!;
    expect(moved.idle_ms).toBeGreaterThan(SESSION_IDLE_MS + 9 * 60 * 1000);

    // Near the absolute end, the idle expiry stops there.
    await fx.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '5 minutes', absolute_expires_at = now() + interval '30 minutes'
       WHERE id = (SELECT max(id) FROM sessions)`,
    );
    await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: token } });
    const capped = await fx.db.query<{ same: boolean }>(
      'SELECT idle_expires_at = absolute_expires_at AS same FROM sessions WHERE id = (SELECT max(id) FROM sessions)',
    );
    expect(capped[0]!.same).toBe(true);
  });

  it('keeps trial accounts off real-account routes and non-agents off agent routes', async () => {
    const trial = okEnvelope(LoginValueSchema).parse((await freePlay('10.3.0.9')).json()).value;
    expect(refusalOf(await guarded.inject({ method: 'GET', url: '/any', headers: { authorization: trial.token } })).status).toBe(200);
    const real = await guarded.inject({ method: 'GET', url: '/real', headers: { authorization: trial.token } });
    expect(refusalOf(real)).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
    expect(ErrorEnvelopeSchema.parse(real.json()).message).toBe('Please Register An Account First');

    const player = await issueSession(fx.db, await memberId('demoplayer'));
    expect(refusalOf(await guarded.inject({ method: 'GET', url: '/agent', headers: { authorization: player } }))).toMatchObject({
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    const agent = await issueSession(fx.db, await memberId('demoagent'));
    const admitted = await guarded.inject({ method: 'GET', url: '/agent', headers: { authorization: agent } });
    expect((admitted.json() as Envelope<{ type: number }>).value.type).toBe(1);
  });

  it('accountOf on a route without the guard is a programming error, not a silent anonymous caller', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/unguarded' })).statusCode).toBe(500);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('opens a trial account (type 4) with a session', async () => {
    const before = await client.counts();
    const response = await freePlay('10.3.1.1');
    const value = okEnvelope(LoginValueSchema).parse(response.json()).value;
    expect(value).toMatchObject({ type: 4, firstTimeLogin: true, passwordExpired: false, passwordChange: null });
    expect(value.account).toMatch(/^trial_[0-9a-f]{10}$/);
    expect(await client.counts()).toMatchObject({ members: before.members + 1, sessions: before.sessions + 1 });
    const info = okEnvelope(MemberInfoSchema).parse((await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } })).json()).value;
    expect(info).toMatchObject({ account: value.account, type: 4, nickname: 'Guest', mobileNum: null });
    // Trial accounts have no password: they cannot sign in with one.
    expect(refusalOf(await client.sealed('POST', '/wps/session/login', { type: 'username', username: value.account, password: '!' }))).toMatchObject({
      errorCode: 'LOGIN_FAILED',
    });
  });

  it('accepts an empty body and refuses a body that is not an object', async () => {
    expect((await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: '10.3.1.2' })).statusCode).toBe(200);
    const before = await client.counts();
    const response = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: '[1]', headers: { 'content-type': 'application/json' } });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'body' });
    const script = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: '"<script>alert(1)</script>"', headers: { 'content-type': 'application/json' } });
    expect(refusalOf(script)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'body' });
    expect(script.body).not.toContain('<script');
    const oversized = await fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    expect(refusalOf(oversized)).toMatchObject({ status: 413, errorCode: 'BODY_TOO_LARGE', field: 'body' });
    expect(await client.counts()).toEqual(before);
  });

  it(`allows ${TRIALS_PER_IP_PER_HOUR} trial accounts per IP an hour`, async () => {
    await fx.db.query(
      `INSERT INTO members (account, type, password_hash, register_ip)
       SELECT 'trial_filler' || i, 4, '!', '10.3.2.1' FROM generate_series(1, $1::int) AS i`,
      [TRIALS_PER_IP_PER_HOUR],
    );
    const before = await client.counts();
    expect(refusalOf(await freePlay('10.3.2.1'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await client.counts()).toEqual(before);
    expect((await freePlay('10.3.2.2')).statusCode).toBe(200);
  });

  it('is off without FREEPLAY3', async () => {
    await client.setFlags({ FREEPLAY3: false });
    try {
      const before = await client.counts();
      expect(refusalOf(await freePlay('10.3.3.1'))).toMatchObject({ status: 403, errorCode: 'FEATURE_DISABLED' });
      expect(await client.counts()).toEqual(before);
    } finally {
      await client.setFlags({ FREEPLAY3: true });
    }
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends this session only', async () => {
    const first = await client.login('demoplayer', 'player1234');
    const second = await client.login('demoplayer', 'player1234');
    const response = await fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: first } });
    expect(response.json()).toEqual({ success: true, value: null, errorCode: null, message: null });
    const revoked = await fx.db.query<{ revoke_reason: string }>('SELECT revoke_reason FROM sessions WHERE revoked_at IS NOT NULL ORDER BY revoked_at DESC LIMIT 1');
    expect(revoked[0]!.revoke_reason).toBe('LOGOUT');
    expect(refusalOf(await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: first } }))).toMatchObject({ errorCode: 'SESSION_INVALID' });
    expect((await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: second } })).statusCode).toBe(200);
    // Logging out twice is refused: the session is gone.
    expect(refusalOf(await fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: first } }))).toMatchObject({
      status: 401,
      errorCode: 'SESSION_INVALID',
    });
  });

  it('refuses without a token and changes nothing', async () => {
    const before = await fx.db.query('SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL');
    expect(refusalOf(await fx.call({ method: 'DELETE', url: '/wps/session/logout' }))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    expect(await fx.db.query('SELECT count(*)::int AS n FROM sessions WHERE revoked_at IS NULL')).toEqual(before);
  });
});

describe('GET /wps/member/info and the avatar', () => {
  it('answers the member with mobile and email masked and the upline named', async () => {
    const token = await client.login('demoplayer', 'player1234');
    const response = await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });
    const info = okEnvelope(MemberInfoSchema).parse(response.json()).value;
    expect(info).toMatchObject({
      account: 'demoplayer',
      username: 'demoplayer',
      nickname: 'Demo Player',
      type: 0,
      toUpline: 'demoagent',
      clubLabel: null,
      memberLabel: [],
      mobileNum: '+84 *****5678',
      email: 'd***r@demobet.example',
      currencySymbol: 'P',
    });
    expect(response.body).not.toContain('912345678');
    expect(Number.isNaN(Date.parse(info.registeredAt))).toBe(false);
  });

  it('gives labels the default colour', async () => {
    const id = await client.createMember({ account: 'labelled1', password: 'secret123' });
    await fx.db.query(`UPDATE members SET labels = '[{"labelName":"VIP"},{"labelName":"Red","color":"#ff0000"}]' WHERE id = $1`, [id]);
    const token = await issueSession(fx.db, id);
    const info = okEnvelope(MemberInfoSchema).parse((await fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } })).json()).value;
    expect(info.memberLabel).toEqual([
      { labelName: 'VIP', color: '#ABABAB' },
      { labelName: 'Red', color: '#ff0000' },
    ]);
    expect(info.toUpline).toBeNull();
  });

  it('answers an avatar that exists, on both paths', async () => {
    const token = await client.login('demoplayer', 'player1234');
    for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      const { iconUrl } = okEnvelope(MemberIconSchema).parse((await fx.call({ method: 'GET', url, headers: { authorization: token } })).json()).value;
      const picture = await fx.call({ method: 'GET', url: iconUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
    expect((await fx.call({ method: 'GET', url: '/media/avatars/99.svg' })).statusCode).toBe(404);
  });

  it.each(['/wps/member/info', '/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar'])('%s needs a session', async (url) => {
    expect(refusalOf(await fx.call({ method: 'GET', url }))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });
});
