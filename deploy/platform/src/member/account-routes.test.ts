import { LIGHT_TEST_PASSWORD_COST } from '../accounts/passwords';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PLAYER } from '../accounts/accounts-seed';
import { refusalOf, type Envelope } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { storePaymentPassword } from './payment-password';
import { payoutAccountOf } from './payout-accounts';

const suite = accountSuite();
// Logins and password confirmations are full Argon2id checks, on a machine that may be busy.
jest.setTimeout(60_000);

const PASSWORD = 'secret123';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let serial = 0;
/** Each test calls from its own address, so attempt locks of one never reach another. */
let ip = '10.7.0.1';

beforeEach(() => {
  serial += 1;
  ip = `10.7.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
});

interface Member {
  id: number;
  account: string;
  token: string;
}

async function newMember(extra: Record<string, unknown> = {}): Promise<Member> {
  serial += 1;
  const account = `acct${serial}x${Date.now().toString(36)}`.slice(0, 30);
  const id = await suite.client.createMember({ account, password: PASSWORD, ...extra });
  const token = await suite.client.login(account, PASSWORD);
  return { id, account, token };
}

function call(member: Member, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return suite.fx.call({ method, url, payload, headers: { authorization: member.token }, remoteAddress: ip });
}

function sealed(member: Member, method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return suite.client.sealed(method, url, payload, { authorization: member.token }, ip);
}

function valueOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode).toBe(200);
  return (response.json() as Envelope<T>).value;
}

/** The member's account columns and the rows of their payout accounts and login history. */
async function snapshot(memberId: number) {
  const member = await suite.fx.db.query(
    'SELECT nickname, payee_name, dialing_code, mobile_num, email, payment_password_hash FROM members WHERE id = $1::bigint',
    [memberId],
  );
  const rows = await suite.fx.db.query<{ payout: number; history: number; codes: number; outbox: number }>(
    `SELECT (SELECT count(*)::int FROM payout_accounts WHERE member_id = $1::bigint) AS payout,
            (SELECT count(*)::int FROM login_history WHERE member_id = $1::bigint) AS history,
            (SELECT count(*)::int FROM verification_codes) AS codes,
            (SELECT count(*)::int FROM outbox) AS outbox`,
    [memberId],
  );
  return { member: member[0], ...rows[0] };
}

async function setRealName(member: Member, realName = 'Nguyễn Văn An'): Promise<void> {
  valueOf(await call(member, 'PUT', '/wps/member/account/real-name', { realName }));
}

describe('who may call', () => {
  it('refuses callers without a session and free-play accounts', async () => {
    const anonymous = await suite.fx.call({ method: 'GET', url: '/wps/member/account/profile' });
    expect(refusalOf(anonymous)).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    const trial = (await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip })).json() as Envelope<{ token: string }>;
    const asTrial = await suite.fx.call({ method: 'GET', url: '/wps/member/account/profile', headers: { authorization: trial.value.token } });
    expect(refusalOf(asTrial)).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
  });
});

describe('profile, nickname and real name', () => {
  it('answers the profile with contact details masked', async () => {
    const member = await newMember({ countryDialingCode: '+84', mobileNum: '0987650001', email: 'profile.one@example.com' });
    expect(valueOf(await call(member, 'GET', '/wps/member/account/profile'))).toEqual({
      account: member.account,
      nickname: member.account,
      realName: null,
      mobile: '+84 *****0001',
      email: 'p***e@example.com',
      paymentPasswordSet: false,
      payoutAccountCount: 0,
      payoutAccountLimit: 5,
    });
  });

  it.each([
    ['empty', ''],
    ['one character', 'a'],
    ['too long', 'n'.repeat(21)],
    ['markup', '<b>x</b>'],
    ['two spaces', 'lucky  star'],
  ])('refuses a nickname that is %s, naming the field and writing nothing', async (_case, nickname) => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await call(member, 'PUT', '/wps/member/account/nickname', { nickname });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'nickname' });
    expect(await snapshot(member.id)).toEqual(before);
  });

  it('changes the nickname (letters of any script)', async () => {
    const member = await newMember();
    valueOf(await call(member, 'PUT', '/wps/member/account/nickname', { nickname: ' Sao Mai 88 ' }));
    expect(valueOf<{ nickname: string }>(await call(member, 'GET', '/wps/member/account/profile')).nickname).toBe('Sao Mai 88');
  });

  it.each([
    ['missing', undefined],
    ['one letter', 'A'],
    ['with digits', 'NGUYEN VAN 2'],
    ['with symbols', 'NGUYEN-VAN'],
    ['too long', 'A'.repeat(51)],
  ])('refuses a real name that is %s, naming the field and writing nothing', async (_case, realName) => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await call(member, 'PUT', '/wps/member/account/real-name', realName === undefined ? {} : { realName });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'realName' });
    expect(await snapshot(member.id)).toEqual(before);
  });

  it('stores the real name upper case with its accents, once; a second time is refused', async () => {
    const member = await newMember();
    const first = valueOf<{ realName: string }>(await call(member, 'PUT', '/wps/member/account/real-name', { realName: '  nguyễn   văn  an ' }));
    expect(first.realName).toBe('NGUYỄN VĂN AN');
    const before = await snapshot(member.id);
    const again = await call(member, 'PUT', '/wps/member/account/real-name', { realName: 'TRAN THI B' });
    expect(refusalOf(again)).toMatchObject({ status: 409, errorCode: 'REAL_NAME_ALREADY_SET', field: 'realName' });
    expect(await snapshot(member.id)).toEqual(before);
    expect(before.member).toMatchObject({ payee_name: 'NGUYỄN VĂN AN' });
  });

  it('lets only one of two real names sent at once through', async () => {
    const member = await newMember();
    const answers = await Promise.all(['LE VAN C', 'PHAM THI D'].map((realName) => call(member, 'PUT', '/wps/member/account/real-name', { realName })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('mobile number', () => {
  async function sendCode(member: Member, mobileNo: string, extra: Record<string, unknown> = {}) {
    await suite.client.clearSendQuotas();
    return call(member, 'POST', '/wps/member/account/mobile/code', {
      countryDialingCode: '+84',
      mobileNo,
      ...(await suite.client.captchaFields()),
      ...extra,
    });
  }

  it.each([
    ['a number with letters', { mobileNo: '09x1234567' }, 'mobileNo'],
    ['an unknown dialing code', { countryDialingCode: '+999' }, 'countryDialingCode'],
    ['a wrong captcha', { captcha: 'zzzz' }, 'captcha'],
    ['no captcha key', { captchaKey: undefined }, 'captchaKey'],
  ])('refuses a code send with %s and sends nothing', async (_case, change, field) => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await sendCode(member, '0911000001', change);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).field).toBe(field);
    expect(await snapshot(member.id)).toEqual(before);
  });

  it("refuses another account's number without saying whose", async () => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await sendCode(member, `0${DEMO_PLAYER.mobileNum}`);
    expect(refusalOf(response)).toMatchObject({ status: 409, errorCode: 'MOBILE_EXISTS', field: 'mobileNo', value: null });
    expect(response.body).not.toContain(DEMO_PLAYER.account);
    expect(await snapshot(member.id)).toEqual(before);
  });

  it('binds a first number with the code sent to it, then changes it with a new code and the login password', async () => {
    const member = await newMember();
    valueOf(await sendCode(member, '0911000002'));
    const code = await suite.client.latestCode('+84911000002');

    const wrongCode = await sealed(member, 'PUT', '/wps/member/account/mobile', { countryDialingCode: '+84', mobileNo: '0911000002', verificationCode: code === '000000' ? '111111' : '000000' });
    expect(refusalOf(wrongCode)).toMatchObject({ status: 400, errorCode: 'CODE_INVALID', field: 'verificationCode' });
    const badCode = await sealed(member, 'PUT', '/wps/member/account/mobile', { countryDialingCode: '+84', mobileNo: '0911000002', verificationCode: '12' });
    expect(refusalOf(badCode)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'verificationCode' });

    valueOf(await sealed(member, 'PUT', '/wps/member/account/mobile', { countryDialingCode: '+84', mobileNo: '0911000002', verificationCode: code }));
    expect(valueOf<{ mobile: string }>(await call(member, 'GET', '/wps/member/account/profile')).mobile).toBe('+84 *****0002');
    // The code was spent with the binding.
    const reused = await sealed(member, 'PUT', '/wps/member/account/mobile', { countryDialingCode: '+84', mobileNo: '0911000002', verificationCode: code });
    expect(refusalOf(reused)).toMatchObject({ status: 400, field: 'mobileNo' });

    valueOf(await sendCode(member, '0911000003'));
    const second = await suite.client.latestCode('+84911000003');
    const change = { countryDialingCode: '+84', mobileNo: '0911000003', verificationCode: second };
    const before = await snapshot(member.id);
    expect(refusalOf(await sealed(member, 'PUT', '/wps/member/account/mobile', change))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'password' });
    expect(refusalOf(await sealed(member, 'PUT', '/wps/member/account/mobile', { ...change, password: 'wrong999' }))).toMatchObject({
      status: 400,
      errorCode: 'PASSWORD_WRONG',
      field: 'password',
    });
    expect(await snapshot(member.id)).toEqual(before);
    valueOf(await sealed(member, 'PUT', '/wps/member/account/mobile', { ...change, password: PASSWORD }));
    expect((await snapshot(member.id)).member).toMatchObject({ dialing_code: '+84', mobile_num: '911000003' });
  });

  it('refuses binding a number another account took after the code was sent', async () => {
    const member = await newMember();
    valueOf(await sendCode(member, '0911000004'));
    const code = await suite.client.latestCode('+84911000004');
    await newMember({ countryDialingCode: '+84', mobileNum: '0911000004' });
    const response = await sealed(member, 'PUT', '/wps/member/account/mobile', { countryDialingCode: '+84', mobileNo: '0911000004', verificationCode: code });
    expect(refusalOf(response)).toMatchObject({ status: 409, errorCode: 'MOBILE_EXISTS', field: 'mobileNo' });
    expect((await snapshot(member.id)).member).toMatchObject({ mobile_num: null });
  });
});

describe('email', () => {
  it.each([
    ['not an address', { email: 'not-an-email' }, 'email'],
    ['too short', { email: 'a@b' }, 'email'],
    ['no password', { email: 'fine@example.com', password: undefined }, 'password'],
  ])('refuses %s, naming the field and writing nothing', async (_case, change, field) => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await sealed(member, 'PUT', '/wps/member/account/email', Object.assign({ email: 'fine@example.com', password: PASSWORD }, change));
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
    expect(await snapshot(member.id)).toEqual(before);
  });

  it("refuses a wrong login password and another account's address; binds and changes with the password and the mailed code", async () => {
    const member = await newMember();
    const before = await snapshot(member.id);
    expect(refusalOf(await sealed(member, 'PUT', '/wps/member/account/email', { email: 'mine@example.com', password: 'wrong999' }))).toMatchObject({
      status: 400,
      errorCode: 'PASSWORD_WRONG',
      field: 'password',
    });
    const taken = await sealed(member, 'PUT', '/wps/member/account/email', { email: DEMO_PLAYER.email.toUpperCase(), password: PASSWORD });
    expect(refusalOf(taken)).toMatchObject({ status: 409, errorCode: 'EMAIL_EXISTS', field: 'email' });
    expect(await snapshot(member.id)).toEqual(before);

    // Each address is bound with the code mailed to it (the confirmation itself is tested in email-change.test.ts).
    for (const [typed, address] of [[' mine@example.com ', 'mine@example.com'], ['other.mine@example.com', 'other.mine@example.com']] as const) {
      expect(valueOf(await sealed(member, 'PUT', '/wps/member/account/email', { email: typed, password: PASSWORD }))).toEqual({ expiredMinutes: 15 });
      const [mail] = await suite.fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [address]);
      valueOf(await call(member, 'PUT', '/wps/member/account/email/confirm', { verificationCode: /\b(\d{6})\b/.exec(mail!.body)![1]! }));
    }
    expect(valueOf<{ email: string }>(await call(member, 'GET', '/wps/member/account/profile')).email).toBe('o***e@example.com');
  });
});

describe('payment password', () => {
  it.each([
    ['five digits', { newPaymentPassword: '12345', confirmPaymentPassword: '12345' }, 'newPaymentPassword'],
    ['letters', { newPaymentPassword: '12345a', confirmPaymentPassword: '12345a' }, 'newPaymentPassword'],
    ['a different confirmation', { confirmPaymentPassword: '654321' }, 'confirmPaymentPassword'],
    ['no login password', { password: undefined }, 'password'],
  ])('refuses setting one with %s, naming the field and writing nothing', async (_case, change, field) => {
    const member = await newMember();
    const before = await snapshot(member.id);
    const response = await sealed(member, 'POST', '/wps/member/account/payment-password', {
      password: PASSWORD,
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
      ...change,
    });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
    expect(await snapshot(member.id)).toEqual(before);
  });

  it('sets one with the login password, once; changes it with the current one', async () => {
    const member = await newMember();
    const wrong = await sealed(member, 'POST', '/wps/member/account/payment-password', { password: 'wrong999', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(refusalOf(wrong)).toMatchObject({ status: 400, errorCode: 'PASSWORD_WRONG', field: 'password' });
    valueOf(await sealed(member, 'POST', '/wps/member/account/payment-password', { password: PASSWORD, newPaymentPassword: '123456', confirmPaymentPassword: '123456' }));
    expect(valueOf<{ paymentPasswordSet: boolean }>(await call(member, 'GET', '/wps/member/account/profile')).paymentPasswordSet).toBe(true);

    const before = await snapshot(member.id);
    const again = await sealed(member, 'POST', '/wps/member/account/payment-password', { password: PASSWORD, newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(refusalOf(again)).toMatchObject({ status: 409, errorCode: 'PAYMENT_PASSWORD_ALREADY_SET' });
    const same = await sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(refusalOf(same)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'newPaymentPassword' });
    const wrongOld = await sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: '000000', newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(refusalOf(wrongOld)).toMatchObject({ status: 403, errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    expect(await snapshot(member.id)).toEqual(before);

    valueOf(await sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' }));
    expect((await snapshot(member.id)).member!.payment_password_hash).not.toBe(before.member!.payment_password_hash);
  });

  it('changing it with the current one is refused when not set', async () => {
    const member = await newMember();
    const response = await sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: '123456', newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'PAYMENT_PASSWORD_NOT_SET', field: 'paymentPassword' });
  });

  it('gives parallel wrong guesses at most 5 comparisons and refuses the right one while locked', async () => {
    const member = await newMember();
    await storePaymentPassword(suite.fx.db, member.id, '135790', LIGHT_TEST_PASSWORD_COST);
    const before = await snapshot(member.id);
    const guesses = Array.from({ length: 20 }, (_, index) => String(200000 + index));
    const answers = await Promise.all(
      guesses.map((guess) =>
        sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: guess, newPaymentPassword: '999999', confirmPaymentPassword: '999999' }),
      ),
    );
    const codes = answers.map((response) => refusalOf(response).errorCode);
    // Each try is counted before its comparison, so only 5 are ever compared; whichever wrong one
    // completes the run locks, and every answer is wrong or locked.
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_WRONG').length).toBeLessThanOrEqual(4);
    expect(codes.every((code) => code === 'PAYMENT_PASSWORD_WRONG' || code === 'PAYMENT_PASSWORD_LOCKED')).toBe(true);
    const [lock] = await suite.fx.db.query<{ failures: number }>('SELECT failures FROM attempt_locks WHERE subject = $1', [`payment-password:${member.id}`]);
    expect(lock!.failures).toBe(5);

    const right = await sealed(member, 'PUT', '/wps/member/account/payment-password', { paymentPassword: '135790', newPaymentPassword: '999999', confirmPaymentPassword: '999999' });
    expect(refusalOf(right)).toMatchObject({ status: 429, errorCode: 'PAYMENT_PASSWORD_LOCKED' });
    expect(await snapshot(member.id)).toEqual(before);
  });
});

describe('payout accounts', () => {
  const account = (extra: Record<string, unknown> = {}) => ({ bankCode: 'VCB', accountNumber: '0123456789', holderName: 'Nguyễn Văn An', ...extra });

  it('lists the banks to choose from', async () => {
    const member = await newMember();
    const { list } = valueOf<{ list: { code: string; name: string }[] }>(await call(member, 'GET', '/wps/member/account/banks'));
    expect(list.map((bank) => bank.code)).toEqual(expect.arrayContaining(['VCB', 'TCB', 'ACB', 'MB', 'BIDV', 'VPB']));
  });

  it('needs the real name first', async () => {
    const member = await newMember();
    const response = await call(member, 'POST', '/wps/member/account/payout-accounts', account());
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'REAL_NAME_REQUIRED', field: 'holderName' });
    expect((await snapshot(member.id)).payout).toBe(0);
  });

  it.each([
    ['an unknown bank', { bankCode: 'NOPE' }, 400, 'BANK_UNKNOWN', 'bankCode'],
    ['a lower-case bank code', { bankCode: 'vcb' }, 400, 'VALIDATION', 'bankCode'],
    ['letters in the number', { accountNumber: '01234abc' }, 400, 'VALIDATION', 'accountNumber'],
    ['a 5-digit number', { accountNumber: '12345' }, 400, 'VALIDATION', 'accountNumber'],
    ['a 21-digit number', { accountNumber: '1'.repeat(21) }, 400, 'VALIDATION', 'accountNumber'],
    ['another holder', { holderName: 'Tran Thi B' }, 400, 'HOLDER_NAME_MISMATCH', 'holderName'],
    ['an unknown field', { branch: 'Hanoi' }, 400, 'VALIDATION', 'branch'],
  ])('refuses %s, naming the field and writing nothing', async (_case, change, status, errorCode, field) => {
    const member = await newMember();
    await setRealName(member);
    const before = await snapshot(member.id);
    const response = await call(member, 'POST', '/wps/member/account/payout-accounts', account(change));
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(await snapshot(member.id)).toEqual(before);
  });

  it('adds one in the real name, lists it masked, refuses it twice, and deletes it', async () => {
    const member = await newMember();
    await setRealName(member);
    const added = valueOf<{ id: string; accountNumberMasked: string; holderName: string; bankName: string }>(
      await call(member, 'POST', '/wps/member/account/payout-accounts', account({ accountNumber: '0123 4567 89', holderName: 'NGUYỄN VĂN AN' })),
    );
    expect(added).toMatchObject({ accountNumberMasked: '**** 6789', holderName: 'NGUYỄN VĂN AN', bankName: 'Vietcombank' });
    const listed = valueOf<{ list: unknown[]; limit: number }>(await call(member, 'GET', '/wps/member/account/payout-accounts'));
    expect(listed).toEqual({ list: [added], limit: 5 });
    expect(JSON.stringify(listed)).not.toContain('0123456789');

    const twice = await call(member, 'POST', '/wps/member/account/payout-accounts', account());
    expect(refusalOf(twice)).toMatchObject({ status: 409, errorCode: 'PAYOUT_ACCOUNT_EXISTS', field: 'accountNumber' });

    expect(await payoutAccountOf(suite.fx.db, member.id, added.id)).toEqual({
      id: added.id,
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      holderName: 'NGUYỄN VĂN AN',
    });
    valueOf(await call(member, 'DELETE', `/wps/member/account/payout-accounts/${added.id}`));
    expect(await payoutAccountOf(suite.fx.db, member.id, added.id)).toBeNull();
    expect(valueOf<{ list: unknown[] }>(await call(member, 'GET', '/wps/member/account/payout-accounts')).list).toEqual([]);
    const gone = await call(member, 'DELETE', `/wps/member/account/payout-accounts/${added.id}`);
    expect(refusalOf(gone)).toMatchObject({ status: 404, errorCode: 'PAYOUT_ACCOUNT_NOT_FOUND' });
  });

  it("answers another member's payout account exactly like a missing one", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    await setRealName(owner);
    const added = valueOf<{ id: string }>(await call(owner, 'POST', '/wps/member/account/payout-accounts', account()));

    const theirs = await call(stranger, 'DELETE', `/wps/member/account/payout-accounts/${added.id}`);
    const missing = await call(stranger, 'DELETE', '/wps/member/account/payout-accounts/999999999');
    expect(refusalOf(theirs)).toEqual(refusalOf(missing));
    expect(refusalOf(theirs)).toMatchObject({ status: 404 });
    expect(await payoutAccountOf(suite.fx.db, stranger.id, added.id)).toBeNull();
    expect(await payoutAccountOf(suite.fx.db, owner.id, 'x1')).toBeNull();
    expect(valueOf<{ list: unknown[] }>(await call(stranger, 'GET', '/wps/member/account/payout-accounts')).list).toEqual([]);
    expect(await payoutAccountOf(suite.fx.db, owner.id, added.id)).not.toBeNull();
    const badId = await call(stranger, 'DELETE', '/wps/member/account/payout-accounts/abc');
    expect(refusalOf(badId)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'id' });
  });

  it('keeps at most 5, even with 20 adds at once', async () => {
    const member = await newMember();
    await setRealName(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(member, 'POST', '/wps/member/account/payout-accounts', account({ accountNumber: String(7000000 + index) }))),
    );
    expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((response) => refusalOf(response).errorCode === 'PAYOUT_ACCOUNT_LIMIT')).toHaveLength(15);
    expect((await snapshot(member.id)).payout).toBe(5);

    const sixth = await call(member, 'POST', '/wps/member/account/payout-accounts', account({ accountNumber: '7999999' }));
    expect(refusalOf(sixth)).toMatchObject({ status: 409, errorCode: 'PAYOUT_ACCOUNT_LIMIT' });
    // Deleting one makes room again.
    const { list } = valueOf<{ list: { id: string }[] }>(await call(member, 'GET', '/wps/member/account/payout-accounts'));
    valueOf(await call(member, 'DELETE', `/wps/member/account/payout-accounts/${list[0]!.id}`));
    valueOf(await call(member, 'POST', '/wps/member/account/payout-accounts', account({ accountNumber: '7999999' })));
  });
});

describe('login history', () => {
  it('records each sign-in with its address and device, newest first, the last 30 days, 15 a page', async () => {
    const member = await newMember();
    // An old sign-in outside the window, and enough recent ones for a second page.
    await suite.fx.db.query(`INSERT INTO login_history (member_id, ip, device, created_at) VALUES ($1::bigint, '10.9.9.9', 'Old device', now() - interval '31 days')`, [member.id]);
    await suite.fx.db.query(
      `INSERT INTO login_history (member_id, ip, device, created_at) SELECT $1::bigint, '10.8.8.8', 'Firefox on Linux', now() - make_interval(hours => n) FROM generate_series(1, 15) AS n`,
      [member.id],
    );
    const response = await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: member.account, password: PASSWORD }, { 'user-agent': CHROME_WINDOWS }, '10.6.6.6');
    const token = (response.json() as Envelope<{ token: string }>).value.token;
    const me = { ...member, token };

    const first = valueOf<{ list: { time: string; ip: string; device: string }[]; pageNo: number; totalPages: number; totalCount: number }>(
      await call(me, 'GET', '/wps/member/account/login-history'),
    );
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17 });
    expect(first.list).toHaveLength(15);
    expect(first.list[0]).toMatchObject({ ip: '10.6.6.6', device: 'Chrome on Windows' });
    expect(Date.parse(first.list[0]!.time)).toBeGreaterThan(Date.now() - 60_000);
    // The older row was pruned by the sign-in.
    const old = await suite.fx.db.query("SELECT 1 FROM login_history WHERE member_id = $1::bigint AND device = 'Old device'", [member.id]);
    expect(old).toEqual([]);

    const past = valueOf<{ list: unknown[]; pageNo: number }>(await call(me, 'GET', '/wps/member/account/login-history?pageNo=9'));
    expect(past.pageNo).toBe(2);
    expect(past.list).toHaveLength(2);
    const bad = await call(me, 'GET', '/wps/member/account/login-history?pageNo=0');
    expect(refusalOf(bad)).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'pageNo' });
  });

  it('records no row for a refused sign-in or for free play', async () => {
    const member = await newMember();
    const before = (await snapshot(member.id)).history;
    await suite.client.sealed('POST', '/wps/session/login', { type: 'username', username: member.account, password: 'wrong999' }, {}, ip);
    expect((await snapshot(member.id)).history).toBe(before);
    const [{ n: trialRows } = { n: -1 }] = await suite.fx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_history h JOIN members m ON m.id = h.member_id WHERE m.type = 4',
    );
    await suite.fx.call({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip });
    const [{ n: after } = { n: -1 }] = await suite.fx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_history h JOIN members m ON m.id = h.member_id WHERE m.type = 4',
    );
    expect(after).toBe(trialRows);
  });
});
