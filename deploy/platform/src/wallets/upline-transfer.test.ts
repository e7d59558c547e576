/**
 * Transfer to upline: no upline, the payment password, limits per transfer and per day (set by an
 * audited operator call), idempotency, both members' ledger lines and 200 concurrent transfers.
 */
import { LIGHT_TEST_PASSWORD_COST } from '../accounts/passwords';
import { issueSession } from '../accounts/session-auth';
import { storePaymentPassword } from '../member/payment-password';
import { AccountClient } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { creditMember } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { insertMember } from '../wallet/wallet-test-db';
import { postUplineTransfer, uplineLimits, uplineOf } from './upline-transfer';
import { walletBalance } from './vendor-wallets';

let fx: PlatformFixture;
let client: AccountClient;

beforeAll(async () => {
  fx = await createPlatformFixture();
  client = new AccountClient(fx);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const PASSWORD = '246810';
const db = () => fx.db as Parameters<typeof insertMember>[0];
let serial = 0;
const requestId = () => `up-${process.pid}-${(serial += 1)}-${Date.now().toString(36)}`;

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode: string | null;
  field?: string;
}
const body = <T>(response: { json(): unknown }) => response.json() as Envelope<T>;

async function member(options: { money?: bigint; uplineId?: string; password?: boolean; type?: number } = {}) {
  const memberId = await insertMember(db(), { account: `ut${Math.random().toString(36).slice(2, 12)}`, type: options.type, uplineId: options.uplineId });
  if (options.money) {
    await creditMember(fx.db, { memberId, amount: options.money, idempotencyKey: `test:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  }
  if (options.password !== false) await storePaymentPassword(fx.db, memberId, PASSWORD, LIGHT_TEST_PASSWORD_COST);
  return { memberId, token: await issueSession(fx.db, memberId) };
}

/** A member with money under a fresh agent (type 1). */
async function pair(money = 100_000n) {
  const agent = await member({ type: 1, password: false });
  const sender = await member({ money, uplineId: agent.memberId });
  return { agent, sender };
}

const send = (token: string, payload: Record<string, unknown>) =>
  client.sealed('POST', '/wps/member/transfer/upline', { amount: '10', paymentPassword: PASSWORD, requestId: requestId(), ...payload }, { authorization: token });
const info = (token: string) => fx.call({ method: 'GET', url: '/wps/member/transfer/upline', headers: { authorization: token } });

async function ledgerState(): Promise<unknown> {
  const [row] = await fx.db.query(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS entries, (SELECT count(*)::int FROM upline_transfers) AS transfers,
            (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances`,
  );
  return row;
}

const setLimits = (payload: Record<string, unknown>, headers: Record<string, string> = { 'x-operator': 'alice.ops' }) =>
  fx.call({ method: 'PUT', url: '/ops/wallets/upline-limits', operator: true, headers, payload });

describe('GET /wps/member/transfer/upline', () => {
  it('names the upline, the limits, what was sent today and whether a payment password is set', async () => {
    const agent = await member({ type: 1, password: false });
    await fx.db.query("UPDATE members SET nickname = 'Agent Smith' WHERE id = $1::bigint", [agent.memberId]);
    const sender = await member({ money: 5_000n, uplineId: agent.memberId, password: false });
    const value = body<Record<string, unknown>>(await info(sender.token)).value;
    expect(value).toMatchObject({ upline: { name: 'Agent Smith' }, paymentPasswordSet: false, balance: '50.00', limits: { usedToday: '0.00' } });
    const orphan = await member();
    expect(body<{ upline: unknown }>(await info(orphan.token)).value.upline).toBeNull();
  });
});

describe('POST /wps/member/transfer/upline', () => {
  it('moves money to the upline under one UPLINE_TRANSFER entry whose reference both ledger lines carry', async () => {
    const { agent, sender } = await pair();
    const response = await send(sender.token, { amount: '25.50' });
    expect(response.statusCode).toBe(200);
    const value = body<{ reference: string; amount: string; balance: string; replayed: boolean }>(response).value;
    expect(value).toMatchObject({ amount: '25.50', balance: '974.50', replayed: false });
    expect(value.reference).toMatch(/^UT[0-9]+$/);
    expect(await walletBalance(fx.db, sender.memberId, 'MAIN')).toBe(97_450n);
    expect(await walletBalance(fx.db, agent.memberId, 'MAIN')).toBe(2_550n);
    const lines = await fx.db.query<{ member_id: string; amount: string; kind: string; reference: string }>(
      `SELECT a.member_id::text AS member_id, l.amount::text AS amount, e.kind, e.reference FROM journal_lines l
       JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
       WHERE e.reference = $1 ORDER BY l.amount`,
      [value.reference],
    );
    expect(lines).toEqual([
      { member_id: sender.memberId, amount: '-2550', kind: 'UPLINE_TRANSFER', reference: value.reference },
      { member_id: agent.memberId, amount: '2550', kind: 'UPLINE_TRANSFER', reference: value.reference },
    ]);
  });

  it('refuses without an upline (409 NO_UPLINE) before trying the payment password', async () => {
    const orphan = await member({ money: 10_000n });
    const before = await ledgerState();
    const response = await send(orphan.token, { paymentPassword: '000000' });
    expect(response.statusCode).toBe(409);
    expect(body(response).errorCode).toBe('NO_UPLINE');
    expect(await ledgerState()).toEqual(before);
  });

  it('a wrong payment password moves nothing (403 naming paymentPassword); none set is 400', async () => {
    const { sender } = await pair();
    const before = await ledgerState();
    const wrong = await send(sender.token, { paymentPassword: '111111' });
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong)).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    expect(await ledgerState()).toEqual(before);

    const agent = await member({ type: 1, password: false });
    const noPassword = await member({ money: 10_000n, uplineId: agent.memberId, password: false });
    const beforeUnset = await ledgerState();
    const unset = await send(noPassword.token, {});
    expect(unset.statusCode).toBe(400);
    expect(body(unset).errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect(await ledgerState()).toEqual(beforeUnset);
  });

  it.each([
    ['amount missing', { amount: undefined }, 'amount'],
    ['amount zero', { amount: '0' }, 'amount'],
    ['amount with 3 decimals', { amount: '1.234' }, 'amount'],
    ['amount below the minimum', { amount: '9.99' }, 'amount'],
    ['amount above the maximum', { amount: '50000.01' }, 'amount'],
    ['payment password of 5 digits', { paymentPassword: '12345' }, 'paymentPassword'],
    ['payment password with letters', { paymentPassword: 'abcdef' }, 'paymentPassword'],
    ['requestId missing', { requestId: undefined }, 'requestId'],
  ])('refuses %s with a 400 naming the field and moves nothing', async (_case, payload, field) => {
    const { sender } = await pair();
    const before = await ledgerState();
    const response = await send(sender.token, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, field });
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses an unsealed body and a trial account', async () => {
    const { sender } = await pair();
    const plain = await fx.call({
      method: 'POST',
      url: '/wps/member/transfer/upline',
      headers: { authorization: sender.token },
      payload: { amount: '10', paymentPassword: PASSWORD, requestId: requestId() },
    });
    expect(plain.statusCode).toBe(400);
    const trial = await member({ type: 4, password: false });
    expect(body(await send(trial.token, {})).errorCode).toBe('NEED_REAL_ACCOUNT');
  });

  it('refuses more than the main wallet holds (409 naming amount)', async () => {
    const { sender } = await pair(1_500n);
    const before = await ledgerState();
    const response = await send(sender.token, { amount: '15.01' });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', field: 'amount' });
    expect(await ledgerState()).toEqual(before);
  });

  it('moves money once per requestId', async () => {
    const { agent, sender } = await pair();
    const id = requestId();
    const first = body<{ reference: string; replayed: boolean }>(await send(sender.token, { amount: '10', requestId: id })).value;
    const again = body<{ reference: string; replayed: boolean; balance: string }>(await send(sender.token, { amount: '10', requestId: id })).value;
    expect(again).toMatchObject({ reference: first.reference, replayed: true, balance: '990.00' });
    expect(await walletBalance(fx.db, agent.memberId, 'MAIN')).toBe(1_000n);
    const other = await send(sender.token, { amount: '11', requestId: id });
    expect(body(other)).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
  });

  it("200 concurrent requests: the payment password's attempt limit and the ledger hold, money moves exactly as answered", async () => {
    const { agent, sender } = await pair(500_000n);
    const responses = await Promise.all(Array.from({ length: 200 }, () => send(sender.token, { amount: '100' })));
    // Each request's password check is a try; tries beyond the limit in flight at once are refused.
    for (const response of responses) expect([200, 409, 429]).toContain(response.statusCode);
    const done = responses.filter((r) => r.statusCode === 200).length;
    expect(done).toBeGreaterThan(0);
    expect(await walletBalance(fx.db, agent.memberId, 'MAIN')).toBe(BigInt(done) * 10_000n);
    expect(await walletBalance(fx.db, sender.memberId, 'MAIN')).toBe(500_000n - BigInt(done) * 10_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 120_000);

  it('200 concurrent postings stop exactly at the daily limit and never overdraw', async () => {
    const { agent, sender } = await pair(10_000_000n);
    const upline = (await uplineOf(fx.db, sender.memberId))!;
    const limits = await uplineLimits(fx.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () => postUplineTransfer(fx.db, sender.memberId, upline, 100_000n, requestId(), limits)),
    );
    // Default daily limit 100,000.00: exactly 100 transfers of 1,000.00 pass.
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(100);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ errorCode: 'DAILY_LIMIT' });
    expect(await walletBalance(fx.db, agent.memberId, 'MAIN')).toBe(10_000_000n);
    expect(await walletBalance(fx.db, sender.memberId, 'MAIN')).toBe(0n);
    expect(body<{ limits: { usedToday: string } }>(await info(sender.token)).value.limits.usedToday).toBe('100000.00');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 120_000);
});

describe('PUT /ops/wallets/upline-limits', () => {
  it('needs the operator token and an operator name', async () => {
    expect((await fx.call({ method: 'GET', url: '/ops/wallets/upline-limits' })).statusCode).toBe(401);
    const unnamed = await setLimits({ min: '1', max: '2', dailyMax: '3', reference: 'lim-unnamed' }, {});
    expect(body(unnamed)).toMatchObject({ errorCode: 'VALIDATION', field: 'X-Operator' });
  });

  it.each([
    ['max below min', { min: '10', max: '5', dailyMax: '50' }, 'max'],
    ['daily below max', { min: '1', max: '50', dailyMax: '10' }, 'dailyMax'],
    ['min zero', { min: '0', max: '5', dailyMax: '50' }, 'min'],
    ['an unknown key', { min: '1', max: '5', dailyMax: '50', extra: 1 }, undefined],
  ])('refuses %s and changes nothing', async (_case, payload, field) => {
    const before = await fx.db.query('SELECT * FROM upline_transfer_limits');
    const response = await setLimits({ ...payload, reference: `lim-${requestId()}` });
    expect(response.statusCode).toBe(400);
    if (field) expect(body(response).field).toBe(field);
    expect(await fx.db.query('SELECT * FROM upline_transfer_limits')).toEqual(before);
  });

  // Last: it changes the limits of this database.
  it('sets the limits (audited, once per reference) and transfers obey them', async () => {
    const reference = `lim-${requestId()}`;
    const set = await setLimits({ min: '2', max: '30', dailyMax: '40', reference });
    expect(body(set).value).toEqual({ min: '2.00', max: '30.00', dailyMax: '40.00', replayed: false });
    const repeat = await setLimits({ min: '3', max: '30', dailyMax: '40', reference });
    expect(body(repeat).value).toEqual({ min: '2.00', max: '30.00', dailyMax: '40.00', replayed: true });
    const audit = await fx.db.query<{ operator: string; details: unknown }>(
      "SELECT operator, details FROM operator_actions WHERE action = 'UPLINE_LIMITS_SET' AND reference = $1",
      [reference],
    );
    expect(audit).toEqual([{ operator: 'alice.ops', details: { min: '2.00', max: '30.00', dailyMax: '40.00' } }]);

    const { sender } = await pair();
    expect((await send(sender.token, { amount: '2' })).statusCode).toBe(200);
    expect(body(await send(sender.token, { amount: '30.01' }))).toMatchObject({ errorCode: 'VALIDATION', field: 'amount' });
    expect((await send(sender.token, { amount: '30' })).statusCode).toBe(200);
    expect(body(await send(sender.token, { amount: '8.01' }))).toMatchObject({ errorCode: 'DAILY_LIMIT', field: 'amount' });
    expect((await send(sender.token, { amount: '8' })).statusCode).toBe(200);
  });
});
