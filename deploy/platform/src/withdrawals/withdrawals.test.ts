import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { WithdrawalDetailSchema, WithdrawalOptionsSchema, WithdrawalPageSchema, WithdrawalSummarySchema } from '@site/shared/contract/member';
import { z } from 'zod';
import { payoutAccountOf } from '../member/payout-accounts';
import { placeWithdrawal } from './withdrawals';
import { balanceOf, calls, heldFor, newRequestId, withdrawingMember, writtenState, type Calls } from './withdrawal-test-support';

let fx: PlatformFixture;
let api: Calls;

beforeAll(async () => {
  fx = await createPlatformFixture();
  api = calls(fx);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const Summary = okEnvelope(WithdrawalSummarySchema.extend({ replayed: z.boolean() }));
const summaryOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return Summary.parse(response.json()).value;
};
const refusal = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { success: boolean; errorCode: string; field?: string };
  return { status: response.statusCode, success: body.success, errorCode: body.errorCode, field: body.field };
};

describe('requesting a withdrawal', () => {
  test('bad input is refused with the field named, and nothing is written or held', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const other = await withdrawingMember(fx, { balance: '10.00' });
    const before = await writtenState(fx);
    const cases: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ amount: 'abc' }, 400, 'VALIDATION', 'amount'],
      [{ amount: '0' }, 400, 'VALIDATION', 'amount'],
      [{ amount: '10.001' }, 400, 'VALIDATION', 'amount'],
      [{ amount: '99.99' }, 400, 'VALIDATION', 'amount'],
      [{ amount: '50000.01' }, 400, 'VALIDATION', 'amount'],
      [{ paymentPassword: '12345' }, 400, 'VALIDATION', 'paymentPassword'],
      [{ requestId: 'x' }, 400, 'VALIDATION', 'requestId'],
      [{ payoutAccountId: 'abc' }, 400, 'VALIDATION', 'payoutAccountId'],
      [{ payoutAccountId: other.payoutAccountId }, 404, 'PAYOUT_ACCOUNT_NOT_FOUND', 'payoutAccountId'],
      [{ payoutAccountId: 999999 }, 404, 'PAYOUT_ACCOUNT_NOT_FOUND', 'payoutAccountId'],
      [{ surprise: 1 }, 400, 'VALIDATION', 'surprise'],
      [{ amount: '2000.00' }, 409, 'INSUFFICIENT_FUNDS', 'amount'],
    ];
    for (const [change, status, errorCode, field] of cases) {
      const response = await api.withdraw(member, '200.00', change);
      expect({ change, ...refusal(response) }).toEqual({ change, status, success: false, errorCode, field });
    }
    expect(await writtenState(fx)).toEqual(before);
    expect(await balanceOf(fx, member.memberId)).toBe(100_000n);
  });

  test('a wrong payment password is refused (403) and counted; five in a row lock it', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const before = await writtenState(fx);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(refusal(await api.withdraw(member, '200.00', { paymentPassword: '000000' }))).toMatchObject({ status: 403, errorCode: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    }
    expect(refusal(await api.withdraw(member, '200.00', { paymentPassword: '000000' }))).toMatchObject({ status: 429, errorCode: 'PAYMENT_PASSWORD_LOCKED' });
    expect(refusal(await api.withdraw(member, '200.00'))).toMatchObject({ status: 429, errorCode: 'PAYMENT_PASSWORD_LOCKED' });
    expect(await writtenState(fx)).toEqual(before);
  });

  test('without real name, payment password or payout account the request is refused and the options say what is missing', async () => {
    const bare = await withdrawingMember(fx, { balance: '500.00', realName: false, paymentPassword: false, payout: false });
    const options = okEnvelope(WithdrawalOptionsSchema).parse((await api.get(bare.token, '/wps/member/withdrawal/options')).json()).value;
    expect(options).toMatchObject({ realNameSet: false, paymentPasswordSet: false, payoutAccounts: [], dailyLeft: 5, minAmount: '100.00', balance: '500.00' });
    expect(refusal(await api.withdraw(bare, '200.00', { payoutAccountId: 1 }))).toMatchObject({ status: 400, errorCode: 'REAL_NAME_REQUIRED' });
    const noPassword = await withdrawingMember(fx, { balance: '500.00', paymentPassword: false });
    expect(refusal(await api.withdraw(noPassword, '200.00'))).toMatchObject({ status: 400, errorCode: 'PAYMENT_PASSWORD_NOT_SET', field: 'paymentPassword' });
  });

  test('a trial account and a caller without a session are refused', async () => {
    const trial = await withdrawingMember(fx, { type: 4, realName: false, paymentPassword: false, payout: false });
    expect(refusal(await api.withdraw(trial, '200.00'))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
    const response = await fx.call({ method: 'POST', url: '/wps/member/withdrawal', payload: { amount: '200.00' } });
    expect(refusal(response)).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });

  test('the same requestId twice holds once; with another amount it is refused', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const requestId = newRequestId();
    const first = summaryOf(await api.withdraw(member, '200.00', { requestId }));
    const again = summaryOf(await api.withdraw(member, '200.00', { requestId }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(fx, member.memberId)).toBe(80_000n);
    expect(refusal(await api.withdraw(member, '300.00', { requestId }))).toMatchObject({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
    expect(await balanceOf(fx, member.memberId)).toBe(80_000n);
  });
});

describe('manual withdrawals', () => {
  test('an operator approves: the hold is paid out, the member gets the message, a repeat changes nothing', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const order = summaryOf(await api.withdraw(member, '200.00'));
    expect(order).toMatchObject({ mode: 'MANUAL', state: 'PENDING', amount: '200.00', remainingAmount: '200.00', cancellable: true });
    expect(await balanceOf(fx, member.memberId)).toBe(80_000n);
    expect(await heldFor(fx, order.orderNo)).toBe(20_000n);

    const queue = (await api.ops('GET', '/ops/withdrawals')).json() as { value: { list: { orderNo: string }[] } };
    expect(queue.value.list.map((row) => row.orderNo)).toContain(order.orderNo);

    expect(refusal(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/approve`, undefined, null))).toMatchObject({ status: 400, field: 'X-Operator' });
    const approved = summaryOf(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/approve`));
    expect(approved).toMatchObject({ state: 'COMPLETED', receivedAmount: '200.00', remainingAmount: '0.00', replayed: false });
    const before = await writtenState(fx);
    expect(summaryOf(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/approve`))).toMatchObject({ state: 'COMPLETED', replayed: true });
    expect(await writtenState(fx)).toEqual(before);
    expect(refusal(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/reject`, { reason: 'late' }))).toMatchObject({ status: 409, errorCode: 'WITHDRAWAL_NOT_PENDING' });

    expect(await heldFor(fx, order.orderNo)).toBe(0n);
    expect(await balanceOf(fx, member.memberId)).toBe(80_000n);
    const messages = await fx.db.query<{ template: string; params: { orderNo: string; amount: string } }>(
      'SELECT template, params FROM member_messages WHERE member_id = $1::bigint',
      [member.memberId],
    );
    expect(messages).toEqual([{ template: 'WITHDRAWAL_APPROVED', params: { orderNo: order.orderNo, amount: '200.00' } }]);
    const audit = await fx.db.query('SELECT operator, action FROM operator_actions WHERE reference = $1', [order.orderNo]);
    expect(audit).toEqual([{ operator: 'ops.tester', action: 'WITHDRAWAL_APPROVE' }]);
    const entries = await fx.db.query<{ kind: string }>('SELECT kind FROM journal_entries WHERE reference = $1 ORDER BY id', [order.orderNo]);
    expect(entries.map((entry) => entry.kind)).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAID']);
  });

  test('an operator rejects with a reason: the amount returns and the member gets the message with it', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const order = summaryOf(await api.withdraw(member, '300.00'));
    expect(refusal(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/reject`, { reason: '' }))).toMatchObject({ status: 400, field: 'reason' });
    const rejected = summaryOf(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/reject`, { reason: 'Name does not match the bank' }));
    expect(rejected).toMatchObject({ state: 'REJECTED', returnedAmount: '300.00', rejectReason: 'Name does not match the bank' });
    expect(await balanceOf(fx, member.memberId)).toBe(100_000n);
    expect(await heldFor(fx, order.orderNo)).toBe(0n);
    const messages = await fx.db.query('SELECT template, params FROM member_messages WHERE member_id = $1::bigint', [member.memberId]);
    expect(messages).toEqual([{ template: 'WITHDRAWAL_REJECTED', params: { orderNo: order.orderNo, amount: '300.00', reason: 'Name does not match the bank' } }]);
  });

  test('the member cancels a waiting withdrawal: all of it returns, once', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const order = summaryOf(await api.withdraw(member, '250.00'));
    const cancelled = await api.post(member.token, `/wps/member/withdrawal/${order.orderNo}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(okEnvelope(WithdrawalSummarySchema).parse(cancelled.json()).value).toMatchObject({ state: 'CANCELLED', returnedAmount: '250.00', cancellable: false });
    expect(refusal(await api.post(member.token, `/wps/member/withdrawal/${order.orderNo}/cancel`))).toMatchObject({ status: 409, errorCode: 'WITHDRAWAL_NOT_CANCELLABLE' });
    expect(refusal(await api.ops('POST', `/ops/withdrawals/${order.orderNo}/approve`))).toMatchObject({ status: 409, errorCode: 'WITHDRAWAL_NOT_PENDING' });
    expect(await balanceOf(fx, member.memberId)).toBe(100_000n);
    expect(await heldFor(fx, order.orderNo)).toBe(0n);
  });

  test('the daily count comes from the settings, which an operator changes (audited)', async () => {
    expect(refusal(await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'daily-2', dailyCount: 2 }, null))).toMatchObject({ status: 400, field: 'X-Operator' });
    expect(refusal(await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'bad-min', minAmount: '60000.00' }))).toMatchObject({ status: 400, field: 'minAmount' });
    expect((await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'daily-2', dailyCount: 2 })).statusCode).toBe(200);
    try {
      const member = await withdrawingMember(fx, { balance: '1000.00' });
      summaryOf(await api.withdraw(member, '100.00'));
      summaryOf(await api.withdraw(member, '100.00'));
      expect(refusal(await api.withdraw(member, '100.00'))).toMatchObject({ status: 409, errorCode: 'WITHDRAWAL_DAILY_LIMIT' });
      const options = okEnvelope(WithdrawalOptionsSchema).parse((await api.get(member.token, '/wps/member/withdrawal/options')).json()).value;
      expect(options.dailyLeft).toBe(0);
      const audit = await fx.db.query('SELECT action, details FROM operator_actions WHERE reference = $1', ['daily-2']);
      expect(audit).toEqual([{ action: 'WITHDRAWAL_SETTINGS', details: { dailyCount: 2 } }]);
    } finally {
      await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'daily-back-5', dailyCount: 5 });
    }
  });
});

describe('lists', () => {
  test('my withdrawals page by 15, newest first, filtered by state and date; another member sees none of them', async () => {
    await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'daily-40', dailyCount: 40 });
    try {
      const member = await withdrawingMember(fx, { balance: '5000.00' });
      const orders: string[] = [];
      for (let i = 0; i < 17; i += 1) orders.push(summaryOf(await api.withdraw(member, '100.00')).orderNo);
      await api.post(member.token, `/wps/member/withdrawal/${orders[0]!}/cancel`);
      const page = (query: string, token = member.token) => api.get(token, `/wps/member/withdrawal/list${query}`);
      const first = okEnvelope(WithdrawalPageSchema).parse((await page('')).json()).value;
      expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17 });
      expect(first.list.map((row) => row.orderNo)).toEqual([...orders].reverse().slice(0, 15));
      const last = okEnvelope(WithdrawalPageSchema).parse((await page('?pageNo=9')).json()).value;
      expect(last.pageNo).toBe(2);
      expect(last.list.map((row) => row.orderNo)).toEqual([orders[1], orders[0]]);
      const cancelled = okEnvelope(WithdrawalPageSchema).parse((await page('?state=CANCELLED')).json()).value;
      expect(cancelled.list.map((row) => row.orderNo)).toEqual([orders[0]]);
      const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
      const old = okEnvelope(WithdrawalPageSchema).parse((await page('?startDate=2020-01-01&endDate=2020-01-31')).json()).value;
      expect(old.totalCount).toBe(0);
      expect(okEnvelope(WithdrawalPageSchema).parse((await page(`?startDate=${today}&endDate=${today}`)).json()).value.totalCount).toBe(17);
      expect(refusal(await page('?pageNo=0'))).toMatchObject({ status: 400, field: 'pageNo' });
      expect(refusal(await page('?state=LOST'))).toMatchObject({ status: 400, field: 'state' });
      expect(refusal(await page('?startDate=2020-02-01&endDate=2020-01-01'))).toMatchObject({ status: 400, field: 'startDate' });

      const stranger = await withdrawingMember(fx, { balance: '100.00' });
      expect(okEnvelope(WithdrawalPageSchema).parse((await page('', stranger.token)).json()).value.totalCount).toBe(0);
      const detail = await api.get(member.token, `/wps/member/withdrawal/${orders[1]!}`);
      expect(okEnvelope(WithdrawalDetailSchema).parse(detail.json()).value).toMatchObject({ orderNo: orders[1], slices: [] });
      expect(refusal(await api.get(stranger.token, `/wps/member/withdrawal/${orders[1]!}`))).toMatchObject({ status: 404, errorCode: 'WITHDRAWAL_NOT_FOUND' });
      expect(refusal(await api.get(stranger.token, '/wps/member/withdrawal/W2020010199999999'))).toMatchObject({ status: 404, errorCode: 'WITHDRAWAL_NOT_FOUND' });
      const before = await writtenState(fx);
      expect(refusal(await api.post(stranger.token, `/wps/member/withdrawal/${orders[1]!}/cancel`))).toMatchObject({ status: 404, errorCode: 'WITHDRAWAL_NOT_FOUND' });
      expect(await writtenState(fx)).toEqual(before);
    } finally {
      await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'daily-back-5b', dailyCount: 5 });
    }
  });
});

describe('many requests at once', () => {
  test('200 concurrent withdrawals of one member never overdraw, keep the daily count and leave the ledger consistent', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const responses = await Promise.all(Array.from({ length: 200 }, () => api.withdraw(member, '150.00')));
    const outcomes = responses.map((response) => (response.statusCode === 200 ? 'OK' : refusal(response).errorCode));
    // Parallel right answers may meet the payment password's attempt limit; nothing else may fail.
    expect(new Set(outcomes)).toEqual(new Set(outcomes.filter((o) => ['OK', 'WITHDRAWAL_DAILY_LIMIT', 'INSUFFICIENT_FUNDS', 'PAYMENT_PASSWORD_LOCKED'].includes(o))));
    const placed = outcomes.filter((o) => o === 'OK').length;
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed).toBeLessThanOrEqual(5);
    const rows = await fx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1::bigint', [member.memberId]);
    expect(rows[0]!.n).toBe(placed);
    expect(await balanceOf(fx, member.memberId)).toBe(100_000n - BigInt(placed) * 15_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 60_000);

  test('200 concurrent placements (past the password) place exactly the daily count, then exactly what the balance holds', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const payout = (await payoutAccountOf(fx.db, member.memberId, member.payoutAccountId))!;
    const place = (dailyCount: number) =>
      Promise.allSettled(
        Array.from({ length: 200 }, () =>
          placeWithdrawal(fx.db, { memberId: member.memberId, amount: 15_000n, requestId: newRequestId(), payout, mode: 'MANUAL', dailyCount }, new Date()),
        ),
      );
    const codes = (results: PromiseSettledResult<unknown>[]) =>
      results.map((result) => (result.status === 'fulfilled' ? 'OK' : (result.reason as { errorCode?: string }).errorCode ?? String(result.reason)));

    const daily = codes(await place(5));
    expect(daily.filter((code) => code === 'OK')).toHaveLength(5);
    expect(new Set(daily)).toEqual(new Set(['OK', 'WITHDRAWAL_DAILY_LIMIT']));
    expect(await balanceOf(fx, member.memberId)).toBe(25_000n);

    const funds = codes(await place(1000));
    expect(funds.filter((code) => code === 'OK')).toHaveLength(1);
    expect(new Set(funds)).toEqual(new Set(['OK', 'INSUFFICIENT_FUNDS']));
    expect(await balanceOf(fx, member.memberId)).toBe(10_000n);
    const orders = await fx.db.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE member_id = $1::bigint', [member.memberId]);
    expect(orders).toHaveLength(6);
    for (const { order_no } of orders) expect(await heldFor(fx, order_no)).toBe(15_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 60_000);
});
