import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { AffiliateSchema, LoginValueSchema, MemberInfoSchema, RegisterSettingsSchema, registrationEndpoints } from '@site/shared/contract/session';
import { DEMO_PLAYER, REGISTER_FIELD_SEED } from './accounts-seed';

const suite = accountSuite();

let serial = 0;
function nextMobile(): string {
  serial += 1;
  return `93${String(serial).padStart(7, '0')}`;
}
function nextName(): string {
  return `newuser${String(serial + 1000)}`;
}

/**
 * A registration code send as the page makes it, with a rightly answered captcha. Each from an
 * address of its own: the hourly per-address quota is tested on its own.
 */
async function sendRegisterCode(payload: Record<string, unknown>) {
  serial += 1;
  const remoteAddress = `10.3.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
  return suite.fx.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { ...(await suite.client.captchaFields()), ...payload }, remoteAddress });
}

/** A form that registers successfully: fresh name and number, a code sent to it, a live captcha. */
async function validForm(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const mobileNum = nextMobile();
  const username = nextName();
  const sent = await sendRegisterCode({ countryDialingCode: '+84', mobileNo: mobileNum });
  expect(sent.statusCode).toBe(200);
  const captcha = await suite.client.captcha();
  return {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum,
    countryDialingCode: '+84',
    verificationCode: await suite.client.latestCode(`+84${mobileNum}`),
    captcha: captcha.answer,
    captchaKey: captcha.key,
    registerMethod: 'WEB',
    login: true,
    dateOfBirth: '1990-01-01',
    ...overrides,
  };
}

function register(form: Record<string, unknown>, mobile = false) {
  return suite.client.sealed('PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', form);
}

describe('GET /wps/system/setting/register', () => {
  it('answers the seeded rules in form order', async () => {
    const { fields } = okEnvelope(RegisterSettingsSchema).parse((await suite.fx.call({ method: 'GET', url: registrationEndpoints.registerSettings.path })).json()).value;
    expect(fields).toEqual(REGISTER_FIELD_SEED);
    expect(fields.find((f) => f.field === 'username')).toMatchObject({ required: true, patternId: 'LETTER_FIRST_ALPHANUMERIC', minLength: 2, maxLength: 15 });
    expect(fields.filter((f) => f.enabled).map((f) => f.field)).toEqual([
      'username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha', 'email', 'payeeName', 'affiliateCode',
    ]);
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('names the agent of a valid code, in any case', async () => {
    const response = await suite.fx.call({ method: 'GET', url: '/wps/agent/affiliate?code=demoAgent' });
    expect(okEnvelope(AffiliateSchema).parse(response.json()).value).toEqual({ code: 'DEMOAGENT', agentAccount: 'demoagent' });
  });

  it("checks a code tied to a domain against the request's host (never a domain the caller names), and refuses codes of frozen agents", async () => {
    const agentId = await suite.client.createMember({ account: 'domainagent', password: 'agent1234', type: 1 });
    await suite.fx.db.query("INSERT INTO affiliate_codes (code, agent_id, domain) VALUES ('SITEONLY', $1, 'www.demobet.example')", [agentId]);
    const check = (host: string, query = '') => suite.fx.call({ method: 'GET', url: `/wps/agent/affiliate?code=SITEONLY${query}`, headers: { host } });
    expect((await check('WWW.demobet.example:8080')).statusCode).toBe(200);
    expect(refusalOf(await check('other.example'))).toMatchObject({ errorCode: 'AFFILIATE_INVALID' });
    expect(refusalOf(await check('other.example', '&domain=www.demobet.example'))).toMatchObject({ errorCode: 'AFFILIATE_INVALID' });

    // Registration the same: the body's domain is ignored.
    const form = await validForm({ affiliateCode: 'SITEONLY', domain: 'www.demobet.example' });
    const before = await suite.client.counts();
    expect(refusalOf(await suite.client.sealed('PUT', '/wps/member/register', form, { host: 'other.example' }))).toMatchObject({
      errorCode: 'AFFILIATE_INVALID',
      field: 'affiliateCode',
    });
    expect(await suite.client.counts()).toEqual(before);
    const captcha = await suite.client.captcha();
    const registered = await suite.client.sealed('PUT', '/wps/member/register', { ...form, domain: 'other.example', captcha: captcha.answer, captchaKey: captcha.key }, { host: 'www.demobet.example' });
    const { customerId } = okEnvelope(LoginValueSchema).parse(registered.json()).value;
    expect(await suite.fx.db.query('SELECT register_domain, affiliate_code FROM members WHERE id = $1::bigint', [customerId])).toEqual([
      { register_domain: 'www.demobet.example', affiliate_code: 'SITEONLY' },
    ]);

    await suite.fx.db.query("UPDATE members SET status = 'FROZEN' WHERE id = $1", [agentId]);
    expect(refusalOf(await check('www.demobet.example'))).toMatchObject({ errorCode: 'AFFILIATE_INVALID' });
  });

  it.each([
    ['an unknown code', '?code=NOPE1234', 400, 'AFFILIATE_INVALID', 'code'],
    ['a missing code', '', 400, 'VALIDATION', 'code'],
    ['an over-long code', `?code=${'A'.repeat(33)}`, 400, 'VALIDATION', 'code'],
    ['a script payload', `?code=${encodeURIComponent('<script>alert(1)</script>')}`, 400, 'VALIDATION', 'code'],
  ])('refuses %s', async (_label, query, status, errorCode, field) => {
    const response = await suite.fx.call({ method: 'GET', url: `/wps/agent/affiliate${query}` });
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    if (errorCode === 'AFFILIATE_INVALID') expect(ErrorEnvelopeSchema.parse(response.json()).message).toBe('Invalid invitation code');
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to a number nobody registered', async () => {
    const mobileNo = nextMobile();
    const before = await suite.client.counts();
    const response = await sendRegisterCode({ countryDialingCode: '+84', mobileNo, username: nextName() });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, errorCode: null, message: null });
    expect(await suite.client.counts()).toMatchObject({ outbox: before.outbox + 1, verification_codes: before.verification_codes + 1 });
    expect(await suite.client.latestCode(`+84${mobileNo}`)).toMatch(/^\d{6}$/);

    const again = await sendRegisterCode({ countryDialingCode: '+84', mobileNo });
    expect(refusalOf(again)).toMatchObject({ status: 429, errorCode: 'SMS_TOO_FREQUENT' });
    expect(await suite.client.counts()).toMatchObject({ outbox: before.outbox + 1, verification_codes: before.verification_codes + 1 });
  });

  it('answers a registered number like a new one, and sends its owner a notice instead of a code', async () => {
    const before = await suite.client.counts();
    const mobile = DEMO_PLAYER.dialingCode + DEMO_PLAYER.mobileNum;
    await suite.client.allowNextSend(mobile);
    const response = await sendRegisterCode({ countryDialingCode: '+84', mobileNo: DEMO_PLAYER.mobileNum });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, errorCode: null, message: null });
    expect(await suite.client.counts()).toMatchObject({ outbox: before.outbox + 1, verification_codes: before.verification_codes });
    const notice = (await suite.fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [mobile]))[0]!.body;
    expect(notice).toContain('already has one');
    expect(notice).not.toMatch(/\d{6}/);
  });

  it('does not say whether a username is taken (registration itself does)', async () => {
    const response = await sendRegisterCode({ countryDialingCode: '+84', mobileNo: nextMobile(), username: 'DEMOPLAYER' });
    expect(response.json()).toEqual({ success: true, value: { expiredMinutes: 5 }, errorCode: null, message: null });
  });

  it.each([
    ['a missing captcha', () => ({ countryDialingCode: '+84', mobileNo: nextMobile(), captcha: undefined }), 400, 'VALIDATION', 'captcha'],
    ['a wrong captcha', () => ({ countryDialingCode: '+84', mobileNo: nextMobile(), captcha: 'zzzz' }), 400, 'CAPTCHA_INVALID', 'captcha'],
    ['a missing number', () => ({ countryDialingCode: '+84' }), 400, 'VALIDATION', 'mobileNo'],
    ['a missing dialing code', () => ({ mobileNo: nextMobile() }), 400, 'VALIDATION', 'countryDialingCode'],
    ['a number of the wrong type', () => ({ countryDialingCode: '+84', mobileNo: 930000001 }), 400, 'VALIDATION', 'mobileNo'],
    ['an over-long number', () => ({ countryDialingCode: '+84', mobileNo: '9'.repeat(21) }), 400, 'VALIDATION', 'mobileNo'],
    ['a script payload', () => ({ countryDialingCode: '<script>alert(1)</script>', mobileNo: nextMobile() }), 400, 'VALIDATION', 'countryDialingCode'],
  ])('refuses %s and sends nothing', async (_label, payload, status, errorCode, field) => {
    const before = await suite.client.counts();
    const response = await sendRegisterCode(payload());
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await suite.client.counts()).toEqual(before);
  });

  it('is off without DIRECTREG3, or without both mobile registration and REGMOBVERF3', async () => {
    const before = await suite.client.counts();
    await suite.client.setFlags({ DIRECTREG3: false });
    try {
      expect(refusalOf(await sendRegisterCode({ countryDialingCode: '+84', mobileNo: nextMobile() }))).toMatchObject({ status: 403, errorCode: 'FEATURE_DISABLED' });
    } finally {
      await suite.client.setFlags({ DIRECTREG3: true });
    }
    await suite.client.setFlags({ MOBILENUMREG3: false, REGMOBVERF3: false });
    try {
      expect(refusalOf(await sendRegisterCode({ countryDialingCode: '+84', mobileNo: nextMobile() }))).toMatchObject({ status: 403, errorCode: 'FEATURE_DISABLED' });
    } finally {
      await suite.client.setFlags({ MOBILENUMREG3: true, REGMOBVERF3: true });
    }
    expect(await suite.client.counts()).toEqual(before);
  });
});

describe('PUT /wps/member/register (username)', () => {
  it('creates the member under the inviting agent and signs it in, in one go', async () => {
    const form = await validForm({ affiliateCode: 'demoagent', email: 'new.member@example.com', payeeName: 'NGUYỄN VĂN AN', referralCode: 'FRIEND1' });
    const before = await suite.client.counts();
    const response = await register(form);
    expect(response.statusCode).toBe(200);
    const value = okEnvelope(LoginValueSchema).parse(response.json()).value;
    expect(value).toMatchObject({ account: form.username, type: 0, firstTimeLogin: true, passwordExpired: false, passwordChange: null });
    expect(await suite.client.counts()).toMatchObject({ members: before.members + 1, sessions: before.sessions + 1 });

    const info = okEnvelope(MemberInfoSchema).parse((await suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: value.token } })).json()).value;
    expect(info).toMatchObject({ account: form.username, toUpline: 'demoagent', email: 'n***r@example.com' });
    const row = await suite.fx.db.query<Record<string, unknown>>(
      'SELECT payee_name, referral_code, affiliate_code, dialing_code, mobile_num, register_method, password_hash FROM members WHERE id = $1::bigint',
      [value.customerId],
    );
    expect(row[0]).toMatchObject({ payee_name: 'NGUYỄN VĂN AN', referral_code: 'FRIEND1', affiliate_code: 'DEMOAGENT', dialing_code: '+84', mobile_num: form.mobileNum, register_method: 'WEB' });
    expect(row[0]!.password_hash).toMatch(/^\$argon2id\$/);

    // The code and the captcha are used up.
    expect(refusalOf(await register({ ...form, username: nextName(), mobileNum: nextMobile() }))).toMatchObject({ errorCode: 'CAPTCHA_INVALID' });
    // And the new member signs in with the password.
    expect(await suite.client.login(form.username as string, 'abc12345')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('needs no number and code when REGMOBVERF3 is off', async () => {
    await suite.client.setFlags({ REGMOBVERF3: false });
    try {
      const captcha = await suite.client.captcha();
      const form = { username: nextName(), password: 'abc12345', confirmPassword: 'abc12345', captcha: captcha.answer, captchaKey: captcha.key, registerMethod: 'WEB', login: true, dateOfBirth: '1990-01-01' };
      const response = await register(form);
      expect(okEnvelope(LoginValueSchema).parse(response.json()).value.account).toBe(form.username);
    } finally {
      await suite.client.setFlags({ REGMOBVERF3: true });
    }
  });

  type Form = Record<string, unknown>;
  const otherNumbersCode = async (form: Form): Promise<Form> => ({ ...form, verificationCode: (await validForm()).verificationCode });
  const refusals: [string, Form | ((form: Form) => Form | Promise<Form>), number, string, string][] = [
    ['a missing username', (form) => ({ ...form, username: undefined }), 400, 'VALIDATION', 'username'],
    ['an empty username', { username: '  ' }, 400, 'VALIDATION', 'username'],
    ['a username of the wrong type', { username: 123456789 }, 400, 'VALIDATION', 'username'],
    ['a username over 16 characters', { username: 'abcdefghijklmnopq' }, 400, 'VALIDATION', 'username'],
    ['a username over 255 characters', { username: 'a'.repeat(256) }, 400, 'VALIDATION', 'username'],
    ['a username starting with a digit', { username: '1abcdefg' }, 400, 'VALIDATION', 'username'],
    ['a script payload as username', { username: '<script>alert(1)</script>' }, 400, 'VALIDATION', 'username'],
    ['a script payload as email', { email: '<script>alert(1)</script>@x.com' }, 400, 'VALIDATION', 'email'],
    ['a lower-case real name', { payeeName: 'nguyen van an' }, 400, 'VALIDATION', 'payeeName'],
    ['a password without digits', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 400, 'VALIDATION', 'password'],
    ['a short password', { password: 'ab1', confirmPassword: 'ab1' }, 400, 'VALIDATION', 'password'],
    ['a confirmation that differs', { confirmPassword: 'abc12346' }, 400, 'VALIDATION', 'confirmPassword'],
    ['a missing captcha', { captcha: '' }, 400, 'VALIDATION', 'captcha'],
    ['a wrong captcha', { captcha: 'zzzz' }, 400, 'CAPTCHA_INVALID', 'captcha'],
    ['a missing mobile number', { mobileNum: '' }, 400, 'VALIDATION', 'mobileNum'],
    ['a missing code', { verificationCode: '' }, 400, 'VALIDATION', 'verificationCode'],
    ['a wrong code', (form) => ({ ...form, verificationCode: form.verificationCode === '000000' ? '111111' : '000000' }), 400, 'CODE_INVALID', 'verificationCode'],
    ['a code sent to another number', otherNumbersCode, 400, 'CODE_INVALID', 'verificationCode'],
    ['an unknown invitation code', { affiliateCode: 'NOPE1234' }, 400, 'AFFILIATE_INVALID', 'affiliateCode'],
    ['a taken username (any case)', { username: 'DemoPlayer' }, 409, 'ACCOUNT_EXISTS', 'username'],
    ['a taken number', { mobileNum: DEMO_PLAYER.mobileNum }, 409, 'MOBILE_EXISTS', 'mobileNum'],
    ['an unknown registerMethod', { registerMethod: 'APP' }, 400, 'VALIDATION', 'registerMethod'],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_label, change, status, errorCode, field) => {
    const valid = await validForm();
    const form = typeof change === 'function' ? await change(valid) : { ...valid, ...change };
    const before = await suite.client.counts();
    const response = await register(form);
    expect(refusalOf(response)).toMatchObject({ status, errorCode, field });
    expect(response.body).not.toContain('<script');
    expect(await suite.client.counts()).toEqual(before);
  });

  it('leaves the code usable after a refusal (nothing half-written)', async () => {
    const form = await validForm();
    expect(refusalOf(await register({ ...form, captcha: 'zzzz' }))).toMatchObject({ errorCode: 'CAPTCHA_INVALID' });
    const captcha = await suite.client.captcha();
    expect((await register({ ...form, captcha: captcha.answer, captchaKey: captcha.key })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const form = await validForm();
    await suite.fx.db.query("UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE recipient = $1", [`+84${form.mobileNum as string}`]);
    const before = await suite.client.counts();
    const response = await register(form);
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'CODE_EXPIRED', field: 'verificationCode' });
    expect(ErrorEnvelopeSchema.parse(response.json()).message).toBe('The code has expired, please resend');
    expect(await suite.client.counts()).toEqual(before);
  });

  it('locks the number after 5 wrong codes in a row', async () => {
    const form = await validForm();
    const wrong = form.verificationCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const captcha = await suite.client.captcha();
      expect(refusalOf(await register({ ...form, verificationCode: wrong, captcha: captcha.answer, captchaKey: captcha.key }))).toMatchObject({ errorCode: 'CODE_INVALID' });
    }
    let captcha = await suite.client.captcha();
    expect(refusalOf(await register({ ...form, verificationCode: wrong, captcha: captcha.answer, captchaKey: captcha.key }))).toMatchObject({
      status: 429,
      errorCode: 'TOO_MANY_ATTEMPTS',
    });
    captcha = await suite.client.captcha();
    const before = await suite.client.counts();
    expect(refusalOf(await register({ ...form, captcha: captcha.answer, captchaKey: captcha.key }))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await suite.client.counts()).toEqual(before);
  });

  it('is off without DIRECTREG3 or USERNAMEREG3', async () => {
    for (const flag of ['DIRECTREG3', 'USERNAMEREG3']) {
      const form = await validForm();
      await suite.client.setFlags({ [flag]: false });
      try {
        const before = await suite.client.counts();
        expect(refusalOf(await register(form))).toMatchObject({ status: 403, errorCode: 'FEATURE_DISABLED' });
        expect(await suite.client.counts()).toEqual(before);
      } finally {
        await suite.client.setFlags({ [flag]: true });
      }
    }
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('makes the number the username', async () => {
    const form = await validForm({ username: '' });
    const response = await register(form, true);
    const value = okEnvelope(LoginValueSchema).parse(response.json()).value;
    expect(value.account).toBe(form.mobileNum);
    expect(await suite.client.login(form.mobileNum as string, 'abc12345')).toBeTruthy();
  });

  it('needs the number and MOBILENUMREG3', async () => {
    const form = await validForm();
    const before = await suite.client.counts();
    expect(refusalOf(await register({ ...form, mobileNum: undefined }, true))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'mobileNum' });
    await suite.client.setFlags({ MOBILENUMREG3: false });
    try {
      expect(refusalOf(await register(form, true))).toMatchObject({ status: 403, errorCode: 'FEATURE_DISABLED' });
    } finally {
      await suite.client.setFlags({ MOBILENUMREG3: true });
    }
    expect(await suite.client.counts()).toEqual(before);
    expect((await register(form, true)).statusCode).toBe(200);
  });

  it('refuses a plain (unencrypted) body', async () => {
    const response = await suite.fx.call({ method: 'PUT', url: '/wps/member/register/mobile', payload: await validForm() });
    expect(refusalOf(response)).toMatchObject({ status: 400, errorCode: 'SEALED_BODY_INVALID' });
  });
});

describe('date of birth', () => {
  it("answers the brand's minimum age (18 on the default brand) and refuses a person under it, a missing date or an impossible one, writing nothing", async () => {
    const settings = okEnvelope(RegisterSettingsSchema).parse((await suite.fx.call({ method: 'GET', url: registrationEndpoints.registerSettings.path })).json()).value;
    expect(settings.minimumAge).toBe(18);
    const today = new Date();
    const iso = (years: number, days = 0) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
    const forms = [await validForm({ dateOfBirth: iso(18, 2) }), await validForm({ dateOfBirth: undefined }), await validForm({ dateOfBirth: '2001-02-30' })];
    const before = await suite.client.counts();
    // Turning 18 in two days' time (a margin for the site's time zone): too young.
    expect(refusalOf(await register(forms[0]!))).toMatchObject({ status: 403, errorCode: 'UNDER_AGE', field: 'dateOfBirth' });
    expect(refusalOf(await register(forms[1]!))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'dateOfBirth' });
    expect(refusalOf(await register(forms[2]!))).toMatchObject({ status: 400, field: 'dateOfBirth' });
    expect(await suite.client.counts()).toEqual(before);
    const form = await validForm({ dateOfBirth: iso(18, -2) });
    const { customerId } = okEnvelope(LoginValueSchema).parse((await register(form)).json()).value;
    expect(await suite.fx.db.query("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM members WHERE id = $1::bigint", [customerId])).toEqual([{ dob: iso(18, -2) }]);
  });
});
