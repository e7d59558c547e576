/**
 * Time-out, self-exclusion, the exclusion register and the age at registration, against the
 * platform (PH brand: minimum age 21), through the calls a member, a game vendor and an operator make.
 */
import { exclusionEndpoints as calls } from '@site/shared/contract/protection/exclusion';
import { depositsEndpoints, messagesEndpoints, walletsEndpoints, withdrawalsEndpoints } from '@site/shared/contract/member';
import { gamesEndpoints } from '@site/shared/contract/games';
import { rewardsEndpoints } from '@site/shared/contract/rewards/rewards';
import { registrationEndpoints, sessionEndpoints } from '@site/shared/contract/session';
import { buildPlatformApp } from '../../app';
import { openTestDatabase } from '../../testing/test-database';
import { TEST_OPERATOR_TOKEN, type PlatformFixture } from '../../testing/platform-fixture';
import { AccountClient, refusalOf } from '../../testing/account-client';
import { SeamlessClient, TEST_PROVIDER_SECRET } from '../../seamless/seamless-test-client';
import { calls as memberCalls, PAYMENT_PASSWORD, withdrawingMember, type TestMember } from '../../withdrawals/withdrawal-test-support';
import { uniqueNumero } from '../../lottery/bets/bet-test-support';
import { hashToken, issueSession } from '../../accounts/sessions';
import { creditReward } from '../../rewards/bonus/credit-reward';
import { reconcile } from '../../wallet/reconcile';
import { brandProfileFor } from '../brand-profile';
import { localExclusionRegister } from './exclusion-register';
import { registerCheckIfDue } from './register-check';

let fx: PlatformFixture;
let seamless: SeamlessClient;
let client: AccountClient;

beforeAll(async () => {
  const db = await openTestDatabase({ seeded: true });
  const app = await buildPlatformApp({
    db,
    operatorToken: TEST_OPERATOR_TOKEN,
    gameProviderSecret: TEST_PROVIDER_SECRET,
    testHooks: true,
    brandProfile: brandProfileFor('PH'),
    lottery: { schedule: false },
    settlement: { schedule: false },
    bonus: { schedule: false },
  });
  fx = {
    db,
    app,
    call: ({ operator, headers, ...rest }) => app.inject({ ...rest, headers: { ...(operator ? { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } : {}), ...headers } }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
  seamless = new SeamlessClient(fx);
  client = new AccountClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const next = () => `x${process.pid % 1000}n${++serial}`;

const post = (token: string, url: string, payload?: unknown) => memberCalls(fx).post(token, url, payload);
const get = (token: string, url: string) => memberCalls(fx).get(token, url);
const ops = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  fx.call({ method, url, operator: true, headers: { 'x-operator': 'ops.tester' }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A game session of the member opened the way a launch does, from a login session of its own. */
async function gameSession(memberId: string): Promise<string> {
  const launchToken = await seamless.launchToken(memberId, { gameCode: 'RNG-DEMO', gameType: 'RNG', vendor: 'DEMO' });
  return (await seamless.value<{ sessionToken: string }>('authenticate', { requestId: `auth-${next()}`, launchToken })).sessionToken;
}

function bet(sessionToken: string, amount = 100) {
  return seamless.call('bet', { requestId: next(), sessionToken, gameCode: 'RNG-DEMO', roundId: next(), txId: next(), amount });
}

async function takeSelfExclusion(member: TestMember, period = 'P6M') {
  const response = await post(member.token, calls.takeExclusion.path, { kind: 'SELF_EXCLUSION', period, confirm: true });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

/** Moves every exclusion of the member `days` into the past, as if that time had gone by. */
async function age(memberId: string, days: number) {
  await fx.db.query(
    `UPDATE member_exclusions SET starts_at = starts_at - $2 * interval '1 day', ends_at = ends_at - $2 * interval '1 day',
       irrevocable_until = irrevocable_until - $2 * interval '1 day', reopen_requested_at = reopen_requested_at - $2 * interval '1 day',
       reopens_at = reopens_at - $2 * interval '1 day' WHERE member_id = $1::bigint`,
    [memberId, days],
  );
}

describe('time-out and self-exclusion', () => {
  it('a self-excluded member cannot bet, deposit, transfer or claim, but can sign in again and withdraw MAIN', async () => {
    const member = await withdrawingMember(fx, { balance: '500.00' });
    const game = await gameSession(member.memberId);
    expect((await bet(game)).statusCode).toBe(200);
    // A bonus grant and a reward waiting to be claimed: both go when the member steps away.
    await creditReward(fx.db, { memberId: member.memberId, amount: 2_000n, multiplier: 5, source: 'OPERATOR', reference: next(), title: 'Welcome' });
    const issued = await ops('POST', rewardsEndpoints.opsIssue.path, { account: member.account, reference: next(), amount: '5.00', title: 'Gift' });
    expect(issued.statusCode).toBe(200);

    const taken = await takeSelfExclusion(member);
    expect(taken).toMatchObject({ inForce: true, kind: 'SELF_EXCLUSION', period: 'P6M', canAskToReopen: false, reopensAt: null, bonusesForfeited: 1, rewardsCancelled: 1 });
    expect(taken.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await get(member.token, calls.exclusionState.path)).statusCode).toBe(401);
    const [grant] = await fx.db.query<{ status: string }>('SELECT status FROM bonus_grants WHERE member_id = $1::bigint', [member.memberId]);
    expect(grant!.status).toBe('FORFEITED');
    const [issue] = await fx.db.query<{ status: string; review_reason: string }>('SELECT status, review_reason FROM reward_issues WHERE id = $1::bigint', [
      issued.json().value.issue.id,
    ]);
    expect(issue).toEqual({ status: 'REJECTED', review_reason: 'Cancelled: you took a break from play' });

    // Signed in again: the page shows the exclusion; every way into play is refused, nothing written.
    const again: TestMember = { ...member, token: await issueSession(fx.db, member.memberId) };
    expect((await get(again.token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: true, kind: 'SELF_EXCLUSION' });
    const journal = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries'))[0]!.n;
    const before = await journal();
    const refusals = [
      await bet(await gameSession(member.memberId)),
      await post(again.token, depositsEndpoints.bankDeposit.path, { amount: '100.00', reference: 'my bank', requestId: `req-${next()}` }),
      await post(again.token, walletsEndpoints.walletTransfer.path, { from: 'MAIN', to: 'REDTIGER', amount: '10.00', requestId: `req-${next()}` }),
      await post(again.token, withdrawalsEndpoints.takeSlice.path, { amount: '100.00', requestId: `req-${next()}` }),
      await post(again.token, '/lgw/vn/bets', { gameId: 'FAST_1M', numero: uniqueNumero(), betType: 'LO2', numbers: ['07', '42'], units: 1, requestId: `req-${next()}` }),
      await get(again.token, `${gamesEndpoints.launchGame.path}?nodeId=1`),
      await client.sealed('POST', walletsEndpoints.uplineTransfer.path, { amount: '10', paymentPassword: PAYMENT_PASSWORD, requestId: `req-${next()}` }, { authorization: again.token }),
    ];
    for (const refused of refusals) expect(refusalOf(refused)).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });
    const laterGift = await ops('POST', rewardsEndpoints.opsIssue.path, { account: member.account, reference: next(), amount: '5.00', title: 'Gift' });
    const claim = await post(again.token, rewardsEndpoints.claim.path, { id: laterGift.json().value.issue.id });
    expect(refusalOf(claim)).toMatchObject({ status: 422, errorCode: 'NOT_ELIGIBLE' });
    expect(claim.json().value.reasons).toContainEqual(expect.objectContaining({ code: 'PLAYER_EXCLUDED' }));
    expect(await journal()).toBe(before);
    // Broadcasts (marketing) skip the member; a message to the member alone still arrives.
    const title = `News ${next()}`;
    expect((await ops('POST', messagesEndpoints.opsSend.path, { all: true, reference: `m-${next()}`, title, content: 'Play now' })).statusCode).toBe(200);
    expect((await ops('POST', messagesEndpoints.opsSend.path, { account: member.account, reference: `m-${next()}`, title: 'About your account', content: 'Hello' })).statusCode).toBe(200);
    // The self-exclusion and the forfeit it made are told (transactional); the reward issued after it is not (promotional).
    const inbox = await fx.db.query<{ title: string; template: string | null; params: Record<string, string> | null }>(
      'SELECT title, template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id',
      [member.memberId],
    );
    expect(inbox.map((row) => row.title)).toEqual(['New reward to claim', 'Self-exclusion started', 'Bonus forfeited', 'About your account']);
    expect(inbox[1]).toMatchObject({ template: 'SELF_EXCLUSION_STARTED', params: { until: expect.stringMatching(/^\d{4}-/) } });
    expect(inbox[2]).toMatchObject({ template: 'BONUS_FORFEITED', params: { amount: '20.00', cause: 'FORFEITED' } });
    expect(await fx.db.query('SELECT 1 FROM member_messages WHERE title = $1 LIMIT 1', [title])).toHaveLength(1);

    // The way out stays open: money back to MAIN, then a withdrawal.
    expect((await post(again.token, walletsEndpoints.walletRecallAll.path, { requestId: `req-${next()}` })).statusCode).toBe(200);
    const withdrawn = await memberCalls(fx).withdraw(again, '100.00');
    expect(withdrawn.statusCode).toBe(200);
    expect((await reconcile(fx.db)).problems).toEqual([]);
  });

  it('a time-out ends every session at once (an open game can bet no more) and ends by itself', async () => {
    const member = await withdrawingMember(fx, { balance: '100.00' });
    const game = await gameSession(member.memberId);
    const other = await issueSession(fx.db, member.memberId);
    const taken = await post(member.token, calls.takeExclusion.path, { kind: 'TIME_OUT', days: 1, confirm: true });
    expect(taken.json().value).toMatchObject({ inForce: true, kind: 'TIME_OUT', period: 'P1D' });
    expect(Date.parse(taken.json().value.reopensAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const told = await fx.db.query<{ template: string; params: Record<string, string> }>('SELECT template, params FROM member_messages WHERE member_id = $1::bigint', [member.memberId]);
    expect(told).toEqual([{ template: 'TIME_OUT_STARTED', params: { until: new Date(taken.json().value.reopensAt).toISOString() } }]);
    for (const token of [member.token, other]) expect(refusalOf(await get(token, calls.exclusionState.path)).status).toBe(401);
    expect(refusalOf(await bet(game))).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });
    const [row] = await fx.db.query<{ reasons: string[] }>(
      "SELECT array_agg(DISTINCT revoke_reason) AS reasons FROM sessions WHERE member_id = $1::bigint AND revoked_at IS NOT NULL",
      [member.memberId],
    );
    expect(row!.reasons).toEqual(['EXCLUDED']);
    // Another time-out while one runs is refused; a self-exclusion may replace it.
    const token = await issueSession(fx.db, member.memberId);
    expect(refusalOf(await post(token, calls.takeExclusion.path, { kind: 'TIME_OUT', days: 2, confirm: true }))).toMatchObject({ status: 409, errorCode: 'EXCLUSION_IN_FORCE' });

    await age(member.memberId, 1);
    expect((await get(token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: false, kind: null });
    expect((await bet(await gameSession(member.memberId))).statusCode).toBe(200);
  });

  it('refuses a time-out outside 1-30 days and a request without the confirmation, writing nothing', async () => {
    const member = await withdrawingMember(fx);
    for (const body of [
      { kind: 'TIME_OUT', days: 31, confirm: true },
      { kind: 'TIME_OUT', days: 0, confirm: true },
      { kind: 'TIME_OUT', days: 1 },
      { kind: 'SELF_EXCLUSION', period: 'P3M', confirm: true },
    ]) {
      expect(refusalOf(await post(member.token, calls.takeExclusion.path, body))).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    }
    expect(await fx.db.query('SELECT 1 FROM member_exclusions WHERE member_id = $1::bigint', [member.memberId])).toEqual([]);
  });

  it('the first 6 months of a self-exclusion cannot be ended; after them play resumes 7 days after the member asks, never by itself', async () => {
    const member = await withdrawingMember(fx, { balance: '50.00' });
    await takeSelfExclusion(member, 'P1Y');
    const token = await issueSession(fx.db, member.memberId);
    const early = await post(token, calls.askToReopen.path, { confirm: true });
    expect(refusalOf(early)).toMatchObject({ status: 409, errorCode: 'EXCLUSION_IRREVOCABLE' });
    expect(Date.parse(early.json().value.irrevocableUntil) - Date.now()).toBeGreaterThan(180 * 24 * 3600_000);

    // Two years later (its year long over), still excluded: nothing reopens by itself.
    await age(member.memberId, 730);
    expect((await get(token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: true, canAskToReopen: true });
    expect(refusalOf(await bet(await gameSession(member.memberId)))).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });

    const asked = await post(token, calls.askToReopen.path, { confirm: true });
    expect(asked.statusCode).toBe(200);
    const reopensAt = Date.parse(asked.json().value.reopensAt);
    expect(reopensAt - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(reopensAt - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    // Asking again keeps the first request's time.
    expect(Date.parse((await post(token, calls.askToReopen.path, { confirm: true })).json().value.reopensAt)).toBe(reopensAt);
    // During the cooling-off, still no play.
    await age(member.memberId, 6);
    expect(refusalOf(await bet(await gameSession(member.memberId)))).toMatchObject({ status: 403, errorCode: 'PLAYER_EXCLUDED' });
    await age(member.memberId, 1);
    expect((await bet(await gameSession(member.memberId))).statusCode).toBe(200);
    expect(refusalOf(await post(token, calls.askToReopen.path, { confirm: true }))).toMatchObject({ status: 409, errorCode: 'NO_SELF_EXCLUSION' });
  });

  it('answers only the caller: the state and the calls take no member id, and a trial account cannot take one', async () => {
    const member = await withdrawingMember(fx);
    const stranger = await withdrawingMember(fx);
    await takeSelfExclusion(member);
    expect((await get(stranger.token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: false });
    expect(refusalOf(await post(stranger.token, calls.takeExclusion.path, { kind: 'TIME_OUT', days: 1, confirm: true, memberId: member.memberId }))).toMatchObject({
      status: 400,
    });
    const trial = await withdrawingMember(fx, { type: 4, payout: false, paymentPassword: false, realName: false });
    expect(refusalOf(await post(trial.token, calls.takeExclusion.path, { kind: 'TIME_OUT', days: 1, confirm: true }))).toMatchObject({ errorCode: 'NEED_REAL_ACCOUNT' });
  });
});

describe('the exclusion register', () => {
  it('an entry excludes the members it lists at once (sessions end) and its removal lets them go', async () => {
    const member = await withdrawingMember(fx, { balance: '20.00' });
    await fx.db.query("UPDATE members SET dialing_code = '+84', mobile_num = $2 WHERE id = $1::bigint", [member.memberId, `98${String(serial).padStart(7, '0')}`]);
    const [{ mobile }] = (await fx.db.query<{ mobile: string }>("SELECT dialing_code || mobile_num AS mobile FROM members WHERE id = $1::bigint", [member.memberId])) as [{ mobile: string }];
    const reference = `reg-${next()}`;
    const added = await ops('POST', calls.opsRegisterAdd.path, { reference, mobile });
    expect(added.json().value).toMatchObject({ members: [member.account], replayed: false });
    expect((await ops('POST', calls.opsRegisterAdd.path, { reference, mobile })).json().value).toMatchObject({ members: [], replayed: true });
    expect(refusalOf(await get(member.token, calls.exclusionState.path)).status).toBe(401);
    const token = await issueSession(fx.db, member.memberId);
    expect((await get(token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: true, kind: 'REGISTER' });
    expect((await ops('GET', calls.opsRegisterList.path)).json().value).toContainEqual(expect.objectContaining({ reference, mobile }));

    const removed = await ops('DELETE', calls.opsRegisterRemove.path.replace(':reference', reference));
    expect(removed.json().value).toMatchObject({ members: [member.account], replayed: false });
    expect((await get(token, calls.exclusionState.path)).json().value).toMatchObject({ inForce: false });
    expect(refusalOf(await ops('DELETE', calls.opsRegisterRemove.path.replace(':reference', 'no-such-entry')))).toMatchObject({ status: 404, errorCode: 'REGISTER_ENTRY_NOT_FOUND' });
  });

  it('the daily check finds a listing made elsewhere, once a day', async () => {
    const member = await withdrawingMember(fx);
    await fx.db.query('UPDATE members SET email = $2 WHERE id = $1::bigint', [member.memberId, `d${member.memberId}@daily.example`]);
    await fx.db.query("INSERT INTO exclusion_register (reference, email, added_by) VALUES ($1, $2, 'regulator')", [`day-${next()}`, `d${member.memberId}@daily.example`]);
    expect(await registerCheckIfDue(fx.db, localExclusionRegister)).toEqual({ checked: true });
    expect((await get(await issueSession(fx.db, member.memberId), calls.exclusionState.path)).json().value).toMatchObject({ inForce: true, kind: 'REGISTER' });
    // Within the day nothing runs again; a day later it does.
    expect(await registerCheckIfDue(fx.db, localExclusionRegister)).toEqual({ checked: false });
    await fx.db.query("UPDATE exclusion_register_checks SET checked_at = checked_at - interval '1 day'");
    expect(await registerCheckIfDue(fx.db, localExclusionRegister)).toEqual({ checked: true });
  });

  it('the operator calls need the operator token and name the operator', async () => {
    expect((await fx.call({ method: 'GET', url: calls.opsRegisterList.path })).statusCode).toBe(401);
    const unnamed = await fx.call({ method: 'POST', url: calls.opsRegisterAdd.path, operator: true, payload: { reference: `r-${next()}`, email: 'a@b.example' } });
    expect(refusalOf(unnamed)).toMatchObject({ status: 400, field: 'X-Operator' });
    expect(refusalOf(await ops('POST', calls.opsRegisterAdd.path, { reference: `r-${next()}`, fullName: 'ONLY A NAME' }))).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
  });
});

describe('registration and sign-in', () => {
  let phone = 0;
  /** A registration form as the page sends it (a fresh name and number, its code, a live captcha). */
  async function form(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    phone += 1;
    const mobileNum = `97${String(process.pid % 1000).padStart(3, '0')}${String(phone).padStart(4, '0')}`;
    const sent = await fx.call({
      method: 'POST',
      url: registrationEndpoints.registerCode.path,
      payload: { ...(await client.captchaFields()), countryDialingCode: '+84', mobileNo: mobileNum },
      remoteAddress: `10.9.${phone}.1`,
    });
    expect(sent.statusCode).toBe(200);
    const captcha = await client.captcha();
    return {
      username: `ph${process.pid % 1000}r${phone}`,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum,
      countryDialingCode: '+84',
      verificationCode: await client.latestCode(`+84${mobileNum}`),
      captcha: captcha.answer,
      captchaKey: captcha.key,
      registerMethod: 'WEB',
      login: true,
      ...overrides,
    };
  }
  const register = (body: Record<string, unknown>) => client.sealed('PUT', registrationEndpoints.register.path, body);
  const today = new Date();
  const bornYearsAgo = (years: number, days = 0) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);

  it('on the PH brand a registration at age 20 is refused and one at 21 passes; the form is told 21', async () => {
    expect((await fx.call({ method: 'GET', url: registrationEndpoints.registerSettings.path })).json().value.minimumAge).toBe(21);
    const members = async () => (await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members'))[0]!.n;
    const before = await members();
    const young = await register(await form({ dateOfBirth: bornYearsAgo(20) }));
    expect(refusalOf(young)).toMatchObject({ status: 403, errorCode: 'UNDER_AGE', field: 'dateOfBirth' });
    // 21 in two days: still 20 today.
    expect(refusalOf(await register(await form({ dateOfBirth: bornYearsAgo(21, 2) })))).toMatchObject({ errorCode: 'UNDER_AGE' });
    expect(await members()).toBe(before);
    expect((await register(await form({ dateOfBirth: bornYearsAgo(21, -2) }))).statusCode).toBe(200);
  });

  it('refuses to register a person the exclusion register lists, and excludes a listed member at sign-in (who can still sign in)', async () => {
    const listed = await form({ dateOfBirth: '1980-05-05' });
    await ops('POST', calls.opsRegisterAdd.path, { reference: `reg-${next()}`, mobile: `+84${listed.mobileNum as string}` });
    expect(refusalOf(await register(listed))).toMatchObject({ status: 403, errorCode: 'REGISTER_EXCLUDED' });
    expect(await fx.db.query('SELECT 1 FROM members WHERE account = $1', [listed.username])).toEqual([]);

    const account = `pl${next()}`;
    const member = await client.createMember({ account, password: 'abc12345' });
    await fx.db.query("UPDATE members SET email = $2 WHERE id = $1::bigint", [member, `p${member}@listed.example`]);
    // Listed directly in the table, as a national register's overnight change would be: only the sign-in finds it.
    await fx.db.query("INSERT INTO exclusion_register (reference, email, added_by) VALUES ($1, $2, 'regulator')", [`nat-${next()}`, `P${member}@LISTED.example`]);
    const signedIn = await client.sealed('POST', sessionEndpoints.login.path, { type: 'username', username: account, password: 'abc12345' });
    expect(signedIn.statusCode).toBe(200);
    const [exclusion] = await fx.db.query<{ kind: string }>('SELECT member_exclusion_in_force($1::bigint) AS kind', [member]);
    expect(exclusion!.kind).toBe('REGISTER');
    // The session the sign-in opened stays (to withdraw); none other lives.
    const live = await fx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE member_id = $1::bigint AND revoked_at IS NULL', [member]);
    expect(live).toEqual([{ token_hash: hashToken(signedIn.json().value.token as string) }]);
  });
});
