/**
 * The demo payment gateway: what a hosted payment provider does, in this process. The platform
 * opens a payment for an order; the payer opens the gateway's page, pays or cancels; the gateway
 * then tells the platform by a signed callback (see gateway-signature.ts; as gateway DEMO_GATEWAY,
 * with its own secret), and sends it again until the platform acknowledges it. It keeps its own
 * table and never touches the platform's orders or ledger: the callback is its only way in. It
 * exists in demo mode only: anyone may press Pay, and no money is collected.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { gatewayCallHeaders } from '../gateway-signature';
import { DEMO_GATEWAY_ID } from '../payment-gateways';
import { formatAmount, toMinor } from '../../wallet/money';

export type PaymentState = 'OPEN' | 'PAID' | 'CANCELLED' | 'CLOSED';

export interface GatewayPayment {
  id: string;
  merchantOrderNo: string;
  amount: bigint;
  state: PaymentState;
  expiresAt: Date;
}

/** The body of the callback, as signed: the gateway's payment id, the merchant's order, what happened. */
export interface CallbackBody {
  paymentId: string;
  merchantOrderNo: string;
  amount: string;
  status: 'PAID' | 'CANCELLED';
  decidedAt: string;
}

/** Delivers a callback; resolves to the HTTP status the merchant answered. */
export type CallbackTransport = (request: { path: string; headers: Record<string, string>; body: string }) => Promise<number>;

export const CALLBACK_PATH = '/wps/payment/callback';

/** Resends of an unacknowledged callback stop after this many tries (the operator sees the order pending). */
const MAX_NOTIFY_ATTEMPTS = 20;

interface PaymentRow {
  id: string;
  merchant_order_no: string;
  amount: string;
  state: PaymentState;
  expires_at: Date;
  decided_at: Date | null;
}

const COLUMNS = 'id, merchant_order_no, amount::text AS amount, state, expires_at, decided_at';

function toPayment(row: PaymentRow): GatewayPayment {
  return { id: row.id, merchantOrderNo: row.merchant_order_no, amount: toMinor(row.amount), state: row.state, expiresAt: new Date(row.expires_at) };
}

/** The signed headers of the demo gateway's callback (X-Gateway-Id, X-Timestamp, X-Signature). */
export function callbackHeaders(secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  return gatewayCallHeaders(secret, { method: 'POST', path: CALLBACK_PATH, gatewayId: DEMO_GATEWAY_ID, rawBody }, now);
}

/**
 * Closes an open payment (the member cancelled the order), so it can no longer be paid. False when
 * it was paid or cancelled already. A plain function: an order left from demo mode can be cancelled
 * when the gateway itself is not running.
 */
export async function closePayment(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.query(`UPDATE demo_gateway_payments SET state = 'CLOSED', decided_at = now() WHERE id = $1 AND state = 'OPEN' RETURNING id`, [id]);
  return rows.length > 0;
}

export interface DemoGatewayOptions {
  db: Db;
  secret: string;
  transport: CallbackTransport;
  log: { warn(details: object, message: string): void };
}

export class DemoGateway {
  constructor(private readonly options: DemoGatewayOptions) {}

  /**
   * Opens a payment for a merchant order (the merchant's "create payment" call). `tx` is the
   * merchant's transaction: the demo shares its database, so an order and its payment appear together.
   */
  async open(tx: Db, order: { merchantOrderNo: string; amount: bigint; expiresAt: Date }): Promise<string> {
    const id = `GW${randomBytes(18).toString('base64url')}`;
    await tx.query('INSERT INTO demo_gateway_payments (id, merchant_order_no, amount, expires_at) VALUES ($1, $2, $3::bigint, $4::timestamptz)', [
      id,
      order.merchantOrderNo,
      order.amount.toString(),
      // As text: a Date from another realm (a test sandbox) would not be recognised as one.
      order.expiresAt.toISOString(),
    ]);
    return id;
  }

  async find(id: string): Promise<GatewayPayment | undefined> {
    const rows = await this.options.db.query<PaymentRow>(`SELECT ${COLUMNS} FROM demo_gateway_payments WHERE id = $1`, [id]);
    return rows[0] && toPayment(rows[0]);
  }

  /**
   * The payer pays or cancels on the page. Only an open payment that has not expired changes; the
   * answer is the payment as it stands after, so a second click shows the first outcome.
   */
  async decide(id: string, outcome: 'PAID' | 'CANCELLED'): Promise<GatewayPayment | undefined> {
    const rows = await this.options.db.query<PaymentRow>(
      `UPDATE demo_gateway_payments SET state = $2, decided_at = now() WHERE id = $1 AND state = 'OPEN' AND expires_at > now() RETURNING ${COLUMNS}`,
      [id, outcome],
    );
    if (rows[0]) {
      await this.notify(toPayment(rows[0]), rows[0].decided_at ?? new Date());
      return toPayment(rows[0]);
    }
    return this.find(id);
  }

  /** Sends the callback of a decided payment; marks it acknowledged when the merchant answered 200. */
  async notify(payment: GatewayPayment, decidedAt: Date): Promise<boolean> {
    if (payment.state !== 'PAID' && payment.state !== 'CANCELLED') return false;
    const body: CallbackBody = {
      paymentId: payment.id,
      merchantOrderNo: payment.merchantOrderNo,
      amount: formatAmount(payment.amount),
      status: payment.state,
      decidedAt: decidedAt.toISOString(),
    };
    const raw = JSON.stringify(body);
    let status = 0;
    try {
      status = await this.options.transport({ path: CALLBACK_PATH, headers: callbackHeaders(this.options.secret, raw), body: raw });
    } catch (error) {
      this.options.log.warn({ paymentId: payment.id, error: (error as Error).message }, 'demo gateway: callback not delivered');
    }
    const acknowledged = status === 200;
    await this.options.db.query(
      `UPDATE demo_gateway_payments SET notify_attempts = notify_attempts + 1, notified_at = CASE WHEN $2 THEN now() ELSE notified_at END WHERE id = $1`,
      [payment.id, acknowledged],
    );
    if (!acknowledged && status !== 0) this.options.log.warn({ paymentId: payment.id, status }, 'demo gateway: callback refused');
    return acknowledged;
  }

  /** Sends again the callbacks the merchant has not acknowledged (a timer calls it). */
  async resendPending(): Promise<number> {
    const rows = await this.options.db.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM demo_gateway_payments
       WHERE notified_at IS NULL AND state IN ('PAID', 'CANCELLED') AND notify_attempts < $1
       ORDER BY decided_at LIMIT 50`,
      [MAX_NOTIFY_ATTEMPTS],
    );
    let delivered = 0;
    for (const row of rows) if (await this.notify(toPayment(row), row.decided_at ?? new Date())) delivered += 1;
    return delivered;
  }
}
