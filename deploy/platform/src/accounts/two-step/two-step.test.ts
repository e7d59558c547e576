/**
 * The second step of a sign-in from a new address: no session until it is passed, each way of
 * answering (code by SMS or e-mail, payee name, authenticator app, recovery code), the limits on
 * wrong answers, agents, pending sign-ins carried to another member or address, and the trusted
 * addresses a member manages. Every sign-in here comes from a TEST-NET address: the demo site
 * treats the machine itself as no new address.
 */
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { twoStepEndpoints as calls } from '@site/shared/contract/protection/two-step';
import { LoginValueSchema, SecondStepOfferSchema, sessionEndpoints } from '@site/shared/contract/session';
import { buildPlatformApp } from '../../app';
import { developmentSealingKeys, SealedSecretError, SecretSealer, sealingKeysFromEnv } from '../../crypto/sealed-secret';
import { okEnvelope } from '../../http/schemas';
import { refusalOf, type Envelope } from '../../testing/account-client';
import { accountSuite } from '../../testing/account-suite';
import { SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../../testing/platform-fixture';
import { acceptAppCode } from './authenticator';

const suite = accountSuite();
jest.setTimeout(30_000);

let serial = 0;
const PASSWORD = 'secret123';
/** A declared path with its parameter filled in. */
const path = (template: string, name: string, value: string) => template.replace(`:${name}`, value);

/** A fresh address of TEST-NET-3 (never loopback). */
function newAddress(): string {
  serial += 1;
  return `203.0.${113 + Math.floor(serial / 250)}.${(serial % 250) + 1}`;
}

interface Account {
  account: string;
  id: number;
  home: string;
  mobile: string;
}

/** A member (or agent) whose first sign-in happened from `home`; mobile, e-mail and payee name as asked. */
async function member(options: { type?: number; mobile?: boolean; email?: boolean; payee?: string; signIn?: boolean } = {}): Promise<Account> {
  serial += 1;
  const account = `twostep${serial}`;
  const mobileNum = `97${String(serial).padStart(7, '0')}`;
  const id = await suite.client.createMember({
    account,
    password: PASSWORD,
    ...(options.type !== undefined ? { type: options.type } : {}),
    ...(options.mobile ? { countryDialingCode: '+84', mobileNum } : {}),
    ...(options.email ? { email: `${account}@mail.test` } : {}),
  });
  if (options.payee) await suite.fx.db.query('UPDATE members SET payee_name = $2 WHERE id = $1', [id, options.payee]);
  const home = newAddress();
  if (options.signIn !== false) await token(await login(account, home));
  return { account, id, home, mobile: `+84${mobileNum}` };
}

function login(account: string, ip: string, password = PASSWORD) {
  return suite.client.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: account, password }, {}, ip);
}

async function token(response: Awaited<ReturnType<typeof login>>): Promise<string> {
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return okEnvelope(LoginValueSchema).parse(response.json()).value.token;
}

/** The pending sign-in a refused login carries. */
function offerOf(response: Awaited<ReturnType<typeof login>>) {
  expect(refusalOf(response)).toMatchObject({ status: 403, errorCode: 'SECOND_STEP_REQUIRED' });
  return SecondStepOfferSchema.parse((response.json() as Envelope<{ secondStep: unknown }>).value.secondStep);
}

function answer(pendingId: string, method: string, text: string, ip: string, extra: Record<string, unknown> = {}) {
  return suite.client.sealed('POST', calls.answer.path, { pendingId, method, answer: text, ...extra }, {}, ip);
}

function sendCode(pendingId: string, channel: 'sms' | 'email', ip: string) {
  return suite.fx.call({ method: 'POST', url: calls.sendCode.path, payload: { pendingId, channel }, remoteAddress: ip });
}

function asMember(method: 'GET' | 'POST' | 'DELETE', url: string, sessionToken: string, payload?: Record<string, unknown>, ip = '198.51.100.7') {
  return suite.fx.call({ method, url, headers: { authorization: sessionToken }, ...(payload ? { payload } : {}), remoteAddress: ip });
}

async function sessionsOf(id: number): Promise<number> {
  const rows = await suite.fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE member_id = $1', [id]);
  return rows[0]!.n;
}

async function codeSentTo(recipient: string): Promise<string> {
  const rows = await suite.fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Turns the authenticator on for the member (signed in at home); its secret and recovery codes. */
async function withApp(who: Account): Promise<{ secret: string; recoveryCodes: string[]; session: string }> {
  const session = await token(await login(who.account, who.home));
  const sealed = await suite.client.sealed('POST', calls.enrolAuthenticator.path, { password: PASSWORD }, { authorization: session }, who.home);
  expect(sealed.statusCode).toBe(200);
  const { secret } = (sealed.json() as Envelope<{ secret: string }>).value;
  const confirmed = await asMember('POST', calls.confirmAuthenticator.path, session, { code: await generate({ secret }) }, who.home);
  expect(confirmed.statusCode).toBe(200);
  // Later codes of this step would be replays: the tests move the accepted step back to let the next code of now pass once.
  await suite.fx.db.query('UPDATE authenticators SET last_step = 0 WHERE member_id = $1', [who.id]);
  return { secret, recoveryCodes: (confirmed.json() as Envelope<{ recoveryCodes: string[] }>).value.recoveryCodes, session };
}

beforeEach(async () => {
  await suite.fx.db.query('DELETE FROM attempt_locks');
  await suite.fx.db.query('DELETE FROM login_failures');
  await suite.client.clearSendQuotas();
});

describe('a sign-in from a new address', () => {
  it('needs the second step and issues no session until it is passed; then the address is trusted', async () => {
    const who = await member({ mobile: true, email: true, payee: 'NGUYEN VAN AN' });
    const away = newAddress();
    const before = await sessionsOf(who.id);
    const offer = offerOf(await login(who.account, away));
    expect(offer.methods).toEqual(['sms', 'email', 'payee']);
    expect(offer.smsTo).toMatch(/^\+84 \*+\d{4}$/);
    expect(await sessionsOf(who.id)).toBe(before);

    // The code goes to the bound number only.
    expect((await sendCode(offer.pendingId, 'sms', away)).statusCode).toBe(200);
    const code = await codeSentTo(who.mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(refusalOf(await answer(offer.pendingId, 'sms', wrongCode, away))).toMatchObject({ status: 400, errorCode: 'SECOND_STEP_INVALID', field: 'answer' });
    expect(await sessionsOf(who.id)).toBe(before);

    const passed = await answer(offer.pendingId, 'sms', code, away);
    expect(passed.statusCode).toBe(200);
    expect(okEnvelope(LoginValueSchema).parse(passed.json()).value.account).toBe(who.account);
    expect(await sessionsOf(who.id)).toBe(before + 1);
    // Used: the pending sign-in opens nothing twice.
    expect(refusalOf(await answer(offer.pendingId, 'sms', code, away))).toMatchObject({ status: 404, errorCode: 'SIGN_IN_PENDING_INVALID' });
    // The address is trusted now.
    expect((await login(who.account, away)).statusCode).toBe(200);
  });

  it("records the browser's device id when the second step opens the session", async () => {
    const who = await member({ payee: 'LE THI HOA' });
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    const device = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const passed = await suite.client.sealed('POST', calls.answer.path, { pendingId: offer.pendingId, method: 'payee', answer: 'LE THI HOA' }, { [DEVICE_ID_HEADER]: device }, away);
    expect(passed.statusCode).toBe(200);
    const rows = await suite.fx.db.query<{ device_hash: string }>('SELECT device_hash FROM member_devices WHERE member_id = $1::bigint', [who.id]);
    expect(rows.map((row) => row.device_hash)).toEqual([createHash('sha256').update(device).digest('hex')]);
  });

  it("carries the first step's device id to the session the second step opens, beside the answering browser's", async () => {
    const who = await member({ payee: 'TRAN VAN BINH' });
    const hash = (id: string) => createHash('sha256').update(id).digest('hex');
    const devices = async () =>
      (await suite.fx.db.query<{ device_hash: string }>('SELECT device_hash FROM member_devices WHERE member_id = $1::bigint ORDER BY device_hash', [who.id])).map((row) => row.device_hash);
    const first = 'f1f2f3f4f5f6f7f8f9fafbfcfdfeff00';
    const away = newAddress();
    const refused = await suite.client.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: who.account, password: PASSWORD }, { [DEVICE_ID_HEADER]: first }, away);
    const offer = offerOf(refused);
    // Nothing is recorded before the step is passed.
    expect(await devices()).toEqual([]);
    // The answer comes without the header: the session still knows the browser the password was typed in.
    expect((await answer(offer.pendingId, 'payee', 'TRAN VAN BINH', away, { trustAddress: false })).statusCode).toBe(200);
    expect(await devices()).toEqual([hash(first)]);

    // Finished from another browser: both are the member's.
    const second = '0102030405060708090a0b0c0d0e0f10';
    const again = offerOf(await suite.client.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: who.account, password: PASSWORD }, { [DEVICE_ID_HEADER]: first }, away));
    const passed = await suite.client.sealed('POST', calls.answer.path, { pendingId: again.pendingId, method: 'payee', answer: 'TRAN VAN BINH', trustAddress: false }, { [DEVICE_ID_HEADER]: second }, away);
    expect(passed.statusCode).toBe(200);
    expect(await devices()).toEqual([hash(first), hash(second)].sort());
  });

  it('takes an e-mailed code and the payee name, written any case and spacing; a member who says not to trust the address is asked again', async () => {
    const who = await member({ email: true, payee: 'Trần Thị Bình' });
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    expect(offer.methods).toEqual(['email', 'payee']);
    expect((await sendCode(offer.pendingId, 'email', away)).statusCode).toBe(200);
    const code = await codeSentTo(`${who.account}@mail.test`);
    expect((await answer(offer.pendingId, 'email', code, away, { trustAddress: false })).statusCode).toBe(200);

    const again = offerOf(await login(who.account, away));
    expect((await answer(again.pendingId, 'payee', '  trần   thị bình ', away)).statusCode).toBe(200);
    expect((await login(who.account, away)).statusCode).toBe(200);
  });

  it('limits wrong answers: five wrong in a row lock the account from that address, across pending sign-ins', async () => {
    const who = await member({ payee: 'LE VAN CUONG' });
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    for (let i = 1; i <= 4; i += 1) {
      expect(refusalOf(await answer(offer.pendingId, 'payee', `WRONG NAME ${'X'.repeat(i)}`, away))).toMatchObject({ errorCode: 'SECOND_STEP_INVALID' });
    }
    expect(refusalOf(await answer(offer.pendingId, 'payee', 'WRONG NAME Y', away))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    // That pending sign-in is dead, and the right name does not help on a new one either.
    expect(refusalOf(await answer(offer.pendingId, 'payee', 'LE VAN CUONG', away))).toMatchObject({ status: 404, errorCode: 'SIGN_IN_PENDING_INVALID' });
    const fresh = offerOf(await login(who.account, away));
    expect(refusalOf(await answer(fresh.pendingId, 'payee', 'LE VAN CUONG', away))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_ATTEMPTS' });
    expect(await suite.fx.db.query('SELECT 1 FROM trusted_addresses WHERE member_id = $1 AND ip = $2', [who.id, away])).toHaveLength(0);
  });

  it('a sent code may be tried 3 times, then it is dead even for the right digits', async () => {
    const who = await member({ email: true });
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    await sendCode(offer.pendingId, 'email', away);
    const code = await codeSentTo(`${who.account}@mail.test`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) expect(refusalOf(await answer(offer.pendingId, 'email', wrongCode, away)).errorCode).toBe('SECOND_STEP_INVALID');
    expect(refusalOf(await answer(offer.pendingId, 'email', code, away)).errorCode).toBe('SECOND_STEP_INVALID');
    expect(await sessionsOf(who.id)).toBe(1);
  });
});

describe('the authenticator app', () => {
  it('a valid code passes once: an invalid one and the same code again are refused', async () => {
    const who = await member({ payee: 'PHAM VAN DUC' });
    const { secret } = await withApp(who);
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    expect(offer.methods).toEqual(['totp', 'payee', 'recovery']);
    const code = await generate({ secret });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(refusalOf(await answer(offer.pendingId, 'totp', wrongCode, away)).errorCode).toBe('SECOND_STEP_INVALID');
    expect((await answer(offer.pendingId, 'totp', code, away, { trustAddress: false })).statusCode).toBe(200);

    // The same code again, on a new pending sign-in: a replay.
    const again = offerOf(await login(who.account, away));
    expect(refusalOf(await answer(again.pendingId, 'totp', code, away)).errorCode).toBe('SECOND_STEP_INVALID');
  });

  it('a recovery code works once; turning the app off needs a code and removes it as a way', async () => {
    const who = await member();
    const { recoveryCodes, session, secret } = await withApp(who);
    expect(recoveryCodes).toHaveLength(10);
    const away = newAddress();
    const offer = offerOf(await login(who.account, away));
    expect(offer.methods).toEqual(['totp', 'recovery']);
    expect((await answer(offer.pendingId, 'recovery', recoveryCodes[0]!.toUpperCase(), away, { trustAddress: false })).statusCode).toBe(200);
    const again = offerOf(await login(who.account, away));
    expect(refusalOf(await answer(again.pendingId, 'recovery', recoveryCodes[0]!, away)).errorCode).toBe('SECOND_STEP_INVALID');
    expect((await answer(again.pendingId, 'recovery', recoveryCodes[1]!, away, { trustAddress: false })).statusCode).toBe(200);
    const status = await asMember('GET', calls.authenticator.path, session, undefined, who.home);
    expect((status.json() as Envelope).value).toMatchObject({ status: 'ON', recoveryCodesLeft: 8 });

    expect(refusalOf(await asMember('POST', calls.disableAuthenticator.path, session, { code: '000000' }, who.home))).toMatchObject({ status: 400, errorCode: 'CODE_INVALID' });
    expect((await asMember('POST', calls.disableAuthenticator.path, session, { code: await generate({ secret }) }, who.home)).statusCode).toBe(200);
    // Nothing left to answer with: no session from a new address.
    expect(refusalOf(await login(who.account, newAddress()))).toMatchObject({ status: 403, errorCode: 'SECOND_STEP_UNAVAILABLE' });
  });

  it('keeps the secret sealed in the database; one stored as it is gets sealed; a wrong key fails closed', async () => {
    const who = await member();
    const { secret } = await withApp(who);
    const stored = async () => (await suite.fx.db.query<{ secret: string }>('SELECT secret FROM authenticators WHERE member_id = $1', [who.id]))[0]!.secret;
    const passFromNewAddress = async () => {
      await suite.fx.db.query('UPDATE authenticators SET last_step = 0 WHERE member_id = $1', [who.id]);
      const away = newAddress();
      const offer = offerOf(await login(who.account, away));
      return answer(offer.pendingId, 'totp', await generate({ secret }), away, { trustAddress: false });
    };
    // Sealed from the moment it is enrolled, not only once a code was checked.
    const enrolling = await member();
    const enrollingSession = await token(await login(enrolling.account, enrolling.home));
    const enrolled = await suite.client.sealed('POST', calls.enrolAuthenticator.path, { password: PASSWORD }, { authorization: enrollingSession }, enrolling.home);
    const enrolledSecret = (enrolled.json() as Envelope<{ secret: string }>).value.secret;
    const [pendingRow] = await suite.fx.db.query<{ secret: string }>('SELECT secret FROM authenticators WHERE member_id = $1', [enrolling.id]);
    expect(pendingRow!.secret).not.toContain(enrolledSecret);
    expect(pendingRow!.secret).toMatch(/^s1\.dev\./);
    const sealed = await stored();
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^s1\.dev\.[A-Za-z0-9_-]+$/);
    expect(new SecretSealer(developmentSealingKeys()).open(sealed, `totp:${who.id}`)).toBe(secret);

    // A secret from before sealing still signs in, and that use seals it.
    await suite.fx.db.query('UPDATE authenticators SET secret = $2 WHERE member_id = $1', [who.id, secret]);
    expect((await passFromNewAddress()).statusCode).toBe(200);
    expect(await stored()).toMatch(/^s1\.dev\./);

    // One left as it is is sealed when a platform starts on the database.
    await suite.fx.db.query('UPDATE authenticators SET secret = $2 WHERE member_id = $1', [who.id, secret]);
    const restarted = await buildPlatformApp({ db: suite.fx.db, operatorToken: TEST_OPERATOR_TOKEN, testHooks: false, demoMode: true, ...SCHEDULERS_OFF });
    await restarted.close();
    expect(await stored()).toMatch(/^s1\.dev\./);

    // Sealed under another key of the same id: no code opens a session, and nothing is guessed.
    const otherKey = new SecretSealer(sealingKeysFromEnv({ SECRETS_SEALING_KEY: `dev:${'w'.repeat(40)}` })!);
    await suite.fx.db.query('UPDATE authenticators SET secret = $2 WHERE member_id = $1', [who.id, otherKey.seal(secret, `totp:${who.id}`)]);
    const sessions = await sessionsOf(who.id);
    expect(refusalOf(await passFromNewAddress())).toMatchObject({ status: 500 });
    expect(await sessionsOf(who.id)).toBe(sessions);
    await expect(acceptAppCode(suite.fx.db, new SecretSealer(developmentSealingKeys()), who.id, await generate({ secret }))).rejects.toThrow(
      new SealedSecretError(`A secret (totp:${who.id}) sealed under key 'dev' does not open with the configured key of that id: wrong key, or the value was altered or moved`),
    );
  });

  it('adding one needs the login password', async () => {
    const who = await member();
    const session = await token(await login(who.account, who.home));
    const refused = await suite.client.sealed('POST', calls.enrolAuthenticator.path, { password: 'not-it' }, { authorization: session }, who.home);
    expect(refusalOf(refused)).toMatchObject({ status: 400, errorCode: 'PASSWORD_WRONG', field: 'password' });
    expect(await suite.fx.db.query('SELECT 1 FROM authenticators WHERE member_id = $1', [who.id])).toHaveLength(0);
  });
});

describe('accounts and addresses', () => {
  it('an agent always needs the second step for a new address, its very first included; a member only after its first', async () => {
    serial += 1;
    const agent = `twostepagent${serial}`;
    const agentId = await suite.client.createMember({ account: agent, password: PASSWORD, type: 1, email: `${agent}@mail.test` });
    const first = newAddress();
    offerOf(await suite.client.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: agent, password: PASSWORD, side: 'agent' }, {}, first));
    expect(await sessionsOf(agentId)).toBe(0);

    const plain = await member({ signIn: false, email: true });
    expect((await login(plain.account, first)).statusCode).toBe(200);
    offerOf(await login(plain.account, newAddress()));
  });

  it("another member's pending sign-in, or one carried to another address, is refused", async () => {
    const alice = await member({ payee: 'ALICE NAME' });
    const bob = await member({ payee: 'BOB NAME' });
    const aliceAway = newAddress();
    const bobAway = newAddress();
    const aliceOffer = offerOf(await login(alice.account, aliceAway));
    offerOf(await login(bob.account, bobAway));
    // Bob answers Alice's pending sign-in with his own name, from his address and from hers.
    expect(refusalOf(await answer(aliceOffer.pendingId, 'payee', 'BOB NAME', bobAway))).toMatchObject({ status: 404, errorCode: 'SIGN_IN_PENDING_INVALID' });
    expect(refusalOf(await answer(aliceOffer.pendingId, 'payee', 'BOB NAME', aliceAway))).toMatchObject({ status: 400, errorCode: 'SECOND_STEP_INVALID' });
    expect(refusalOf(await sendCode(aliceOffer.pendingId, 'sms', bobAway))).toMatchObject({ status: 404 });
    expect(await sessionsOf(alice.id)).toBe(1);
  });

  it('a trusted address skips the step; the member lists and removes them, never another member’s', async () => {
    const who = await member({ payee: 'VO THI EM' });
    const other = await member();
    const session = await token(await login(who.account, who.home));
    expect(await sessionsOf(who.id)).toBe(2);
    const list = await asMember('GET', calls.trustedAddresses.path, session, undefined, who.home);
    const items = (list.json() as Envelope<{ items: { id: string; ip: string; how: string; current: boolean }[] }>).value.items;
    expect(items).toEqual([expect.objectContaining({ ip: who.home, how: 'FIRST_SIGN_IN', current: true })]);

    const otherSession = await token(await login(other.account, other.home));
    expect(refusalOf(await asMember('DELETE', path(calls.removeTrustedAddress.path, 'id', items[0]!.id), otherSession))).toMatchObject({ status: 404 });
    expect((await login(who.account, who.home)).statusCode).toBe(200);

    expect((await asMember('DELETE', path(calls.removeTrustedAddress.path, 'id', items[0]!.id), session)).statusCode).toBe(200);
    // Removed: even the account's own first address asks now (a removal is never undone by a "first" sign-in).
    offerOf(await login(who.account, who.home));
  });

  it("the operator trusts an address for an account that cannot answer, once per reference, audited", async () => {
    const who = await member();
    const away = newAddress();
    expect(refusalOf(await login(who.account, away))).toMatchObject({ status: 403, errorCode: 'SECOND_STEP_UNAVAILABLE' });
    const trust = (reference: string, operator?: boolean) =>
      suite.fx.call({ method: 'POST', url: calls.opsTrustAddress.path, operator: operator ?? true, headers: { 'x-operator': 'erin' }, payload: { account: who.account, ip: away, reference } });
    // Not without the operator token.
    expect((await trust('ticket-1', false)).statusCode).toBe(401);
    const first = await trust('ticket-1');
    expect(first.statusCode).toBe(200);
    expect((first.json() as Envelope).value).toMatchObject({ replayed: false, address: { ip: away, how: 'OPERATOR' } });
    expect(((await trust('ticket-1')).json() as Envelope).value).toMatchObject({ replayed: true });
    expect(await suite.fx.db.query("SELECT operator FROM operator_actions WHERE action = 'TRUST_ADDRESS' AND reference = 'ticket-1'")).toEqual([{ operator: 'erin' }]);
    expect((await login(who.account, away)).statusCode).toBe(200);
    const list = await suite.fx.call({ method: 'GET', url: `${calls.opsTrustedAddresses.path}?account=${who.account}`, operator: true });
    expect((list.json() as Envelope<{ items: { ip: string }[] }>).value.items.map((item) => item.ip).sort()).toEqual([who.home, away].sort());
  });

  it('a free-play account cannot manage trusted addresses', async () => {
    const trial = (await suite.fx.call({ method: 'POST', url: sessionEndpoints.freePlay.path, remoteAddress: newAddress() })).json() as Envelope<{ token: string }>;
    expect(refusalOf(await asMember('GET', calls.trustedAddresses.path, trial.value.token))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
  });
});
