import { okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { LoginValueSchema } from '@site/shared/contract/session';

const suite = accountSuite();
// Every password check is a full Argon2id at 19 MiB, on a machine that may be busy.
jest.setTimeout(30_000);

let serial = 0;

/** A fresh member with a number and an email; returns what the tests need to reach it. */
async function member(extra: Record<string, unknown> = {}) {
  serial += 1;
  const account = `pwuser${serial}`;
  const mobileNum = `94${String(serial).padStart(7, '0')}`;
  const email = `pw.user${serial}@example.com`;
  const id = await suite.client.createMember({ account, password: 'old12345', mobileNum, countryDialingCode: '+84', email, ...extra });
  return { id, account, mobileNum, mobile: `+84${mobileNum}`, email };
}

async function passwordHash(id: number): Promise<string> {
  return (await suite.fx.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [id]))[0]!.password_hash;
}

async function liveSessions(id: number): Promise<number> {
  return (await suite.fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL', [id]))[0]!.n;
}

/** Everything a refused password call must leave as it was. */
async function snapshot(id: number) {
  return { hash: await passwordHash(id), sessions: await liveSessions(id), counts: await suite.client.counts() };
}

describe('POST /wps/member/password', () => {
  const change = (token: string, payload: Record<string, unknown>) => suite.client.sealed('POST', '/wps/member/password', payload, { authorization: token });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const m = await member({ mustChangePassword: true });
    const other = await suite.client.login(m.account, 'old12345');
    const login = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' })).json()).value;
    expect(login.passwordExpired).toBe(true);

    const response = await change(login.token, { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' });
    expect(response.json()).toEqual({ success: true, value: null, errorCode: null, message: null });
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: other } }))).toMatchObject({ errorCode: 'SESSION_INVALID' });
    expect((await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: login.token } })).statusCode).toBe(200);

    expect(refusalOf(await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' }))).toMatchObject({
      errorCode: 'LOGIN_FAILED',
    });
    const again = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'new12345' })).json()).value;
    expect(again.passwordExpired).toBe(false);
  });

  it.each([
    ['a missing current password', { newPassword: 'new12345', confirmNewPassword: 'new12345' }, 400, 'VALIDATION', 'oldPassword'],
    ['an empty current password', { oldPassword: '', newPassword: 'new12345', confirmNewPassword: 'new12345' }, 400, 'VALIDATION', 'oldPassword'],
    ['a new password of the wrong type', { oldPassword: 'old12345', newPassword: 12345678, confirmNewPassword: '12345678' }, 400, 'VALIDATION', 'newPassword'],
    ['an over-long new password', { oldPassword: 'old12345', newPassword: `a1${'b'.repeat(127)}`, confirmNewPassword: 'x' }, 400, 'VALIDATION', 'newPassword'],
    ['a new password over 20 characters', { oldPassword: 'old12345', newPassword: `a1${'b'.repeat(19)}`, confirmNewPassword: `a1${'b'.repeat(19)}` }, 400, 'VALIDATION', 'newPassword'],
    ['a script payload', { oldPassword: 'old12345', newPassword: '<script>1</script>', confirmNewPassword: '<script>1</script>' }, 400, 'VALIDATION', 'newPassword'],
    ['a weak new password', { oldPassword: 'old12345', newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }, 400, 'VALIDATION', 'newPassword'],
    ['a confirmation that differs', { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12346' }, 400, 'VALIDATION', 'confirmNewPassword'],
    ['a wrong current password', { oldPassword: 'wrong123', newPassword: 'new12345', confirmNewPassword: 'new12345' }, 400, 'PASSWORD_WRONG', 'oldPassword'],
    ['the same password again', { oldPassword: 'old12345', newPassword: 'old12345', confirmNewPassword: 'old12345' }, 400, 'VALIDATION', 'newPassword'],
  ])('refuses %s and changes nothing', async (_label, payload, status, errorCode, field) => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    await suite.client.login(m.account, 'old12345');
    const before = await snapshot(m.id);
    const response = await change(token, payload);
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('locks the account after 5 wrong current passwords in a row', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    const wrong = { oldPassword: 'wrong123', newPassword: 'new12345', confirmNewPassword: 'new12345' };
    for (let i = 0; i < 4; i += 1) expect(refusalOf(await change(token, wrong))).toMatchObject({ errorCode: 'PASSWORD_WRONG' });
    expect(refusalOf(await change(token, wrong))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    const before = await snapshot(m.id);
    expect(refusalOf(await change(token, { ...wrong, oldPassword: 'old12345' }))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('gives a forced change a session that can only change the password, read member info and sign out', async () => {
    const m = await member({ mustChangePassword: true });
    const login = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' })).json()).value;
    expect(login.passwordChange).toBe('default');
    const as = (token: string) => ({ authorization: token });
    const limited = [
      { method: 'GET', url: '/wps/member/info/icon' },
      { method: 'GET', url: '/wps/v2/wallets/balance' },
      { method: 'POST', url: '/wps/verification/sms', payload: {} },
    ] as const;
    const before = await suite.client.counts();
    for (const call of limited) {
      expect(refusalOf(await suite.fx.call({ ...call, headers: as(login.token) }))).toMatchObject({ status: 403, errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    }
    expect(await suite.client.counts()).toEqual(before);
    expect((await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: as(login.token) })).statusCode).toBe(200);

    // Signing out works while limited.
    const other = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' })).json()).value;
    expect((await suite.fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: as(other.token) })).statusCode).toBe(200);

    // The change lifts the limit on this session.
    expect((await change(login.token, { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' })).statusCode).toBe(200);
    for (const call of limited.slice(0, 2)) expect((await suite.fx.call({ ...call, headers: as(login.token) })).statusCode).toBe(200);
  });

  it('limits the session of an expired password the same way', async () => {
    const m = await member();
    await suite.fx.db.query("UPDATE members SET password_changed_at = now() - interval '91 days' WHERE id = $1", [m.id]);
    const login = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' })).json()).value;
    expect(login.passwordChange).toBe('expired');
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: login.token } }))).toMatchObject({
      status: 403,
      errorCode: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect((await change(login.token, { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' })).statusCode).toBe(200);
    expect((await suite.fx.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: login.token } })).statusCode).toBe(200);
  });

  it('needs a real account and a live session', async () => {
    const payload = { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' };
    const trial = okEnvelope(LoginValueSchema).parse((await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json()).value;
    expect(refusalOf(await change(trial.token, payload))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
    expect(refusalOf(await suite.client.sealed('POST', '/wps/member/password', payload))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    await suite.fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } });
    const before = await snapshot(m.id);
    expect(refusalOf(await change(token, payload))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    expect(await snapshot(m.id)).toEqual(before);
  });
});

describe('forgotten password by email: a single-use link', () => {
  // Links are built from the configured site origins only (the Host header merely picks among them).
  const savedOrigins = process.env.SITE_ORIGINS;
  beforeAll(() => {
    process.env.SITE_ORIGINS = 'http://www.demobet.example,http://play.example.org:8443';
  });
  afterAll(() => {
    if (savedOrigins === undefined) delete process.env.SITE_ORIGINS;
    else process.env.SITE_ORIGINS = savedOrigins;
  });

  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    suite.fx.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'www.demobet.example', ...headers },
    });
  const openLink = (payload: Record<string, unknown>, remoteAddress?: string) =>
    suite.client.sealed('POST', '/wps/member/password/link', payload, {}, remoteAddress);
  const OK = { success: true, value: null, errorCode: null, message: null };

  beforeEach(async () => {
    await suite.client.clearSendQuotas();
    await suite.fx.db.query('DELETE FROM attempt_locks');
  });

  async function mailedLink(recipient: string): Promise<{ url: URL; token: string; subject: string }> {
    const mail = (await suite.fx.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]))[0]!;
    const url = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
    return { url, token: url.searchParams.get('resetToken')!, subject: mail.subject };
  }

  it('mails a link and changes nothing until it is used; the link sets the password once and ends every session', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    const before = await snapshot(m.id);
    expect((await form({ username: m.account.toUpperCase(), email: m.email.toUpperCase() })).json()).toEqual(OK);
    // Nothing changed: same password, the session lives, the old password still works.
    expect(await snapshot(m.id)).toEqual({ ...before, counts: { ...before.counts, outbox: before.counts.outbox + 1 } });
    expect((await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } })).statusCode).toBe(200);

    const link = await mailedLink(m.email);
    expect(link.subject).toBe('Demo Bet: reset your password');
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://www.demobet.example/changePassword');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the token is kept.
    const stored = await suite.fx.db.query<{ token_hash: string; minutes: number }>(
      "SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_reset_links WHERE member_id = $1",
      [m.id],
    );
    expect(stored).toEqual([{ token_hash: expect.not.stringContaining(link.token) as string, minutes: 15 }]);

    expect((await openLink({ token: link.token, newPassword: 'link1234', confirmNewPassword: 'link1234' })).json()).toEqual(OK);
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } }))).toMatchObject({ errorCode: 'SESSION_INVALID' });
    expect(await liveSessions(m.id)).toBe(0);
    const login = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'link1234' })).json()).value;
    expect(login.passwordChange).toBeNull();

    // Used once: the same link again is refused and changes nothing.
    const after = await passwordHash(m.id);
    expect(refusalOf(await openLink({ token: link.token, newPassword: 'again123', confirmNewPassword: 'again123' }))).toEqual({
      status: 400,
      errorCode: 'RESET_LINK_INVALID',
      field: 'token',
      value: null,
    });
    expect(await passwordHash(m.id)).toBe(after);
  });

  it('answers alike for a name and email that do not belong together, and mails nothing', async () => {
    const m = await member();
    const before = await suite.client.counts();
    expect((await form({ username: m.account, email: 'someone.else@example.com' })).json()).toEqual(OK);
    expect((await form({ username: 'nobodyhere', email: m.email })).json()).toEqual(OK);
    expect(await suite.client.counts()).toEqual(before);
    expect(await suite.fx.db.query('SELECT 1 FROM password_reset_links WHERE member_id = $1', [m.id])).toEqual([]);
    // The throttle of the typed address holds for every answer alike.
    expect(refusalOf(await form({ username: 'nobodyhere', email: m.email }))).toMatchObject({ status: 429, errorCode: 'SMS_TOO_FREQUENT' });
  });

  it('refuses an expired link, and a newer link replaces the older one', async () => {
    const m = await member();
    await form({ username: m.account, email: m.email });
    const first = await mailedLink(m.email);
    await suite.client.allowNextSend(m.email);
    await form({ username: m.account, email: m.email });
    const second = await mailedLink(m.email);
    expect(second.token).not.toBe(first.token);
    const hash = await passwordHash(m.id);
    expect(refusalOf(await openLink({ token: first.token, newPassword: 'link1234', confirmNewPassword: 'link1234' }))).toMatchObject({ errorCode: 'RESET_LINK_INVALID' });
    await suite.fx.db.query("UPDATE password_reset_links SET expires_at = now() - interval '1 second' WHERE member_id = $1", [m.id]);
    expect(refusalOf(await openLink({ token: second.token, newPassword: 'link1234', confirmNewPassword: 'link1234' }))).toMatchObject({ errorCode: 'RESET_LINK_INVALID' });
    expect(await passwordHash(m.id)).toBe(hash);
  });

  it('checks the new password before it uses the link', async () => {
    const m = await member();
    await form({ username: m.account, email: m.email });
    const { token } = await mailedLink(m.email);
    const hash = await passwordHash(m.id);
    expect(refusalOf(await openLink({ token, newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }))).toMatchObject({ errorCode: 'VALIDATION', field: 'newPassword' });
    expect(refusalOf(await openLink({ token, newPassword: 'link1234', confirmNewPassword: 'link1235' }))).toMatchObject({ errorCode: 'VALIDATION', field: 'confirmNewPassword' });
    expect(refusalOf(await openLink({ token: 12345, newPassword: 'link1234', confirmNewPassword: 'link1234' }))).toMatchObject({ errorCode: 'VALIDATION', field: 'token' });
    expect(await passwordHash(m.id)).toBe(hash);
    expect((await openLink({ token, newPassword: 'link1234', confirmNewPassword: 'link1234' })).statusCode).toBe(200);
  });

  it('locks out an address after 5 unknown tokens, while another address still works', async () => {
    const m = await member();
    await form({ username: m.account, email: m.email });
    const { token } = await mailedLink(m.email);
    const guess = { newPassword: 'link1234', confirmNewPassword: 'link1234' };
    for (let i = 0; i < 4; i += 1) {
      expect(refusalOf(await openLink({ ...guess, token: `guess-${i}` }, '203.0.113.7'))).toMatchObject({ errorCode: 'RESET_LINK_INVALID' });
    }
    expect(refusalOf(await openLink({ ...guess, token: 'guess-5' }, '203.0.113.7'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(refusalOf(await openLink({ ...guess, token }, '203.0.113.7'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect((await openLink({ ...guess, token }, '203.0.113.8')).statusCode).toBe(200);
  });

  it('uses a link once even when it is sent twice at the same moment', async () => {
    const m = await member();
    await form({ username: m.account, email: m.email });
    const { token } = await mailedLink(m.email);
    const answers = await Promise.all([
      openLink({ token, newPassword: 'first123', confirmNewPassword: 'first123' }),
      openLink({ token, newPassword: 'second12', confirmNewPassword: 'second12' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('takes the link origin from SITE_ORIGINS (the one the request host names, else the first), and refuses a malformed host', async () => {
    const m = await member();
    expect((await form({ username: m.account, email: m.email }, { host: 'play.example.org:8443' })).statusCode).toBe(200);
    expect((await mailedLink(m.email)).url.origin).toBe('http://play.example.org:8443');
    await suite.client.allowNextSend(m.email);
    expect((await form({ username: m.account, email: m.email }, { host: 'login.evil-example.net' })).statusCode).toBe(200);
    expect((await mailedLink(m.email)).url.origin).toBe('http://www.demobet.example');
    await suite.client.allowNextSend(m.email);
    const before = await suite.client.counts();
    expect(refusalOf(await form({ username: m.account, email: m.email }, { host: 'evil.example/x?' }))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'host' });
    expect(await suite.client.counts()).toEqual(before);
  });

  it('accepts JSON too, and mails at most once a second', async () => {
    const m = await member();
    expect((await suite.fx.call({ method: 'POST', url: '/wps/member/password/email', payload: { username: m.account, email: m.email } })).statusCode).toBe(200);
    const before = await snapshot(m.id);
    expect(refusalOf(await form({ username: m.account, email: m.email }))).toMatchObject({ status: 429, errorCode: 'SMS_TOO_FREQUENT' });
    expect(await snapshot(m.id)).toEqual(before);
  });

  it.each([
    ['a missing email', { username: 'pwuserX' }, 400, 'VALIDATION', 'email'],
    ['an over-long username', { username: 'a'.repeat(65), email: 'a@b.example' }, 400, 'VALIDATION', 'username'],
    ['an over-long email', { username: 'demoplayer', email: `${'a'.repeat(250)}@b.example` }, 400, 'VALIDATION', 'email'],
    ['a script payload', { username: '<script>alert(1)</script>', email: 'a@b.example' }, 400, 'VALIDATION', 'username'],
  ])('refuses %s and sends nothing', async (_label, fields, status, errorCode, field) => {
    const before = await suite.client.counts();
    const hash = await suite.fx.db.query("SELECT password_hash FROM members WHERE account = 'demoplayer'");
    const response = await form(fields);
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await suite.client.counts()).toEqual(before);
    expect(await suite.fx.db.query("SELECT password_hash FROM members WHERE account = 'demoplayer'")).toEqual(hash);
  });

  it('refuses a JSON value of the wrong type', async () => {
    const response = await suite.fx.call({ method: 'POST', url: '/wps/member/password/email', payload: { username: ['demoplayer'], email: 'demoplayer@demobet.example' } });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'username' });
  });
});

describe('forgotten password by phone', () => {
  const sendReset = async (payload: Record<string, unknown>) =>
    suite.fx.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { ...(await suite.client.captchaFields()), ...payload } });
  const reset = async (payload: Record<string, unknown>) =>
    suite.client.sealed('POST', '/wps/member/password/verification', { ...(await suite.client.captchaFields()), ...payload });

  beforeEach(async () => {
    await suite.client.clearSendQuotas();
    await suite.fx.db.query('DELETE FROM attempt_locks');
  });

  async function codeFor(m: { mobileNum: string; mobile: string }): Promise<string> {
    await suite.client.allowNextSend(m.mobile);
    expect((await sendReset({ countryDialingCode: '+84', mobileNo: m.mobileNum })).statusCode).toBe(200);
    return suite.client.latestCode(m.mobile);
  }

  it('sends a code to a registered number and sets the new password with it', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    const code = await codeFor(m);
    const response = await reset({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123' });
    expect(response.json()).toEqual({ success: true, value: null, errorCode: null, message: null });
    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } }))).toMatchObject({ errorCode: 'SESSION_INVALID' });
    expect(await suite.client.login(m.account, 'reset123')).toBeTruthy();
    // The code is used up.
    expect(refusalOf(await reset({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'again123' }))).toMatchObject({
      errorCode: 'CODE_INVALID',
    });
  });

  it('sending: answers a number nobody registered like a registered one, and sends nothing', async () => {
    const before = await suite.client.counts();
    const response = await sendReset({ countryDialingCode: '+84', mobileNo: '949999990' });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, errorCode: null, message: null });
    expect(await suite.client.counts()).toEqual(before);
  });

  it.each([
    ['a missing number', { countryDialingCode: '+84' }, 400, 'VALIDATION', 'mobileNo'],
    ['a number of the wrong type', { countryDialingCode: '+84', mobileNo: 940000001 }, 400, 'VALIDATION', 'mobileNo'],
    ['an over-long number', { countryDialingCode: '+84', mobileNo: '9'.repeat(21) }, 400, 'VALIDATION', 'mobileNo'],
    ['a script payload', { countryDialingCode: '+84', mobileNo: '<script>alert(1)</script>' }, 400, 'VALIDATION', 'mobileNo'],
    ['a missing captcha', { countryDialingCode: '+84', mobileNo: '940000001', captcha: undefined }, 400, 'VALIDATION', 'captcha'],
    ['a wrong captcha', { countryDialingCode: '+84', mobileNo: '940000001', captcha: 'zzzz' }, 400, 'CAPTCHA_INVALID', 'captcha'],
  ])('sending: refuses %s and sends nothing', async (_label, payload, status, errorCode, field) => {
    const before = await suite.client.counts();
    const response = await sendReset(payload);
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await suite.client.counts()).toEqual(before);
  });

  it('sending: at most one code a second', async () => {
    const m = await member();
    await codeFor(m);
    const before = await suite.client.counts();
    expect(refusalOf(await sendReset({ countryDialingCode: '+84', mobileNo: m.mobileNum }))).toMatchObject({ status: 429, errorCode: 'SMS_TOO_FREQUENT' });
    expect(await suite.client.counts()).toEqual(before);
  });

  const resetRefusals: [string, (code: string, m: { mobileNum: string }) => Record<string, unknown>, number, string, string | undefined][] = [
    ['a wrong code', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'reset123' }), 400, 'CODE_INVALID', 'verificationCode'],
    ['a missing code', (_code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', newPassword: 'reset123' }), 400, 'VALIDATION', 'verificationCode'],
    ['a weak password', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'abcdefgh' }), 400, 'VALIDATION', 'newPassword'],
    ['a password of the wrong type', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 12345678 }), 400, 'VALIDATION', 'newPassword'],
    ['an over-long password', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'a1'.repeat(65) }), 400, 'VALIDATION', 'newPassword'],
    ['a script payload', (_code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: '<script>', newPassword: 'reset123' }), 400, 'CODE_INVALID', 'verificationCode'],
    ['another number (answered like a wrong code)', (code) => ({ mobileNum: '949999992', countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123' }), 400, 'CODE_INVALID', 'verificationCode'],
    ['a missing captcha', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123', captcha: undefined }), 400, 'VALIDATION', 'captcha'],
    ['a wrong captcha', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123', captcha: 'zzzz' }), 400, 'CAPTCHA_INVALID', 'captcha'],
  ];

  it.each(resetRefusals)('resetting: refuses %s and changes nothing', async (_label, payload, status, errorCode, field) => {
    const m = await member();
    await suite.client.login(m.account, 'old12345');
    const code = await codeFor(m);
    const before = await snapshot(m.id);
    const response = await reset(payload(code, m));
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('resetting: refuses an expired code', async () => {
    const m = await member();
    const code = await codeFor(m);
    await suite.fx.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE recipient = $1", [m.mobile]);
    const before = await snapshot(m.id);
    expect(refusalOf(await reset({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123' }))).toMatchObject({
      status: 400,
      errorCode: 'CODE_EXPIRED',
      field: 'verificationCode',
    });
    expect(await snapshot(m.id)).toEqual(before);
  });

  it('resetting: only the newest code counts', async () => {
    const m = await member();
    const older = await codeFor(m);
    const newer = await codeFor(m);
    const payload = { mobileNum: m.mobileNum, countryDialingCode: '+84', newPassword: 'reset123' };
    if (older !== newer) expect(refusalOf(await reset({ ...payload, verificationCode: older }))).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect((await reset({ ...payload, verificationCode: newer })).statusCode).toBe(200);
  });

  it('resetting: wrong captchas do not count towards the lock', async () => {
    const m = await member();
    const code = await codeFor(m);
    const payload = { mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123' };
    for (let i = 0; i < 6; i += 1) expect(refusalOf(await reset({ ...payload, captcha: 'zzzz' }))).toMatchObject({ errorCode: 'CAPTCHA_INVALID' });
    expect((await reset(payload)).statusCode).toBe(200);
  });

  it('resetting: locks the number after 5 wrong codes in a row', async () => {
    const m = await member();
    const code = await codeFor(m);
    const wrong = { mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'reset123' };
    for (let i = 0; i < 4; i += 1) expect(refusalOf(await reset(wrong))).toMatchObject({ errorCode: 'CODE_INVALID' });
    expect(refusalOf(await reset(wrong))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    const before = await snapshot(m.id);
    expect(refusalOf(await reset({ ...wrong, verificationCode: code }))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await snapshot(m.id)).toEqual(before);
  });
});

describe('POST /wps/verification/sms (the member’s own number)', () => {
  const send = (token?: string) =>
    suite.fx.call({ method: 'POST', url: '/wps/verification/sms', payload: {}, headers: token ? { authorization: token } : {} });

  it('sends a code to the signed-in member’s number, once a second', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    const before = await suite.client.counts();
    expect((await send(token)).json()).toEqual({ success: true, value: { expiredMinutes: 5 }, errorCode: null, message: null });
    expect((await suite.client.counts()).outbox).toBe(before.outbox + 1);
    expect(await suite.client.latestCode(m.mobile)).toMatch(/^\d{6}$/);
    const after = await suite.client.counts();
    expect(refusalOf(await send(token))).toMatchObject({ status: 429, errorCode: 'SMS_TOO_FREQUENT' });
    expect(await suite.client.counts()).toEqual(after);
  });

  it('refuses without a number, for a trial account, and without a session', async () => {
    const before = await suite.client.counts();
    const noNumber = await suite.client.createMember({ account: 'nonumber1', password: 'old12345' });
    expect(noNumber).toBeGreaterThan(0);
    const counts = await suite.client.counts();
    const token = await suite.client.login('nonumber1', 'old12345');
    expect(refusalOf(await send(token))).toMatchObject({ status: 404, errorCode: 'MOBILE_NOT_FOUND' });
    const trial = okEnvelope(LoginValueSchema).parse((await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json()).value;
    expect(refusalOf(await send(trial.token))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
    expect(refusalOf(await send())).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    const wrongBody = await suite.fx.call({ method: 'POST', url: '/wps/verification/sms', payload: '"<script>"', headers: { authorization: token, 'content-type': 'application/json' } });
    expect(refusalOf(wrongBody)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'body' });
    const now = await suite.client.counts();
    expect({ outbox: now.outbox, codes: now.verification_codes }).toEqual({ outbox: counts.outbox, codes: counts.verification_codes });
    expect(before.outbox).toBe(counts.outbox);
  });
});
