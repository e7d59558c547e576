import { okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { LoginValueSchema } from '@site/shared/contract/session';
import { MAX_FAILURES_IN_A_ROW, SENDS_PER_ADDRESS_PER_HOUR, SENDS_PER_SITE_PER_HOUR } from './limits';
import * as passwords from './passwords';

// Every password comparison goes through this wrapper, so a test can count them.
jest.mock('./passwords', () => {
  const actual = jest.requireActual<typeof passwords>('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPassword = passwords.verifyPassword as jest.MockedFunction<typeof passwords.verifyPassword>;

const suite = accountSuite();
// Password checks are full Argon2id runs at 19 MiB.
jest.setTimeout(60_000);

const PARALLEL_GUESSES = 40;
let serial = 0;

beforeEach(async () => {
  serial += 1;
  verifyPassword.mockClear();
  await suite.client.clearSendQuotas();
});

/** A fresh member with a number; every test gets its own name, number and address. */
async function member() {
  const account = `lockuser${serial}`;
  const mobileNum = `95${String(serial).padStart(7, '0')}`;
  await suite.client.createMember({ account, password: 'right123', mobileNum, countryDialingCode: '+84' });
  return { account, mobileNum, mobile: `+84${mobileNum}`, ip: `10.9.${serial}.1` };
}

/** `n` rightly answered captchas, fetched before a burst so the burst itself is only guesses. */
async function captchas(n: number) {
  const all = [];
  for (let i = 0; i < n; i += 1) all.push(await suite.client.captchaFields());
  return all;
}

/** 40 different codes, none of them `right`. */
function wrongCodes(right: string): string[] {
  const codes: string[] = [];
  for (let i = 0; codes.length < PARALLEL_GUESSES; i += 1) {
    const code = String(100000 + i * 7919);
    if (code !== right) codes.push(code);
  }
  return codes;
}

/** How many times the codes of `recipient` were compared (each comparison is counted on its code first). */
async function codeComparisons(recipient: string): Promise<number> {
  const rows = await suite.fx.db.query<{ n: number }>('SELECT COALESCE(sum(attempts), 0)::int AS n FROM verification_codes WHERE recipient = $1', [recipient]);
  return rows[0]!.n;
}

async function endLock(subject: string): Promise<void> {
  await suite.fx.db.query("UPDATE attempt_locks SET locked_until = now() - interval '1 second' WHERE subject = $1", [subject]);
}

async function sendCode(url: string, payload: Record<string, unknown>, ip: string) {
  const response = await suite.fx.call({ method: 'POST', url, payload: { ...payload, ...(await suite.client.captchaFields()) }, remoteAddress: ip });
  expect(response.statusCode).toBe(200);
}

describe('parallel guessing gets no more tries than guessing one by one', () => {
  it('phone reset codes: 40 parallel wrong codes are compared at most 5 times; then even the right code waits for the lock to end', async () => {
    const m = await member();
    const reset = (verificationCode: string, captcha: { captcha: string; captchaKey: string }) =>
      suite.client.sealed(
        'POST',
        '/wps/member/password/verification',
        { mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode, newPassword: 'taken123', ...captcha },
        {},
        m.ip,
      );
    await sendCode('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNo: m.mobileNum }, m.ip);
    const code = await suite.client.latestCode(m.mobile);
    const keys = await captchas(PARALLEL_GUESSES + 1);

    const answers = await Promise.all(wrongCodes(code).map((guess, i) => reset(guess, keys[i]!)));
    const errors = answers.map((answer) => refusalOf(answer).errorCode);
    expect(errors.every((error) => error === 'CODE_INVALID' || error === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(errors.filter((error) => error === 'CODE_INVALID').length).toBeLessThan(MAX_FAILURES_IN_A_ROW);
    expect(await codeComparisons(m.mobile)).toBeLessThanOrEqual(MAX_FAILURES_IN_A_ROW);

    expect(refusalOf(await reset(code, keys[PARALLEL_GUESSES]!))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await suite.client.login(m.account, 'right123')).toBeTruthy();

    // The lock ends; the guessed-at code stays dead (3 tries), a new one works.
    await endLock(`mobile:${m.mobile}|${m.ip}`);
    expect(refusalOf(await reset(code, (await captchas(1))[0]!))).toMatchObject({ errorCode: 'CODE_INVALID' });
    await suite.client.allowNextSend(m.mobile);
    await sendCode('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNo: m.mobileNum }, m.ip);
    expect((await reset(await suite.client.latestCode(m.mobile), (await captchas(1))[0]!)).statusCode).toBe(200);
  });

  it('login codes: 40 parallel wrong codes are compared at most 5 times; then even the right code waits for the lock to end', async () => {
    const m = await member();
    const smsLogin = (password: string, captcha: { captcha: string; captchaKey: string }) =>
      suite.client.sealed('POST', '/wps/session/login', { type: 'sms', username: m.mobileNum, password, countryDialingCode: '+84', ...captcha }, {}, m.ip);
    await sendCode('/wps/session/login/code', { countryDialingCode: '+84', mobileNum: m.mobileNum }, m.ip);
    const code = await suite.client.latestCode(m.mobile);
    const keys = await captchas(PARALLEL_GUESSES + 1);
    const sessions = (await suite.client.counts()).sessions;

    const answers = await Promise.all(wrongCodes(code).map((guess, i) => smsLogin(guess, keys[i]!)));
    const errors = answers.map((answer) => refusalOf(answer).errorCode);
    expect(errors.every((error) => error === 'CODE_INVALID' || error === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(await codeComparisons(m.mobile)).toBeLessThanOrEqual(MAX_FAILURES_IN_A_ROW);

    expect(refusalOf(await smsLogin(code, keys[PARALLEL_GUESSES]!))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect((await suite.client.counts()).sessions).toBe(sessions);

    await endLock(`mobile:${m.mobile}|${m.ip}`);
    await suite.client.allowNextSend(m.mobile);
    await sendCode('/wps/session/login/code', { countryDialingCode: '+84', mobileNum: m.mobileNum }, m.ip);
    expect((await smsLogin(await suite.client.latestCode(m.mobile), (await captchas(1))[0]!)).statusCode).toBe(200);
  });

  it('passwords: 40 parallel wrong passwords are compared at most 5 times; then even the right one waits for the lock to end', async () => {
    const m = await member();
    const login = (password: string, captcha: { captcha: string; captchaKey: string }) =>
      suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password, ...captcha }, {}, m.ip);
    const keys = await captchas(PARALLEL_GUESSES + 1);

    const answers = await Promise.all(keys.slice(0, PARALLEL_GUESSES).map((captcha, i) => login(`wrong${i}x`, captcha)));
    const errors = answers.map((answer) => refusalOf(answer).errorCode);
    expect(errors.every((error) => error === 'LOGIN_FAILED' || error === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(verifyPassword.mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES_IN_A_ROW);
    expect(verifyPassword.mock.calls.length).toBeGreaterThan(0);

    verifyPassword.mockClear();
    expect(refusalOf(await login('right123', keys[PARALLEL_GUESSES]!))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(verifyPassword).not.toHaveBeenCalled();

    await endLock(`account:${m.account}|${m.ip}`);
    expect((await login('right123', (await captchas(1))[0]!)).statusCode).toBe(200);
  });

  it('the current password of a password change: 40 parallel wrong ones are compared at most 5 times', async () => {
    const m = await member();
    const token = await suite.client.login(m.account, 'right123');
    const change = (oldPassword: string) =>
      suite.client.sealed('POST', '/wps/member/password', { oldPassword, newPassword: 'next1234', confirmNewPassword: 'next1234' }, { authorization: token }, m.ip);
    verifyPassword.mockClear();

    const answers = await Promise.all(Array.from({ length: PARALLEL_GUESSES }, (_, i) => change(`wrong${i}x`)));
    const errors = answers.map((answer) => refusalOf(answer).errorCode);
    expect(errors.every((error) => error === 'PASSWORD_WRONG' || error === 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(verifyPassword.mock.calls.length).toBeLessThanOrEqual(MAX_FAILURES_IN_A_ROW);

    expect(refusalOf(await change('right123'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    await endLock(`account:${m.account}|${m.ip}`);
    expect((await change('right123')).statusCode).toBe(200);
  });
});

describe('an outsider cannot lock a member out', () => {
  it('wrong passwords from one address do not stop the right password from another', async () => {
    const m = await member();
    const login = async (password: string, ip: string) =>
      suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: m.account, password, ...(await suite.client.captchaFields()) }, {}, ip);
    for (let i = 0; i < MAX_FAILURES_IN_A_ROW + 2; i += 1) await login('wrong123', '198.51.100.66');
    expect(refusalOf(await login('right123', '198.51.100.66'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    const signedIn = okEnvelope(LoginValueSchema).parse((await login('right123', '203.0.113.10')).json()).value;
    expect(signedIn.account).toBe(m.account);
  });

  it('wrong reset codes from one address do not stop the owner from another', async () => {
    const m = await member();
    const reset = async (verificationCode: string, ip: string) =>
      suite.client.sealed(
        'POST',
        '/wps/member/password/verification',
        { mobileNum: m.mobileNum, countryDialingCode: '+84', verificationCode, newPassword: 'owner123', ...(await suite.client.captchaFields()) },
        {},
        ip,
      );
    for (let i = 0; i < MAX_FAILURES_IN_A_ROW; i += 1) await reset('000001', '198.51.100.67');
    expect(refusalOf(await reset('000001', '198.51.100.67'))).toMatchObject({ errorCode: 'TOO_MANY_ATTEMPTS' });
    // The owner asks for a new code from home and uses it.
    await sendCode('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNo: m.mobileNum }, '203.0.113.11');
    expect((await reset(await suite.client.latestCode(m.mobile), '203.0.113.11')).statusCode).toBe(200);
  });
});

describe('code send quotas', () => {
  const send = async (mobileNo: string, ip: string) =>
    suite.fx.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+84', mobileNo, ...(await suite.client.captchaFields()) },
      remoteAddress: ip,
    });

  it(`allows ${SENDS_PER_ADDRESS_PER_HOUR} sends an hour from one address, to any numbers`, async () => {
    for (let i = 0; i < SENDS_PER_ADDRESS_PER_HOUR; i += 1) expect((await send(`96${serial}${String(i).padStart(5, '0')}`, '198.51.100.80')).statusCode).toBe(200);
    const m = await member();
    const before = await suite.client.counts();
    expect(refusalOf(await send(m.mobileNum, '198.51.100.80'))).toMatchObject({ status: 429, errorCode: 'SMS_QUOTA' });
    expect(await suite.client.counts()).toEqual(before);
    expect((await send(m.mobileNum, '198.51.100.81')).statusCode).toBe(200);
    // An hour later the address may send again.
    await suite.fx.db.query("UPDATE send_quotas SET window_start = now() - interval '61 minutes' WHERE bucket = 'ip:198.51.100.80'");
    await suite.client.allowNextSend(m.mobile);
    expect((await send(m.mobileNum, '198.51.100.80')).statusCode).toBe(200);
  });

  it(`allows ${SENDS_PER_SITE_PER_HOUR} sends an hour for the whole site`, async () => {
    await suite.fx.db.query("INSERT INTO send_quotas (bucket, window_start, sends) VALUES ('site', now(), $1)", [SENDS_PER_SITE_PER_HOUR]);
    const m = await member();
    const before = await suite.client.counts();
    expect(refusalOf(await send(m.mobileNum, '198.51.100.90'))).toMatchObject({ status: 429, errorCode: 'SMS_QUOTA' });
    expect(await suite.client.counts()).toEqual(before);
    // The refused send counted nowhere: the address still has its whole quota.
    expect(await suite.fx.db.query("SELECT 1 FROM send_quotas WHERE bucket = 'ip:198.51.100.90'")).toEqual([]);
  });
});
