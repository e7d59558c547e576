import { buildPlatformApp } from '../app';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { CaptchaAnswerSchema, LoginValueSchema, MemberInfoSchema, OpsMemberCreatedSchema, OutboxEntrySchema } from '@site/shared/contract/session';
import { DEMO_PLAYER } from './accounts-seed';

const suite = accountSuite({ testHooks: true });

const DEMO_MOBILE = DEMO_PLAYER.dialingCode + DEMO_PLAYER.mobileNum;

async function sendLoginCode(): Promise<void> {
  await suite.client.allowNextSend(DEMO_MOBILE);
  const payload = { mobileNum: DEMO_PLAYER.mobileNum, countryDialingCode: '+84', ...(await suite.client.captchaFields()) };
  const response = await suite.fx.call({ method: 'POST', url: '/wps/session/login/code', payload });
  expect(response.statusCode).toBe(200);
}

describe('GET /ops/outbox', () => {
  it('lists kept messages newest first, by recipient, limited', async () => {
    await sendLoginCode();
    await sendLoginCode();
    await suite.fx.db.query("INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', 'someone@example.com', 'Hi', 'Hello')");

    const all = okEnvelope(OutboxEntrySchema.array()).parse((await suite.fx.call({ method: 'GET', url: '/ops/outbox', operator: true })).json()).value;
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ channel: 'email', to: 'someone@example.com', subject: 'Hi' });

    const url = `/ops/outbox?${new URLSearchParams({ to: DEMO_MOBILE, limit: '1' }).toString()}`;
    const latest = okEnvelope(OutboxEntrySchema.array()).parse((await suite.fx.call({ method: 'GET', url, operator: true })).json()).value;
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ channel: 'sms', to: DEMO_MOBILE, subject: null });
    expect(latest[0]!.body).toMatch(/\b\d{6}\b/);
    expect(latest[0]!.body).toContain('Demo Bet');
  });

  it('deletes messages with a code or link once they are 15 minutes old, and keeps the others', async () => {
    await sendLoginCode();
    await suite.fx.db.query("INSERT INTO outbox (channel, recipient, subject, body) VALUES ('sms', '+84900000077', NULL, 'A notice without secrets')");
    const list = async () =>
      okEnvelope(OutboxEntrySchema.array()).parse((await suite.fx.call({ method: 'GET', url: '/ops/outbox?limit=200', operator: true })).json()).value;
    const secretIds = (await list()).filter((m) => m.carriesSecret).map((m) => m.id);
    expect(secretIds.length).toBeGreaterThan(0);
    const kept = (await list()).filter((m) => !m.carriesSecret).map((m) => m.id);

    // 14 minutes: still there.
    await suite.fx.db.query("UPDATE outbox SET created_at = now() - interval '14 minutes'");
    expect((await list()).map((m) => m.id)).toEqual(expect.arrayContaining(secretIds));
    // 16 minutes: gone, from the table too, while the notices stay.
    await suite.fx.db.query("UPDATE outbox SET created_at = now() - interval '16 minutes'");
    expect((await list()).map((m) => m.id).sort()).toEqual([...kept].sort());
    expect(await suite.fx.db.query('SELECT 1 FROM outbox WHERE carries_secret')).toEqual([]);

    // A new send purges too (without anyone reading the outbox).
    await sendLoginCode();
    await suite.fx.db.query("UPDATE outbox SET created_at = now() - interval '16 minutes'");
    await sendLoginCode();
    expect(await suite.fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE carries_secret')).toEqual([{ n: 1 }]);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit'],
    ['limit 201', '?limit=201', 'limit'],
    ['a limit that is not a number', '?limit=ten', 'limit'],
    ['an over-long recipient', `?to=${'1'.repeat(255)}`, 'to'],
  ])('refuses %s', async (_label, query, field) => {
    const response = await suite.fx.call({ method: 'GET', url: `/ops/outbox${query}`, operator: true });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
  });

  it('needs the operator token', async () => {
    const response = await suite.fx.call({ method: 'GET', url: '/ops/outbox' });
    expect(refusalOf(response)).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    const session = await suite.client.login('demoplayer', 'player1234');
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/ops/outbox', headers: { authorization: session } })).status).toBe(401);
  });
});

describe('POST /ops/members', () => {
  it('creates an agent with an invitation code and a player under it with a default password', async () => {
    const before = await suite.client.counts();
    const agent = await suite.fx.call({
      method: 'POST',
      url: '/ops/members',
      operator: true,
      payload: { account: 'opsagent1', password: 'agent5678', type: 2, affiliateCode: 'OPSAGENT1', nickname: 'Ops Agent' },
    });
    expect(okEnvelope(OpsMemberCreatedSchema).parse(agent.json()).value).toMatchObject({ account: 'opsagent1', type: 2 });

    const player = await suite.fx.call({
      method: 'POST',
      url: '/ops/members',
      operator: true,
      payload: {
        account: 'opsplayer1',
        password: '123456',
        upline: 'OPSAGENT1',
        mobileNum: '0933000111',
        countryDialingCode: '+84',
        email: 'ops.player@example.com',
        mustChangePassword: true,
      },
    });
    const created = okEnvelope(OpsMemberCreatedSchema).parse(player.json()).value;
    expect(created).toMatchObject({ account: 'opsplayer1', type: 0 });
    expect(await suite.client.counts()).toMatchObject({ members: before.members + 2, affiliate_codes: before.affiliate_codes + 1 });
    // The password is stored as a hash only.
    const stored = await suite.fx.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [created.id]);
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored[0]!.password_hash).not.toContain('123456');

    const login = await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: 'opsplayer1', password: '123456' });
    const value = okEnvelope(LoginValueSchema).parse(login.json()).value;
    expect(value.passwordExpired).toBe(true);
    const info = okEnvelope(MemberInfoSchema).parse((await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } })).json()).value;
    expect(info).toMatchObject({ toUpline: 'opsagent1', mobileNum: '+84 *****0111' });

    const affiliate = await suite.fx.call({ method: 'GET', url: '/wps/agent/affiliate?code=opsagent1' });
    expect(affiliate.json()).toMatchObject({ success: true, value: { code: 'OPSAGENT1', agentAccount: 'opsagent1' } });
  });

  it.each([
    ['a missing password', { account: 'opsnew1' }, 400, 'VALIDATION', 'password'],
    ['a type of the wrong kind', { account: 'opsnew2', password: 'x', type: '1' }, 400, 'VALIDATION', 'type'],
    ['a trial type', { account: 'opsnew3', password: 'x', type: 4 }, 400, 'VALIDATION', 'type'],
    ['an over-long account', { account: 'a'.repeat(33), password: 'x' }, 400, 'VALIDATION', 'account'],
    ['a script payload', { account: '<script>alert(1)</script>', password: 'x' }, 400, 'VALIDATION', 'account'],
    ['a script nickname', { account: 'opsnew4', password: 'x', nickname: '<script>alert(1)</script>' }, 400, 'VALIDATION', 'nickname'],
    ['an unknown key', { account: 'opsnew5', password: 'x', admin: true }, 400, 'VALIDATION', 'admin'],
    ['half a number', { account: 'opsnew6', password: 'x', mobileNum: '933000222' }, 400, 'VALIDATION', 'countryDialingCode'],
    ['an upline that is not an agent', { account: 'opsnew7', password: 'x', upline: 'demoplayer' }, 400, 'VALIDATION', 'upline'],
    ['an invitation code for a player', { account: 'opsnew8', password: 'x', affiliateCode: 'PLAYER01' }, 400, 'VALIDATION', 'affiliateCode'],
    ['an invitation code in use', { account: 'opsnew9', password: 'x', type: 1, affiliateCode: 'demoagent' }, 400, 'VALIDATION', 'affiliateCode'],
    ['a name in use (any case)', { account: 'DemoPlayer', password: 'x' }, 409, 'ACCOUNT_EXISTS', 'account'],
    ['a number in use', { account: 'opsnew10', password: 'x', mobileNum: DEMO_PLAYER.mobileNum, countryDialingCode: '+84' }, 409, 'MOBILE_EXISTS', 'mobileNum'],
  ])('refuses %s and creates nothing', async (_label, payload, status, errorCode, field) => {
    const before = await suite.client.counts();
    const response = await suite.fx.call({ method: 'POST', url: '/ops/members', operator: true, payload });
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await suite.client.counts()).toEqual(before);
  });

  it('needs the operator token before it looks at the body', async () => {
    const before = await suite.client.counts();
    expect(refusalOf(await suite.fx.call({ method: 'POST', url: '/ops/members', payload: { account: 'sneaky1', password: 'x' } }))).toMatchObject({
      status: 401,
      errorCode: 'UNAUTHORIZED',
    });
    expect(await suite.client.counts()).toEqual(before);
  });
});

describe('GET /ops/captcha/<key> (PLATFORM_TEST_HOOKS=1)', () => {
  it('answers the live captcha of a key, for the operator only', async () => {
    const key = 'e2e-captcha-key-0001';
    await suite.fx.call({ method: 'GET', url: `/wps/captcha?key=${key}` });
    const response = await suite.fx.call({ method: 'GET', url: `/ops/captcha/${key}`, operator: true });
    const { answer } = okEnvelope(CaptchaAnswerSchema).parse(response.json()).value;
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: `/ops/captcha/${key}` }))).toMatchObject({ status: 401 });
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/ops/captcha/no-such-key-01', operator: true }))).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    const bad = await suite.fx.call({ method: 'GET', url: `/ops/captcha/${encodeURIComponent('<script>x</script>')}`, operator: true });
    expect(refusalOf(bad)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'key' });
  });

  it('does not exist without the setting', async () => {
    const plain = await buildPlatformApp({ db: suite.fx.db, operatorToken: TEST_OPERATOR_TOKEN, testHooks: false });
    try {
      const response = await plain.inject({ method: 'GET', url: '/ops/captcha/e2e-captcha-key-0001', headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(response.json()).errorCode).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});
