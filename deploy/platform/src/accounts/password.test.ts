import { okEnvelope } from '../schemas/contract-schemas';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { LoginValueSchema } from './account-schemas';

const suite = accountSuite();

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

describe('POST /wps/member/password/email', () => {
  const form = (fields: Record<string, string>) =>
    suite.fx.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('mails a temporary password that must be changed at the next login', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'old12345');
    const before = await suite.client.counts();
    const response = await form({ username: m.account.toUpperCase(), email: m.email.toUpperCase() });
    expect(response.json()).toEqual({ success: true, value: null, errorCode: null, message: null });
    expect((await suite.client.counts()).outbox).toBe(before.outbox + 1);
    const mail = (await suite.fx.db.query<{ channel: string; recipient: string; subject: string; body: string }>('SELECT * FROM outbox ORDER BY id DESC LIMIT 1'))[0]!;
    expect(mail).toMatchObject({ channel: 'email', recipient: m.email, subject: 'Demo Bet: your temporary password' });
    const temporary = /temporary password is: (\S+)/.exec(mail.body)![1]!;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{10}$/);

    expect(refusalOf(await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } }))).toMatchObject({ errorCode: 'SESSION_INVALID' });
    expect(refusalOf(await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: 'old12345' }))).toMatchObject({
      errorCode: 'LOGIN_FAILED',
    });
    const login = okEnvelope(LoginValueSchema).parse((await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password: temporary })).json()).value;
    expect(login.passwordExpired).toBe(true);
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
    ['an email that is not the member’s', { username: 'demoplayer', email: 'someone.else@example.com' }, 404, 'USER_NOT_FOUND', undefined],
    ['an unknown username', { username: 'nobodyhere', email: 'demoplayer@demobet.example' }, 404, 'USER_NOT_FOUND', undefined],
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
  const sendReset = (payload: Record<string, unknown>) => suite.fx.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload });
  const reset = (payload: Record<string, unknown>) => suite.client.sealed('POST', '/wps/member/password/verification', payload);

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

  it.each([
    ['a number nobody registered', { countryDialingCode: '+84', mobileNo: '949999990' }, 404, 'MOBILE_NOT_FOUND', 'mobileNo'],
    ['a missing number', { countryDialingCode: '+84' }, 400, 'VALIDATION', 'mobileNo'],
    ['a number of the wrong type', { countryDialingCode: '+84', mobileNo: 940000001 }, 400, 'VALIDATION', 'mobileNo'],
    ['an over-long number', { countryDialingCode: '+84', mobileNo: '9'.repeat(21) }, 400, 'VALIDATION', 'mobileNo'],
    ['a script payload', { countryDialingCode: '+84', mobileNo: '<script>alert(1)</script>' }, 400, 'VALIDATION', 'mobileNo'],
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
    ['a script payload', (code, m) => ({ mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode: '<script>', newPassword: 'reset123' }), 400, 'CODE_INVALID', 'verificationCode'],
    ['another number', (code) => ({ mobileNum: '949999992', countryDialingCode: '+84', verificationCode: code, newPassword: 'reset123' }), 404, 'MOBILE_NOT_FOUND', 'mobileNum'],
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
