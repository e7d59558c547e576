import { reconcile } from '../wallet/reconcile';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { callbackHeaders, type CallbackBody } from './gateway/demo-gateway';
import { asMember, balanceOf, depositCounts, requestId, sendCallback, signedInMember, TEST_DEMO_GATEWAY_SECRET, TEST_GATEWAY_SECRET, type TestMember } from './deposit-test-support';

let fx: PlatformFixture;

beforeAll(async () => {
  process.env.PAYMENT_GATEWAY_SECRET = TEST_GATEWAY_SECRET;
  process.env.DEMO_GATEWAY_SECRET = TEST_DEMO_GATEWAY_SECRET;
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  delete process.env.PAYMENT_GATEWAY_SECRET;
  delete process.env.DEMO_GATEWAY_SECRET;
  await fx?.close();
});

interface Created {
  orderNo: string;
  paymentUrl: string;
  paymentId: string;
}

async function gatewayOrder(member: TestMember, amount = '250.00'): Promise<Created> {
  const response = await asMember(fx, member).post('/wps/member/deposit/gateway', { amount, requestId: requestId() });
  expect(response.statusCode).toBe(200);
  const order = response.json().value.order as { orderNo: string; paymentUrl: string };
  return { orderNo: order.orderNo, paymentUrl: order.paymentUrl, paymentId: order.paymentUrl.split('/').pop()! };
}

const paid = (created: Created, amount = '250.00'): CallbackBody => ({
  paymentId: created.paymentId,
  merchantOrderNo: created.orderNo,
  amount,
  status: 'PAID',
  decidedAt: new Date().toISOString(),
});

async function orderOf(member: TestMember, orderNo: string) {
  return (await asMember(fx, member).get(`/wps/member/deposit/orders/${orderNo}`)).json().value as { state: string; paymentUrl: string | null; reason: string | null };
}

async function templatesOf(member: TestMember): Promise<string[]> {
  const rows = await fx.db.query<{ template: string }>('SELECT template FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [member.memberId]);
  return rows.map((row) => row.template);
}

describe('the demo gateway journey', () => {
  it('creates a gateway order with its payment page; paying on the page credits the member once', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    expect(created.paymentUrl).toMatch(/^\/pay\/checkout\/GW[A-Za-z0-9_-]+$/);

    const page = await fx.call({ method: 'GET', url: `${created.paymentUrl}?lang=es` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('P 250.00');
    expect(page.body).toContain(created.orderNo);
    expect(page.body).not.toMatch(/<script/i);

    const pay = await fx.call({ method: 'POST', url: `${created.paymentUrl}/pay?lang=es` });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`${created.paymentUrl}?lang=es`);
    expect((await fx.call({ method: 'GET', url: pay.headers.location as string })).body).toContain('Pago realizado');

    expect(await orderOf(member, created.orderNo)).toMatchObject({ state: 'CREDITED', paymentUrl: null });
    expect(await balanceOf(fx, member)).toBe('250.00');
    expect(await templatesOf(member)).toEqual(['DEPOSIT_CREDITED']);
    const acknowledged = await fx.db.query<{ notified: boolean }>('SELECT notified_at IS NOT NULL AS notified FROM demo_gateway_payments WHERE id = $1', [created.paymentId]);
    expect(acknowledged).toEqual([{ notified: true }]);

    // A second click on Pay shows the outcome and pays nothing more.
    await fx.call({ method: 'POST', url: `${created.paymentUrl}/pay` });
    expect(await balanceOf(fx, member)).toBe('250.00');
  });

  it('cancelling on the page fails the order and tells the member', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    expect((await fx.call({ method: 'POST', url: `${created.paymentUrl}/cancel` })).statusCode).toBe(303);
    expect(await orderOf(member, created.orderNo)).toMatchObject({ state: 'FAILED', reason: 'Cancelled at the payment page' });
    expect(await templatesOf(member)).toEqual(['DEPOSIT_FAILED']);
    // Paying after cancelling is no longer possible.
    await fx.call({ method: 'POST', url: `${created.paymentUrl}/pay` });
    expect(await balanceOf(fx, member)).toBe('0.00');
  });

  it('an order not paid in time expires: the page is closed and paying does nothing', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    await fx.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1`, [created.orderNo]);
    await fx.db.query(`UPDATE demo_gateway_payments SET expires_at = now() - interval '1 second' WHERE id = $1`, [created.paymentId]);
    expect(await orderOf(member, created.orderNo)).toMatchObject({ state: 'EXPIRED', paymentUrl: null });
    expect((await fx.call({ method: 'GET', url: created.paymentUrl })).body).toContain('Payment closed');
    await fx.call({ method: 'POST', url: `${created.paymentUrl}/pay` });
    expect(await balanceOf(fx, member)).toBe('0.00');
    expect(await templatesOf(member)).toEqual([]);
  });

  it('a payment the gateway took just before the order expired here is still credited', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    await fx.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE order_no = $1`, [created.orderNo]);
    expect((await orderOf(member, created.orderNo)).state).toBe('EXPIRED');
    expect((await sendCallback(fx, paid(created))).json().value).toMatchObject({ state: 'CREDITED', replayed: false });
    expect(await balanceOf(fx, member)).toBe('250.00');
  });

  it('the member cancels an unpaid gateway order: the gateway page closes and cannot be paid', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    expect((await asMember(fx, member).post(`/wps/member/deposit/orders/${created.orderNo}/cancel`)).json().value.state).toBe('CANCELLED');
    expect((await fx.call({ method: 'GET', url: created.paymentUrl })).body).toContain('Payment closed');
    await fx.call({ method: 'POST', url: `${created.paymentUrl}/pay` });
    expect(await balanceOf(fx, member)).toBe('0.00');
  });

  it('refuses amounts outside the gateway bounds and an unknown payment page', async () => {
    const member = await signedInMember(fx);
    const before = await depositCounts(fx.db);
    const response = await asMember(fx, member).post('/wps/member/deposit/gateway', { amount: '49.99', requestId: requestId() });
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION', field: 'amount', message: 'amount: must be between 50.00 and 20000.00 for this channel' });
    expect(await depositCounts(fx.db)).toEqual(before);
    expect((await fx.call({ method: 'GET', url: '/pay/checkout/GWnot-a-real-payment-id-000' })).statusCode).toBe(404);
    expect((await fx.call({ method: 'POST', url: '/pay/checkout/%3Cscript%3E/pay' })).statusCode).toBe(404);
  });
});

describe('POST /wps/payment/callback', () => {
  it.each([
    ['no signature', { headers: { 'x-signature': '' } }, 'X-Signature'],
    ['another secret', { secret: 'someone-elses-secret-0123456789abcdefgh' }, 'X-Signature'],
    ["the real gateway's secret for the demo gateway", { secret: TEST_GATEWAY_SECRET }, 'X-Signature'],
    ['no gateway id', { headers: { 'x-gateway-id': '' } }, 'X-Gateway-Id'],
    ['an unknown gateway id', { headers: { 'x-gateway-id': 'ELSEWHERE' } }, 'X-Gateway-Id'],
    ['a timestamp 6 minutes old', { now: Date.now() - 6 * 60 * 1000 }, 'X-Timestamp'],
  ])('refuses %s (401) and credits nothing', async (_label, options, field) => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    const before = await depositCounts(fx.db);
    const response = await sendCallback(fx, paid(created), options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'SIGNATURE_INVALID', field });
    expect(await depositCounts(fx.db)).toEqual(before);
    expect((await orderOf(member, created.orderNo)).state).toBe('PENDING');
  });

  it('refuses a body changed after signing', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    const raw = JSON.stringify(paid(created));
    const headers = callbackHeaders(TEST_DEMO_GATEWAY_SECRET, raw);
    const response = await fx.call({ method: 'POST', url: '/wps/payment/callback', headers, payload: raw.replace('250.00', '2500.00') });
    expect(response.json()).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
  });

  it('refuses another amount or order number and logs it; the order stays payable', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    const before = await depositCounts(fx.db);
    expect((await sendCallback(fx, paid(created, '2500.00'))).json()).toMatchObject({ errorCode: 'AMOUNT_MISMATCH', field: 'amount' });
    expect((await sendCallback(fx, { ...paid(created), merchantOrderNo: 'D20000101000001' })).json()).toMatchObject({ errorCode: 'ORDER_MISMATCH' });
    expect((await sendCallback(fx, { ...paid(created), paymentId: 'GWunknownunknownunknown00' })).statusCode).toBe(404);
    expect(await depositCounts(fx.db)).toEqual(before);
    expect((await sendCallback(fx, paid(created))).json().value.state).toBe('CREDITED');
  });

  it('a repeated callback credits once; a PAID for an order cancelled here is refused', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member);
    expect((await sendCallback(fx, paid(created))).json().value).toMatchObject({ state: 'CREDITED', replayed: false });
    expect((await sendCallback(fx, paid(created))).json().value).toMatchObject({ state: 'CREDITED', replayed: true });
    expect((await sendCallback(fx, { ...paid(created), status: 'CANCELLED' })).json().errorCode).toBe('ORDER_CLOSED');
    expect(await balanceOf(fx, member)).toBe('250.00');

    const other = await gatewayOrder(member, '60');
    await asMember(fx, member).post(`/wps/member/deposit/orders/${other.orderNo}/cancel`);
    expect((await sendCallback(fx, paid(other, '60.00'))).json().errorCode).toBe('ORDER_CLOSED');
    expect(await balanceOf(fx, member)).toBe('250.00');
  });

  it('200 parallel callbacks for one payment credit once and the ledger reconciles', async () => {
    const member = await signedInMember(fx);
    const created = await gatewayOrder(member, '999.99');
    const body = paid(created, '999.99');
    const answers = await Promise.all(Array.from({ length: 200 }, () => sendCallback(fx, body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().value.replayed === false)).toHaveLength(1);
    expect(await balanceOf(fx, member)).toBe('999.99');
    expect(await templatesOf(member)).toEqual(['DEPOSIT_CREDITED']);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
