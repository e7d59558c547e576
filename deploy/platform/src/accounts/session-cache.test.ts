import Fastify, { type FastifyInstance } from 'fastify';
import { platformErrorHandler } from '../http/error-handler';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { accountOf, sessionGuard } from './session-auth';
import { SESSION_CACHE, SessionCache, sessionCache } from './session-cache';
import { hashToken, type SessionLookup } from './sessions';

function lookup(overrides: Partial<SessionLookup> = {}): SessionLookup {
  return {
    sessionId: '1',
    memberId: 7,
    account: 'player7',
    type: 0,
    memberStatus: 'ACTIVE',
    state: 'active',
    revokeReason: null,
    touchDue: false,
    passwordChangeRequired: false,
    expiresInMs: 60 * 60 * 1000,
    ...overrides,
  };
}

describe('SessionCache', () => {
  let clock = 1_000_000;
  const cache = () => new SessionCache(3, 5_000, () => clock);

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('keeps an active session for the TTL, then reads it again', () => {
    const c = cache();
    c.remember('h1', lookup(), 60_000);
    clock += 4_999;
    expect(c.get('h1')).toEqual(lookup());
    clock += 1;
    expect(c.get('h1')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    const c = cache();
    c.remember('h1', lookup(), 1_200);
    clock += 1_199;
    expect(c.get('h1')).toBeDefined();
    clock += 1;
    expect(c.get('h1')).toBeUndefined();
    c.remember('h2', lookup({ sessionId: '2' }), 0);
    expect(c.get('h2')).toBeUndefined();
  });

  it('keeps only active sessions of active accounts', () => {
    const c = cache();
    c.remember('revoked', lookup({ state: 'revoked' }), 60_000);
    c.remember('expired', lookup({ state: 'expired' }), 60_000);
    c.remember('frozen', lookup({ memberStatus: 'FROZEN' }), 60_000);
    expect(c.size).toBe(0);
  });

  it('holds at most its size, dropping the least recently used', () => {
    const c = cache();
    for (const h of ['a', 'b', 'c']) c.remember(h, lookup({ sessionId: h }), 60_000);
    expect(c.get('a')).toBeDefined();
    c.remember('d', lookup({ sessionId: 'd' }), 60_000);
    expect(c.size).toBe(3);
    expect(c.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((h) => c.get(h)?.sessionId)).toEqual(['a', 'c', 'd']);
  });

  it('forgets a session at once and does not keep it again for one TTL (a read racing with the revocation)', () => {
    const c = cache();
    c.remember('h1', lookup({ sessionId: '1' }), 60_000);
    c.remember('h2', lookup({ sessionId: '2' }), 60_000);
    c.forgetSession('1');
    expect(c.get('h1')).toBeUndefined();
    expect(c.get('h2')).toBeDefined();
    c.remember('h1', lookup({ sessionId: '1' }), 60_000);
    expect(c.get('h1')).toBeUndefined();
    clock += 5_000;
    c.remember('h1', lookup({ sessionId: '1' }), 60_000);
    expect(c.get('h1')).toBeDefined();
  });

  it("forgets every session of a member at once, and only that member's", () => {
    const c = cache();
    c.remember('h1', lookup({ sessionId: '1', memberId: 7 }), 60_000);
    c.remember('h2', lookup({ sessionId: '2', memberId: 7 }), 60_000);
    c.remember('h3', lookup({ sessionId: '3', memberId: 8 }), 60_000);
    c.forgetMember('7');
    expect([c.get('h1'), c.get('h2')]).toEqual([undefined, undefined]);
    expect(c.get('h3')).toBeDefined();
    c.remember('h1', lookup({ sessionId: '1', memberId: 7 }), 60_000);
    expect(c.get('h1')).toBeUndefined();
  });

  it('remembers that the sliding expiry was moved', () => {
    const c = cache();
    c.remember('h1', lookup({ touchDue: true }), 60_000);
    c.touched('h1');
    expect(c.get('h1')?.touchDue).toBe(false);
  });
});

describe('sessionGuard with the session cache', () => {
  const suite = accountSuite();
  // Password checks are a full Argon2id each, on a machine that may be busy.
  jest.setTimeout(30_000);
  let app: FastifyInstance;
  let serial = 0;

  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler(platformErrorHandler);
    app.get('/cached', { onRequest: sessionGuard(suite.fx.db, 'any', { cached: true }) }, async (request) => ({ success: true, value: accountOf(request) }));
    app.get('/fresh', { onRequest: sessionGuard(suite.fx.db, 'any') }, async (request) => ({ success: true, value: accountOf(request) }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } });

  async function newMember(): Promise<{ id: number; account: string; token: string }> {
    serial += 1;
    const account = `scuser${serial}`;
    const id = await suite.client.createMember({ account, password: 'old12345', mobileNum: `95${String(serial).padStart(7, '0')}`, countryDialingCode: '+84' });
    return { id, account, token: await suite.client.login(account, 'old12345') };
  }

  async function revokeInDatabase(memberId: number): Promise<void> {
    await suite.fx.db.query("UPDATE sessions SET revoked_at = now(), revoke_reason = 'OPERATOR' WHERE member_id = $1", [memberId]);
  }

  it('admits from the cache for at most the TTL a session revoked by another process; uncached routes refuse at once', async () => {
    const m = await newMember();
    expect((await get('/cached', m.token)).statusCode).toBe(200);
    await revokeInDatabase(m.id);
    expect(refusalOf(await get('/fresh', m.token))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    expect((await get('/cached', m.token)).statusCode).toBe(200);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE.ttlMs);
    expect(refusalOf(await get('/cached', m.token))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });

  it('refuses at once a session signed out in this process', async () => {
    const m = await newMember();
    expect((await get('/cached', m.token)).statusCode).toBe(200);
    const logout = await suite.fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: m.token } });
    expect(logout.statusCode).toBe(200);
    expect(refusalOf(await get('/cached', m.token))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });

  it("refuses at once the member's other sessions after a password change in this process, and keeps the changing one", async () => {
    const m = await newMember();
    const other = await suite.client.login(m.account, 'old12345');
    expect((await get('/cached', other)).statusCode).toBe(200);
    expect((await get('/cached', m.token)).statusCode).toBe(200);
    const change = await suite.client.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { authorization: m.token },
    );
    expect(change.statusCode).toBe(200);
    expect(refusalOf(await get('/cached', other))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    expect((await get('/cached', m.token)).statusCode).toBe(200);
  });

  it('lifts the password-change limit of a cached session at once', async () => {
    serial += 1;
    const account = `scuser${serial}`;
    await suite.client.createMember({ account, password: 'old12345', mustChangePassword: true });
    const token = await suite.client.login(account, 'old12345');
    expect(refusalOf(await get('/cached', token))).toMatchObject({ status: 403, errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    const change = await suite.client.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' },
      { authorization: token },
    );
    expect(change.statusCode).toBe(200);
    expect((await get('/cached', token)).statusCode).toBe(200);
  });

  it('never admits an expired session from the cache', async () => {
    const m = await newMember();
    await suite.fx.db.query("UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE member_id = $1", [m.id]);
    expect(refusalOf(await get('/cached', m.token))).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
    expect(refusalOf(await get('/cached', m.token))).toMatchObject({ status: 401, errorCode: 'SESSION_EXPIRED' });
  });

  it('keeps a session under the hash of its token, never the raw token', async () => {
    const m = await newMember();
    sessionCache.clear();
    await get('/cached', m.token);
    expect(sessionCache.size).toBe(1);
    expect(sessionCache.get(hashToken(m.token))?.memberId).toBe(m.id);
    expect(sessionCache.get(m.token)).toBeUndefined();
  });
});
