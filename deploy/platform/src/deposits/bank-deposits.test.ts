import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { reconcile } from '../wallet/reconcile';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { asMember, balanceOf, depositCounts, opsPost, opsPut, requestId, signedInMember, type TestMember } from './deposit-test-support';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const bank = (member: TestMember, body: Record<string, unknown>) => asMember(fx, member).post('/wps/member/deposit/bank', body);

async function bankOrder(member: TestMember, amount = '150.00'): Promise<string> {
  const response = await bank(member, { amount, reference: 'my transfer 1', requestId: requestId() });
  expect(response.statusCode).toBe(200);
  return response.json().value.order.orderNo as string;
}

async function messagesOf(member: TestMember): Promise<{ template: string; params: Record<string, string> }[]> {
  return fx.db.query('SELECT template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [member.memberId]);
}

describe('deposit channels', () => {
  it('lists the enabled channels in order, the bank account with the transfer channel', async () => {
    const member = await signedInMember(fx);
    const response = await asMember(fx, member).get('/wps/member/deposit/channels');
    expect(response.statusCode).toBe(200);
    const channels = response.json().value as { code: string; minAmount: string; bankAccount: unknown }[];
    expect(channels.map((c) => c.code)).toEqual(['BANK_TRANSFER', 'DEMO_GATEWAY', 'MATCHED']);
    expect(channels[0]).toMatchObject({ minAmount: '100.00', maxAmount: '50000.00', bankAccount: { bankName: 'Demo National Bank' } });
    expect(channels[1]!.bankAccount).toBeNull();
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await signedInMember(fx, 4);
    expect((await asMember(fx, trial).get('/wps/member/deposit/channels')).json().errorCode).toBe('NEED_REAL_ACCOUNT');
    expect((await fx.call({ method: 'GET', url: '/wps/member/deposit/channels' })).statusCode).toBe(401);
  });

  it('an operator change is audited, applies at once and a repeat of its reference changes nothing', async () => {
    const member = await signedInMember(fx);
    const change = await opsPut(fx, '/ops/deposit/channels/DEMO_GATEWAY', { reference: 'chg-1', minAmount: '20', maxAmount: '300' });
    expect(change.json().value).toMatchObject({ code: 'DEMO_GATEWAY', minAmount: '20.00', maxAmount: '300.00', replayed: false });
    const again = await opsPut(fx, '/ops/deposit/channels/DEMO_GATEWAY', { reference: 'chg-1', minAmount: '99' });
    expect(again.json().value).toMatchObject({ minAmount: '20.00', replayed: true });
    const audit = await fx.db.query<{ operator: string; details: Record<string, unknown> }>(
      "SELECT operator, details FROM operator_actions WHERE action = 'DEPOSIT_CHANNEL_SET' AND reference = 'chg-1'",
    );
    expect(audit).toEqual([{ operator: 'alice.ops', details: { code: 'DEMO_GATEWAY', minAmount: '20.00', maxAmount: '300.00' } }]);
    const channels = (await asMember(fx, member).get('/wps/member/deposit/channels')).json().value as { code: string; minAmount: string }[];
    expect(channels.find((c) => c.code === 'DEMO_GATEWAY')!.minAmount).toBe('20.00');
    await opsPut(fx, '/ops/deposit/channels/DEMO_GATEWAY', { reference: 'chg-2', minAmount: '50', maxAmount: '20000' });
  });

  it('refuses crossed bounds, a bank account on another channel, a missing operator name and a bad token', async () => {
    const before = await depositCounts(fx.db);
    expect((await opsPut(fx, '/ops/deposit/channels/BANK_TRANSFER', { reference: 'x-1', minAmount: '900000' })).json()).toMatchObject({ errorCode: 'VALIDATION', field: 'minAmount' });
    expect((await opsPut(fx, '/ops/deposit/channels/DEMO_GATEWAY', { reference: 'x-2', bankName: 'B' })).json()).toMatchObject({ field: 'bankName' });
    expect((await opsPut(fx, '/ops/deposit/channels/NOPE', { reference: 'x-3' })).json()).toMatchObject({ field: 'code' });
    const anonymous = await fx.call({ method: 'PUT', url: '/ops/deposit/channels/BANK_TRANSFER', operator: true, payload: { reference: 'x-4', enabled: false } });
    expect(anonymous.json()).toMatchObject({ errorCode: 'VALIDATION', field: 'X-Operator' });
    const noToken = await fx.call({ method: 'PUT', url: '/ops/deposit/channels/BANK_TRANSFER', headers: { 'x-operator': 'a' }, payload: { reference: 'x-5', enabled: false } });
    expect(noToken.statusCode).toBe(401);
    expect(await depositCounts(fx.db)).toEqual(before);
  });
});

describe('bank transfer orders', () => {
  it.each([
    ['an amount under the minimum', { amount: '99.99' }, 'amount'],
    ['an amount over the maximum', { amount: '50000.01' }, 'amount'],
    ['a zero amount', { amount: '0.00' }, 'amount'],
    ['three decimals', { amount: '100.001' }, 'amount'],
    ['a number instead of text', { amount: 100 }, 'amount'],
    ['a script in the reference', { reference: '<script>' }, 'reference'],
    ['a one-letter reference', { reference: 'a' }, 'reference'],
    ['a short request id', { requestId: 'abc' }, 'requestId'],
    ['an unknown field', { extra: 1 }, 'extra'],
  ])('refuses %s naming the field, writing nothing', async (_label, change, field) => {
    const member = await signedInMember(fx);
    const before = await depositCounts(fx.db);
    const response = await bank(member, { amount: '100.00', reference: 'note', requestId: requestId(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, value: null, errorCode: 'VALIDATION', field });
    expect(await depositCounts(fx.db)).toEqual(before);
  });

  it('refuses a disabled channel', async () => {
    const member = await signedInMember(fx);
    await opsPut(fx, '/ops/deposit/channels/BANK_TRANSFER', { reference: 'off-1', enabled: false });
    try {
      const before = await depositCounts(fx.db);
      const response = await bank(member, { amount: '100.00', reference: 'note', requestId: requestId() });
      expect(response.json()).toMatchObject({ errorCode: 'CHANNEL_DISABLED' });
      expect(response.statusCode).toBe(403);
      expect(await depositCounts(fx.db)).toEqual(before);
      const codes = ((await asMember(fx, member).get('/wps/member/deposit/channels')).json().value as { code: string }[]).map((c) => c.code);
      expect(codes).not.toContain('BANK_TRANSFER');
    } finally {
      await opsPut(fx, '/ops/deposit/channels/BANK_TRANSFER', { reference: 'on-1', enabled: true });
    }
  });

  it('the same request id is the same order; with other content it is refused', async () => {
    const member = await signedInMember(fx);
    const id = requestId();
    const first = await bank(member, { amount: '120', reference: 'ref a', requestId: id });
    const second = await bank(member, { amount: '120.00', reference: 'ref a', requestId: id });
    expect(second.json().value).toEqual({ order: first.json().value.order, replayed: true });
    const other = await bank(member, { amount: '121.00', reference: 'ref a', requestId: id });
    expect(other.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
  });

  it('200 parallel orders of one member stop at the open-order limit', async () => {
    const member = await signedInMember(fx);
    const answers = await Promise.all(Array.from({ length: 200 }, () => bank(member, { amount: '100', reference: 'spam', requestId: requestId() })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().errorCode))).toEqual(new Set(['TOO_MANY_OPEN_ORDERS']));
    const rows = await fx.db.query('SELECT 1 FROM deposit_orders WHERE member_id = $1::bigint', [member.memberId]);
    expect(rows).toHaveLength(3);
  });

  it('an operator confirm credits the member once through the ledger, with the message', async () => {
    const member = await signedInMember(fx);
    const orderNo = await bankOrder(member, '150.50');
    expect(orderNo).toMatch(/^D[0-9]{8}[0-9]{6,}$/);
    const first = await opsPost(fx, `/ops/deposit/orders/${orderNo}/confirm`);
    expect(first.json().value).toMatchObject({ order: { orderNo, state: 'CREDITED' }, replayed: false });
    const again = await opsPost(fx, `/ops/deposit/orders/${orderNo}/confirm`, undefined, { 'x-operator': 'bob' });
    expect(again.json().value).toMatchObject({ order: { state: 'CREDITED' }, replayed: true });
    expect(await balanceOf(fx, member)).toBe('150.50');
    const entries = await fx.db.query('SELECT kind, reference FROM journal_entries WHERE idempotency_key = $1', [`deposit-credit:${orderNo}`]);
    expect(entries).toEqual([{ kind: 'DEPOSIT', reference: orderNo }]);
    expect(await messagesOf(member)).toEqual([{ template: 'DEPOSIT_CREDITED', params: { amount: '150.50', orderNo } }]);
    const audit = await fx.db.query("SELECT operator FROM operator_actions WHERE action = 'DEPOSIT_CONFIRM' AND reference = $1", [orderNo]);
    expect(audit).toEqual([{ operator: 'alice.ops' }]);
    // A decided order can no longer be rejected.
    expect((await opsPost(fx, `/ops/deposit/orders/${orderNo}/reject`, { reason: 'late' })).json().errorCode).toBe('ORDER_NOT_PENDING');
  });

  it('200 parallel confirms of one order credit once and the ledger reconciles', async () => {
    const member = await signedInMember(fx);
    const orderNo = await bankOrder(member, '1234.56');
    const answers = await Promise.all(Array.from({ length: 200 }, () => opsPost(fx, `/ops/deposit/orders/${orderNo}/confirm`)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().value.replayed === false)).toHaveLength(1);
    expect(await balanceOf(fx, member)).toBe('1234.56');
    expect(await messagesOf(member)).toHaveLength(1);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('a reject moves no money and tells the member why', async () => {
    const member = await signedInMember(fx);
    const orderNo = await bankOrder(member);
    const entries = await depositCounts(fx.db);
    const response = await opsPost(fx, `/ops/deposit/orders/${orderNo}/reject`, { reason: 'No transfer received' });
    expect(response.json().value.order).toMatchObject({ state: 'REJECTED', reason: 'No transfer received' });
    expect((await depositCounts(fx.db)).entries).toBe(entries.entries);
    expect(await balanceOf(fx, member)).toBe('0.00');
    expect(await messagesOf(member)).toEqual([{ template: 'DEPOSIT_FAILED', params: { amount: '150.00', orderNo, reason: 'No transfer received' } }]);
    expect((await opsPost(fx, `/ops/deposit/orders/${orderNo}/confirm`)).json().errorCode).toBe('ORDER_NOT_PENDING');
    expect((await opsPost(fx, `/ops/deposit/orders/${orderNo}/reject`, { reason: 'x' })).json().field).toBe('reason');
  });

  it('a confirm of an unknown order is 404 and leaves no audit row', async () => {
    const before = await depositCounts(fx.db);
    expect((await opsPost(fx, '/ops/deposit/orders/D20000101999999/confirm')).statusCode).toBe(404);
    expect(await depositCounts(fx.db)).toEqual(before);
  });

  it('the member cancels a pending order; it then stops counting against the limit', async () => {
    const member = await signedInMember(fx);
    const orders = [await bankOrder(member), await bankOrder(member), await bankOrder(member)];
    expect((await bank(member, { amount: '100', reference: 'more', requestId: requestId() })).json().errorCode).toBe('TOO_MANY_OPEN_ORDERS');
    const cancelled = await asMember(fx, member).post(`/wps/member/deposit/orders/${orders[0]}/cancel`);
    expect(cancelled.json().value).toMatchObject({ orderNo: orders[0], state: 'CANCELLED' });
    expect((await asMember(fx, member).post(`/wps/member/deposit/orders/${orders[0]}/cancel`)).json().errorCode).toBe('ORDER_NOT_PENDING');
    expect((await bank(member, { amount: '100', reference: 'more', requestId: requestId() })).statusCode).toBe(200);
    expect((await opsPost(fx, `/ops/deposit/orders/${orders[0]}/confirm`)).json().errorCode).toBe('ORDER_NOT_PENDING');
  });

  it("another member's order is unknown: read, cancel and list all answer as if it did not exist", async () => {
    const owner = await signedInMember(fx);
    const stranger = await signedInMember(fx);
    const orderNo = await bankOrder(owner);
    const read = await asMember(fx, stranger).get(`/wps/member/deposit/orders/${orderNo}`);
    const missing = await asMember(fx, stranger).get('/wps/member/deposit/orders/D20000101999999');
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(missing.json());
    expect((await asMember(fx, stranger).post(`/wps/member/deposit/orders/${orderNo}/cancel`)).statusCode).toBe(404);
    expect((await asMember(fx, stranger).get('/wps/member/deposit/orders')).json().value).toEqual({ list: [], pageNo: 1, totalPages: 1, totalCount: 0 });
    expect((await asMember(fx, owner).get(`/wps/member/deposit/orders/${orderNo}`)).json().value.state).toBe('PENDING');
  });
});

describe('the member’s order list', () => {
  it('pages by 15, newest first, filters by state and date range, and answers the last page past the end', async () => {
    const member = await signedInMember(fx);
    await opsPut(fx, '/ops/deposit/settings', { reference: 'limit-20', maxOpenOrders: 20 });
    try {
      const numbers: string[] = [];
      for (let i = 0; i < 17; i += 1) numbers.push(await bankOrder(member, `${100 + i}`));
      await asMember(fx, member).post(`/wps/member/deposit/orders/${numbers[0]}/cancel`);
      const list = (query: string) => asMember(fx, member).get(`/wps/member/deposit/orders${query}`);
      const first = (await list('')).json().value;
      expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 17 });
      expect(first.list).toHaveLength(15);
      expect(first.list[0].orderNo).toBe(numbers[16]);
      const past = (await list('?pageNo=9')).json().value;
      expect(past.pageNo).toBe(2);
      expect(past.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([numbers[1], numbers[0]]);
      expect((await list('?state=CANCELLED')).json().value.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([numbers[0]]);
      const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
      expect((await list(`?startDate=${today}&endDate=${today}`)).json().value.totalCount).toBe(17);
      expect((await list('?startDate=2000-01-01&endDate=2000-01-31')).json().value.totalCount).toBe(0);
      expect((await list('?startDate=2000-01-01')).json()).toMatchObject({ errorCode: 'VALIDATION', field: 'endDate' });
      expect((await list('?startDate=2000-01-01&endDate=2000-12-31')).json()).toMatchObject({ field: 'endDate' });
      expect((await list('?pageNo=0')).json()).toMatchObject({ field: 'pageNo' });
      expect((await list('?state=PAID')).json()).toMatchObject({ field: 'state' });
    } finally {
      await opsPut(fx, '/ops/deposit/settings', { reference: 'limit-3', maxOpenOrders: 3 });
    }
  });

  it('the operator queue lists pending orders with the member account', async () => {
    const member = await signedInMember(fx);
    const orderNo = await bankOrder(member);
    const queue = (await fx.call({ method: 'GET', url: '/ops/deposit/orders/pending?limit=200', operator: true })).json().value as { orderNo: string; account: string }[];
    expect(queue.find((o) => o.orderNo === orderNo)).toMatchObject({ account: member.account, amount: '150.00', reference: 'my transfer 1' });
  });
});
