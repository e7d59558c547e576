/**
 * Who may credit a gateway deposit. Outside demo mode (DEMO_SEED=0 on the embedded database, or
 * PostgreSQL without DEMO_SEED=1) the demo gateway does not exist: no channel, no pages, no "pay"
 * button that calls the platform back. The callback is believed only when it is signed by a
 * gateway the platform knows, over the method, the path, the gateway's id and the body, with a
 * secret the platform never signs with itself.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { buildPlatformApp } from '../app';
import type { ScriptDb } from '../db/database';
import { seedPlatform } from '../seed';
import { SCHEDULERS_OFF, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { openTestDatabase } from '../testing/test-database';
import { reconcile } from '../wallet/reconcile';
import { asMember, balanceOf, depositCounts, opsPut, requestId, signedInMember, TEST_GATEWAY_SECRET, type TestMember } from './deposit-test-support';

jest.setTimeout(120_000);

const CALLBACK = '/wps/payment/callback';
const REAL_GATEWAY = 'PAYMENT_GATEWAY';

/** The platform on a database seeded with `seedEnv`, with the process environment at start as given. */
async function platformWith(env: Record<string, string | undefined>, seedEnv: Record<string, string>): Promise<PlatformFixture> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    const db = (await openTestDatabase({ seeded: false })) as ScriptDb;
    await seedPlatform(db, { env: seedEnv });
    const app = await buildPlatformApp({ db, operatorToken: TEST_OPERATOR_TOKEN, testHooks: false, ...SCHEDULERS_OFF });
    return {
      db,
      app,
      call: ({ operator, headers, ...rest }) =>
        app.inject({ ...rest, headers: { ...(operator ? { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } : {}), ...headers } }),
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** A gateway's signature as documented: HMAC-SHA256 over timestamp, method, path, gateway id and body. */
function gatewaySignature(secret: string, parts: { timestamp: string; method: string; path: string; gatewayId: string; body: string }): string {
  const text = `${parts.timestamp}.${parts.method}\n${parts.path}\n${parts.gatewayId}\n${parts.body}`;
  return createHmac('sha256', secret).update(text).digest('hex');
}

interface Leftover {
  orderNo: string;
  paymentId: string;
  body: string;
}

/**
 * A pending demo-gateway order and its open payment, as a database keeps them from a time it ran
 * in demo mode (written directly: outside demo mode the platform opens none).
 */
async function leftoverOrder(fx: PlatformFixture, member: TestMember, amount = 2_000_000n): Promise<Leftover> {
  const orderNo = `D20260101${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const paymentId = `GW${randomBytes(18).toString('base64url')}`;
  await fx.db.query(`INSERT INTO demo_gateway_payments (id, merchant_order_no, amount, expires_at) VALUES ($1, $2, $3::bigint, now() + interval '1 hour')`, [
    paymentId,
    orderNo,
    amount.toString(),
  ]);
  await fx.db.query(
    `INSERT INTO deposit_orders (order_no, member_id, channel, amount, request_id, gateway_payment_id, expires_at)
     VALUES ($1, $2::bigint, 'DEMO_GATEWAY', $3::bigint, $4, $5, now() + interval '1 hour')`,
    [orderNo, member.memberId, amount.toString(), requestId(), paymentId],
  );
  const body = JSON.stringify({ paymentId, merchantOrderNo: orderNo, amount: '20000.00', status: 'PAID', decidedAt: new Date().toISOString() });
  return { orderNo, paymentId, body };
}

async function orderState(fx: PlatformFixture, orderNo: string): Promise<string> {
  const rows = await fx.db.query<{ state: string }>('SELECT state FROM deposit_orders WHERE order_no = $1', [orderNo]);
  return rows[0]!.state;
}

describe('outside demo mode (DEMO_SEED=0; PostgreSQL without DEMO_SEED)', () => {
  let fx: PlatformFixture;

  beforeAll(async () => {
    fx = await platformWith({ DEMO_SEED: '0', PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET, DEMO_GATEWAY_SECRET: undefined }, { DEMO_SEED: '0' });
  });

  afterAll(async () => {
    await fx?.close();
  });

  it('offers no demo gateway: not among the channels, and an order for it is refused', async () => {
    const member = await signedInMember(fx);
    const channels = (await asMember(fx, member).get('/wps/member/deposit/channels')).json().value as { code: string }[];
    expect(channels.map((channel) => channel.code)).not.toContain('DEMO_GATEWAY');
    const before = await depositCounts(fx.db);
    const response = await asMember(fx, member).post('/wps/member/deposit/gateway', { amount: '20000.00', requestId: requestId() });
    expect(response.json()).toMatchObject({ errorCode: 'CHANNEL_DISABLED' });
    expect(response.statusCode).toBe(403);
    expect(await depositCounts(fx.db)).toEqual(before);
  });

  it('the demo channel cannot be switched on, and a row switched on by hand still opens nothing', async () => {
    const refused = await opsPut(fx, '/ops/deposit/channels/DEMO_GATEWAY', { reference: `on-${requestId()}`, enabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'CHANNEL_UNAVAILABLE' });

    // A database that once ran in demo mode may still say enabled.
    await fx.db.query(`UPDATE deposit_channels SET enabled = true WHERE code = 'DEMO_GATEWAY'`);
    try {
      const member = await signedInMember(fx);
      const channels = (await asMember(fx, member).get('/wps/member/deposit/channels')).json().value as { code: string }[];
      expect(channels.map((channel) => channel.code)).not.toContain('DEMO_GATEWAY');
      const response = await asMember(fx, member).post('/wps/member/deposit/gateway', { amount: '20000.00', requestId: requestId() });
      expect(response.statusCode).toBe(403);
    } finally {
      await fx.db.query(`UPDATE deposit_channels SET enabled = false WHERE code = 'DEMO_GATEWAY'`);
    }
  });

  it('the migration leaves the demo channel off', async () => {
    const rows = await fx.db.query<{ enabled: boolean }>(`SELECT enabled FROM deposit_channels WHERE code = 'DEMO_GATEWAY'`);
    expect(rows).toEqual([{ enabled: false }]);
  });

  it('POST /pay/checkout/<id>/pay, unauthenticated, is not there (404) and credits nothing', async () => {
    const member = await signedInMember(fx);
    const leftovers = [await leftoverOrder(fx, member), await leftoverOrder(fx, member), await leftoverOrder(fx, member)];
    const answers: number[] = [];
    for (const { paymentId } of leftovers) answers.push((await fx.call({ method: 'POST', url: `/pay/checkout/${paymentId}/pay` })).statusCode);
    expect(await balanceOf(fx, member)).toBe('0.00');
    expect(answers).toEqual([404, 404, 404]);
    for (const { paymentId } of leftovers) expect((await fx.call({ method: 'GET', url: `/pay/checkout/${paymentId}` })).statusCode).toBe(404);
    for (const { orderNo } of leftovers) expect(await orderState(fx, orderNo)).toBe('PENDING');
    const payments = await fx.db.query<{ state: string }>('SELECT state FROM demo_gateway_payments WHERE id = ANY($1::text[])', [leftovers.map((l) => l.paymentId)]);
    expect(payments.map((p) => p.state)).toEqual(['OPEN', 'OPEN', 'OPEN']);

    // The member sees no page to pay on, and may still cancel such an order.
    const [first] = leftovers;
    expect((await asMember(fx, member).get(`/wps/member/deposit/orders/${first!.orderNo}`)).json().value).toMatchObject({ state: 'PENDING', paymentUrl: null });
    expect((await asMember(fx, member).post(`/wps/member/deposit/orders/${first!.orderNo}/cancel`)).json().value.state).toBe('CANCELLED');
    expect(await balanceOf(fx, member)).toBe('0.00');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('refuses a callback signed over the body alone, or over another path, method or gateway id (401), and credits nothing', async () => {
    const member = await signedInMember(fx);
    const order = await leftoverOrder(fx, member);
    const timestamp = String(Date.now());
    const post = (headers: Record<string, string>) => fx.call({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/json', ...headers }, payload: order.body });
    const signed = (overrides: Partial<{ method: string; path: string; gatewayId: string }>) =>
      gatewaySignature(TEST_GATEWAY_SECRET, { timestamp, method: 'POST', path: CALLBACK, gatewayId: REAL_GATEWAY, body: order.body, ...overrides });

    const bodyOnly = createHmac('sha256', TEST_GATEWAY_SECRET).update(`${timestamp}.${order.body}`).digest('hex');
    const forged: Record<string, string>[] = [
      { 'x-timestamp': timestamp, 'x-signature': bodyOnly },
      { 'x-timestamp': timestamp, 'x-signature': bodyOnly, 'x-gateway-id': REAL_GATEWAY },
      { 'x-timestamp': timestamp, 'x-gateway-id': REAL_GATEWAY, 'x-signature': signed({ path: '/wps/seamless/wallet/debit' }) },
      { 'x-timestamp': timestamp, 'x-gateway-id': REAL_GATEWAY, 'x-signature': signed({ method: 'PUT' }) },
      { 'x-timestamp': timestamp, 'x-gateway-id': REAL_GATEWAY, 'x-signature': signed({ gatewayId: 'DEMO_GATEWAY' }) },
      { 'x-timestamp': timestamp, 'x-gateway-id': 'DEMO_GATEWAY', 'x-signature': signed({ gatewayId: 'DEMO_GATEWAY' }) },
    ];
    for (const headers of forged) {
      const response = await post(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'SIGNATURE_INVALID' });
    }

    // Signed right by the configured gateway: believed, but a demo order is not that gateway's to pay.
    const genuine = await post({ 'x-timestamp': timestamp, 'x-gateway-id': REAL_GATEWAY, 'x-signature': signed({}) });
    expect(genuine.statusCode).toBe(404);

    expect(await orderState(fx, order.orderNo)).toBe('PENDING');
    expect(await balanceOf(fx, member)).toBe('0.00');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});

describe('in demo mode, with a real gateway secret configured', () => {
  let fx: PlatformFixture;

  beforeAll(async () => {
    fx = await platformWith({ DEMO_SEED: '1', PAYMENT_GATEWAY_SECRET: TEST_GATEWAY_SECRET, DEMO_GATEWAY_SECRET: undefined }, { DEMO_SEED: '1' });
  });

  afterAll(async () => {
    await fx?.close();
  });

  it("the real gateway's secret does not pay a demo order; the demo gateway's own callback does", async () => {
    const member = await signedInMember(fx);
    const created = await asMember(fx, member).post('/wps/member/deposit/gateway', { amount: '300.00', requestId: requestId() });
    expect(created.statusCode).toBe(200);
    const { orderNo, paymentUrl } = created.json().value.order as { orderNo: string; paymentUrl: string };
    const paymentId = paymentUrl.split('/').pop()!;
    const body = JSON.stringify({ paymentId, merchantOrderNo: orderNo, amount: '300.00', status: 'PAID', decidedAt: new Date().toISOString() });
    const timestamp = String(Date.now());
    const attempts = [
      { 'x-timestamp': timestamp, 'x-signature': createHmac('sha256', TEST_GATEWAY_SECRET).update(`${timestamp}.${body}`).digest('hex') },
      {
        'x-timestamp': timestamp,
        'x-gateway-id': 'DEMO_GATEWAY',
        'x-signature': gatewaySignature(TEST_GATEWAY_SECRET, { timestamp, method: 'POST', path: CALLBACK, gatewayId: 'DEMO_GATEWAY', body }),
      },
    ];
    for (const headers of attempts) {
      const response = await fx.call({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/json', ...headers }, payload: body });
      expect(response.statusCode).toBe(401);
    }
    const realForDemo = await fx.call({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-gateway-id': REAL_GATEWAY,
        'x-signature': gatewaySignature(TEST_GATEWAY_SECRET, { timestamp, method: 'POST', path: CALLBACK, gatewayId: REAL_GATEWAY, body }),
      },
      payload: body,
    });
    expect(realForDemo.statusCode).toBe(404);
    expect(await balanceOf(fx, member)).toBe('0.00');

    // The demo's Pay button: its callback is signed with the demo gateway's own secret.
    expect((await fx.call({ method: 'POST', url: `${paymentUrl}/pay` })).statusCode).toBe(303);
    expect(await orderState(fx, orderNo)).toBe('CREDITED');
    expect(await balanceOf(fx, member)).toBe('300.00');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});
