/**
 * Deposit orders: created by the member, decided by an operator (bank transfers) or by the payment
 * gateway's callback (gateway orders), credited through the ledger once.
 *
 * - A member's creates queue on their member row, so the open-order limit and the request-id check
 *   hold under any number of parallel requests.
 * - A decision locks the order row and changes only a PENDING order (a late gateway payment may
 *   still credit an EXPIRED one: the payer's money did arrive). The credit is one ledger entry under
 *   'deposit-credit:<orderNo>', so even a decision that ran twice would move the money once.
 * - The member's message is written in the transaction of the decision.
 */
import { limitRefusal } from '../protection/limits/limit-refusal';
import type { DepositChannelCode, DepositOrder, DepositOrderPage, DepositState } from '@site/shared/contract/member';
import { MEMBER_PAGE_SIZE } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { onceByRequest } from '../http/idempotent';
import { notifyMember } from '../messages/notify';
import { creditMember } from '../wallet/ledger';
import { formatAmount, toMinor } from '../wallet/money';
import { depositSettings, findChannel } from './deposit-channels';
import {
  amountOutOfBounds,
  channelDisabled,
  notBankTransfer,
  orderNotCancellable,
  orderNotFound,
  orderNotPending,
  tooManyOpenOrders,
} from './deposit-errors';
import { closePayment, type DemoGateway } from './gateway/demo-gateway';
import { displayAmount } from './money-text';

/** Where the gateway's payment page of an order is. */
export const paymentPagePath = (paymentId: string) => `/pay/checkout/${paymentId}`;

/** The most rows a list counts: beyond it the page count says "at least". */
const COUNT_CAP = 10_000;

export interface OrderRow {
  id: string;
  orderNo: string;
  memberId: string;
  channel: Exclude<DepositChannelCode, 'MATCHED'>;
  amount: bigint;
  state: DepositState;
  reference: string | null;
  reason: string | null;
  requestId: string;
  gatewayPaymentId: string | null;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
}

interface RawOrder {
  id: string;
  order_no: string;
  member_id: string;
  channel: OrderRow['channel'];
  amount: string;
  state: DepositState;
  reference: string | null;
  reason: string | null;
  request_id: string;
  gateway_payment_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
}

const COLUMNS =
  'id::text AS id, order_no, member_id::text AS member_id, channel, amount::text AS amount, state, reference, reason, request_id, ' +
  'gateway_payment_id, created_at, completed_at, expires_at';

function toOrder(row: RawOrder): OrderRow {
  return {
    id: row.id,
    orderNo: row.order_no,
    memberId: row.member_id,
    channel: row.channel,
    amount: toMinor(row.amount),
    state: row.state,
    reference: row.reference,
    reason: row.reason,
    requestId: row.request_id,
    gatewayPaymentId: row.gateway_payment_id,
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
}

/**
 * An order as the member sees it. `gatewayPages`: whether the demo gateway's pages exist in this
 * run (demo mode); outside it an order left from demo mode has no page to pay on.
 */
export function orderView(order: OrderRow, gatewayPages: boolean): DepositOrder {
  const payable = gatewayPages && order.channel === 'DEMO_GATEWAY' && order.state === 'PENDING' && order.gatewayPaymentId;
  return {
    orderNo: order.orderNo,
    channel: order.channel,
    amount: formatAmount(order.amount),
    state: order.state,
    reference: order.reference,
    reason: order.reason,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    paymentUrl: payable ? paymentPagePath(order.gatewayPaymentId!) : null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}


/** Gateway orders past their time become EXPIRED (all of them, or one member's). */
export async function expireDueOrders(db: Db, memberId?: string): Promise<number> {
  const rows = await db.query(
    `UPDATE deposit_orders SET state = 'EXPIRED', completed_at = now()
     WHERE state = 'PENDING' AND channel = 'DEMO_GATEWAY' AND expires_at <= now() AND ($1::bigint IS NULL OR member_id = $1::bigint)
     RETURNING id`,
    [memberId ?? null],
  );
  return rows.length;
}

export interface NewOrder {
  channel: OrderRow['channel'];
  amount: bigint;
  requestId: string;
  reference?: string;
}

/**
 * Creates an order, or answers the one created before under the same request id (`replayed`).
 * `openPayment` registers a gateway order with the gateway, in the same transaction.
 */
async function createOrder(
  db: Db,
  memberId: string,
  order: NewOrder,
  openPayment?: (tx: Db, orderNo: string, expiresAt: Date) => Promise<string>,
): Promise<{ order: OrderRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    // One member's creates one after another: the limit and the request id cannot be raced.
    await tx.query('SELECT id FROM members WHERE id = $1::bigint FOR UPDATE', [memberId]);
    return onceByRequest({
      what: 'deposit',
      earlier: async () => {
        const [row] = await tx.query<RawOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1::bigint AND request_id = $2`, [memberId, order.requestId]);
        return row && toOrder(row);
      },
      sameContent: (first) => first.channel === order.channel && first.amount === order.amount && (first.reference ?? undefined) === order.reference,
      replay: (first) => ({ order: first, replayed: true }),
      firstTime: async (): Promise<{ order: OrderRow; replayed: boolean }> => {
        const channel = await findChannel(tx, order.channel);
        if (!channel?.enabled) throw channelDisabled(order.channel);
        if (order.amount < channel.minAmount || order.amount > channel.maxAmount) {
          throw amountOutOfBounds(formatAmount(channel.minAmount), formatAmount(channel.maxAmount));
        }
        const settings = await depositSettings(tx);
        await expireDueOrders(tx, memberId);
        const open = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM deposit_orders WHERE member_id = $1::bigint AND state = 'PENDING'`,
          [memberId],
        );
        if ((open[0]?.count ?? 0) >= settings.maxOpenOrders) throw tooManyOpenOrders(settings.maxOpenOrders);
        // The member's deposit limits, under the member row's lock taken above (open orders count too).
        await tx.query("SELECT protection_limit_check($1::bigint, 'DEPOSIT', $2::bigint)", [memberId, order.amount.toString()]).catch((error: unknown) => {
          throw limitRefusal(error) ?? error;
        });

        const numbered = await tx.query<{ order_no: string; expires_at: Date }>(
          `SELECT 'D' || to_char(site_day(now()), 'YYYYMMDD') || lpad(nextval('deposit_order_seq')::text, 6, '0') AS order_no,
                  now() + make_interval(mins => $1::int) AS expires_at`,
          [settings.gatewayMinutes],
        );
        const orderNo = numbered[0]!.order_no;
        const expiresAt = openPayment ? new Date(numbered[0]!.expires_at) : null;
        const paymentId = openPayment ? await openPayment(tx, orderNo, expiresAt!) : null;
        const inserted = await tx.query<RawOrder>(
          `INSERT INTO deposit_orders (order_no, member_id, channel, amount, reference, request_id, gateway_payment_id, expires_at)
           VALUES ($1, $2::bigint, $3, $4::bigint, $5, $6, $7, $8::timestamptz) RETURNING ${COLUMNS}`,
          [orderNo, memberId, order.channel, order.amount.toString(), order.reference ?? null, order.requestId, paymentId, expiresAt?.toISOString() ?? null],
        );
        return { order: toOrder(inserted[0]!), replayed: false };
      },
    });
  });
}

export function createBankOrder(db: Db, memberId: string, order: { amount: bigint; reference: string; requestId: string }) {
  return createOrder(db, memberId, { channel: 'BANK_TRANSFER', ...order });
}

export function createGatewayOrder(db: Db, gateway: DemoGateway, memberId: string, order: { amount: bigint; requestId: string }) {
  return createOrder(db, memberId, { channel: 'DEMO_GATEWAY', ...order }, (tx, orderNo, expiresAt) =>
    gateway.open(tx, { merchantOrderNo: orderNo, amount: order.amount, expiresAt }),
  );
}

/** The member's own order, or undefined (another member's order is as unknown as a missing one). */
export async function findMemberOrder(db: Db, memberId: string, orderNo: string): Promise<OrderRow | undefined> {
  await expireDueOrders(db, memberId);
  const rows = await db.query<RawOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1::bigint AND order_no = $2`, [memberId, orderNo]);
  return rows[0] && toOrder(rows[0]);
}

/** Any member's order by its number (operators). */
export async function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const rows = await db.query<RawOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE order_no = $1`, [orderNo]);
  return rows[0] && toOrder(rows[0]);
}

async function lockOrder(tx: Db, where: 'order_no' | 'gateway_payment_id', value: string): Promise<OrderRow | undefined> {
  const rows = await tx.query<RawOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE ${where} = $1 FOR UPDATE`, [value]);
  return rows[0] && toOrder(rows[0]);
}

export interface OrderListQuery {
  pageNo: number;
  state?: DepositState;
  startDate?: string;
  endDate?: string;
}

/** One page of the member's orders, newest first; a page past the end answers the last page. */
export async function listMemberOrders(db: Db, memberId: string, query: OrderListQuery, gatewayPages: boolean): Promise<DepositOrderPage> {
  await expireDueOrders(db, memberId);
  // Days are site days (sql/site_day.sql); the end day is included.
  const where = `member_id = $1::bigint AND ($2::text IS NULL OR state = $2)
    AND ($3::date IS NULL OR created_at >= site_day_start($3::date))
    AND ($4::date IS NULL OR created_at < site_day_start($4::date + 1))`;
  const params = [memberId, query.state ?? null, query.startDate ?? null, query.endDate ?? null];
  const counted = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (SELECT 1 FROM deposit_orders WHERE ${where} LIMIT ${COUNT_CAP}) AS capped`, params);
  const totalCount = counted[0]?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const pageNo = Math.min(query.pageNo, totalPages);
  const rows = await db.query<RawOrder>(
    `SELECT ${COLUMNS} FROM deposit_orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET $5`,
    [...params, (pageNo - 1) * MEMBER_PAGE_SIZE],
  );
  return { list: rows.map((row) => orderView(toOrder(row), gatewayPages)), pageNo, totalPages, totalCount };
}

/** The member cancels a pending order; a gateway order is closed at the gateway first, so it can no longer be paid. */
export async function cancelMemberOrder(db: Db, memberId: string, orderNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<RawOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1::bigint AND order_no = $2 FOR UPDATE`, [memberId, orderNo]);
    const order = rows[0] && toOrder(rows[0]);
    if (!order) throw orderNotFound();
    if (order.state !== 'PENDING') throw orderNotPending(order.state);
    if (order.gatewayPaymentId && !(await closePayment(tx, order.gatewayPaymentId))) throw orderNotCancellable();
    return setFinalState(tx, order, 'CANCELLED', null);
  });
}

async function setFinalState(tx: Db, order: OrderRow, state: Exclude<DepositState, 'PENDING' | 'CREDITED'>, reason: string | null): Promise<OrderRow> {
  const rows = await tx.query<RawOrder>(
    `UPDATE deposit_orders SET state = $2, reason = $3, completed_at = now() WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [order.id, state, reason],
  );
  return toOrder(rows[0]!);
}

/** Credits a locked order: the ledger entry, the order's state and the member's message, in the caller's transaction. */
async function creditOrder(tx: Db, order: OrderRow): Promise<OrderRow> {
  const credit = await creditMember(tx, {
    memberId: order.memberId,
    amount: order.amount,
    idempotencyKey: `deposit-credit:${order.orderNo}`,
    kind: 'DEPOSIT',
    source: 'PAYMENT_CLEARING',
    reference: order.orderNo,
  });
  const rows = await tx.query<RawOrder>(
    `UPDATE deposit_orders SET state = 'CREDITED', reason = NULL, entry_id = $2::bigint, completed_at = now() WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [order.id, credit.entryId],
  );
  await notifyMember(tx, order.memberId, 'DEPOSIT_CREDITED', { amount: displayAmount(order.amount), orderNo: order.orderNo });
  return toOrder(rows[0]!);
}

async function failOrder(tx: Db, order: OrderRow, state: 'REJECTED' | 'FAILED', reason: string): Promise<OrderRow> {
  const failed = await setFinalState(tx, order, state, reason);
  await notifyMember(tx, order.memberId, 'DEPOSIT_FAILED', { amount: displayAmount(order.amount), orderNo: order.orderNo, reason });
  return failed;
}

/** The operator's decision on a pending bank transfer, in the transaction that records the operator action. */
export async function decideBankOrder(tx: Db, orderNo: string, decision: { confirm: true } | { confirm: false; reason: string }): Promise<OrderRow> {
  const order = await lockOrder(tx, 'order_no', orderNo);
  if (!order) throw orderNotFound();
  if (order.channel !== 'BANK_TRANSFER') throw notBankTransfer();
  if (order.state !== 'PENDING') throw orderNotPending(order.state);
  return decision.confirm ? creditOrder(tx, order) : failOrder(tx, order, 'REJECTED', decision.reason);
}

/** What a gateway callback did to its order. */
export type CallbackOutcome =
  | { kind: 'applied' | 'replayed'; order: OrderRow }
  | { kind: 'unknown' }
  | { kind: 'mismatch'; what: 'amount' | 'merchantOrderNo'; order: OrderRow }
  | { kind: 'conflict'; order: OrderRow };

/**
 * Applies a verified gateway callback to its order (locked, so parallel callbacks queue and the
 * first decides). `channel` is the channel of the gateway that signed it: a gateway settles only
 * its own orders, so one gateway's secret can never credit another's (null: it has none).
 */
export async function applyGatewayCallback(
  db: Db,
  channel: OrderRow['channel'] | null,
  callback: { paymentId: string; merchantOrderNo: string; amount: bigint; status: 'PAID' | 'CANCELLED' },
): Promise<CallbackOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, 'gateway_payment_id', callback.paymentId);
    if (!order || order.channel !== channel) return { kind: 'unknown' };
    if (order.orderNo !== callback.merchantOrderNo) return { kind: 'mismatch', what: 'merchantOrderNo', order };
    if (order.amount !== callback.amount) return { kind: 'mismatch', what: 'amount', order };
    if (callback.status === 'PAID') {
      if (order.state === 'CREDITED') return { kind: 'replayed', order };
      // A payment the gateway took just before the order expired here still arrives: credit it.
      if (order.state === 'PENDING' || order.state === 'EXPIRED') return { kind: 'applied', order: await creditOrder(tx, order) };
      return { kind: 'conflict', order };
    }
    if (order.state === 'FAILED' || order.state === 'EXPIRED' || order.state === 'CANCELLED') return { kind: 'replayed', order };
    if (order.state === 'PENDING') return { kind: 'applied', order: await failOrder(tx, order, 'FAILED', 'Cancelled at the payment page') };
    return { kind: 'conflict', order };
  });
}

export interface PendingOrderRow {
  orderNo: string;
  account: string;
  channel: string;
  amount: string;
  reference: string | null;
  createdAt: string;
}

/** The operator's queue: pending orders, oldest first. */
export async function pendingOrders(db: Db, limit: number): Promise<PendingOrderRow[]> {
  await expireDueOrders(db);
  const rows = await db.query<{ order_no: string; account: string; channel: string; amount: string; reference: string | null; created_at: Date }>(
    `SELECT o.order_no, m.account, o.channel, o.amount::text AS amount, o.reference, o.created_at
     FROM deposit_orders o JOIN members m ON m.id = o.member_id
     WHERE o.state = 'PENDING' ORDER BY o.created_at, o.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    orderNo: row.order_no,
    account: row.account,
    channel: row.channel,
    amount: formatAmount(toMinor(row.amount)),
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
