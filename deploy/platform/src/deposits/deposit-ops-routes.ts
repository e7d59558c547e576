/**
 * The operator's deposit calls: the queue of pending orders, confirming or rejecting a bank
 * transfer, and the channel configuration. Each change is recorded with the operator's name
 * (X-Operator) in the transaction that makes it, under a reference: repeating it changes nothing.
 */
import { z } from 'zod';
import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { ok, PlatformError, validationError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { formatAmount } from '../wallet/money';
import { allChannels, channelAvailable, channelView, depositSettings, updateChannel, updateSettings, type ChannelRow } from './deposit-channels';
import { channelUnavailable, orderNotFound } from './deposit-errors';
import { decideBankOrder, findOrderByNo, orderView, pendingOrders, type OrderRow } from './deposit-orders';
import {
  ChannelParamsSchema,
  DepositSettingsSchema,
  OpsChannelBodySchema,
  OpsChannelSchema,
  OpsDecisionSchema,
  OpsPendingOrderSchema,
  OpsPendingQuerySchema,
  OpsRejectBodySchema,
  OpsSettingsBodySchema,
  OrderNoParamsSchema,
} from './deposit-schemas';

const TAGS = ['deposit', 'operator'];
const OPERATOR_NOTE = 'Bearer operator token and `X-Operator: <name>` (recorded with the action).';
const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const security = [{ operatorToken: [] }];

/** A channel as the operator sees it: `enabled` is whether members can use it in this run. */
function opsChannel(channel: ChannelRow, demoMode: boolean) {
  return { ...channelView(channel), enabled: channel.enabled && channelAvailable(channel.code, demoMode), sort: channel.sort };
}

async function orderByNo(tx: Db, orderNo: string): Promise<OrderRow> {
  const order = await findOrderByNo(tx, orderNo);
  if (!order) throw orderNotFound();
  return order;
}

export function registerDepositOpsRoutes(app: ZodApp, { db, operatorToken, demoMode }: { db: Db; operatorToken: string; demoMode: boolean }): void {
  const operator = requireOperator(operatorToken);

  app.get(
    '/ops/deposit/orders/pending',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Pending deposit orders, oldest first',
        description: 'Bearer operator token. Expired gateway orders are closed first.',
        security,
        querystring: OpsPendingQuerySchema,
        response: { 200: okEnvelope(z.array(OpsPendingOrderSchema)), ...errors },
      },
    },
    async (request) => ok(await pendingOrders(db, request.query.limit)),
  );

  /** One decision, audited: the first call decides, a repeat (same action, same order) answers the order as it stands. */
  const decide = (action: 'DEPOSIT_CONFIRM' | 'DEPOSIT_REJECT') => (orderNo: string, name: string, reason?: string) =>
    db.transaction(async (tx) => {
      const audit = await recordOperatorAction(tx, { operator: name, action, reference: orderNo, details: reason ? { orderNo, reason } : { orderNo } });
      if (audit.replayed) return { order: orderView(await orderByNo(tx, orderNo), demoMode), replayed: true };
      const order = await decideBankOrder(tx, orderNo, action === 'DEPOSIT_CONFIRM' ? { confirm: true } : { confirm: false, reason: reason! });
      return { order: orderView(order, demoMode), replayed: false };
    });
  const confirm = decide('DEPOSIT_CONFIRM');
  const reject = decide('DEPOSIT_REJECT');

  app.post(
    '/ops/deposit/orders/:orderNo/confirm',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Confirm a bank transfer: credit the member',
        description:
          `${OPERATOR_NOTE} Moves the amount from PAYMENT_CLEARING to the member (ledger key deposit-credit:<orderNo>, kind DEPOSIT) ` +
          'and sends DEPOSIT_CREDITED. Confirming again answers the first result (`replayed`); an order no longer pending is 409 ORDER_NOT_PENDING.',
        security,
        params: OrderNoParamsSchema,
        response: { 200: okEnvelope(OpsDecisionSchema), ...errors },
      },
    },
    async (request) => {
      const name = operatorName(request);
      const result = await confirm(request.params.orderNo, name);
      request.log.info({ orderNo: request.params.orderNo, operator: name, replayed: result.replayed }, 'deposit: confirmed');
      return ok(result);
    },
  );

  app.post(
    '/ops/deposit/orders/:orderNo/reject',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Reject a bank transfer: no money moves',
        description: `${OPERATOR_NOTE} The order becomes REJECTED with the reason and the member gets DEPOSIT_FAILED. Rejecting again answers the first result.`,
        security,
        params: OrderNoParamsSchema,
        body: OpsRejectBodySchema,
        response: { 200: okEnvelope(OpsDecisionSchema), ...errors },
      },
    },
    async (request) => {
      const name = operatorName(request);
      const result = await reject(request.params.orderNo, name, request.body.reason);
      request.log.info({ orderNo: request.params.orderNo, operator: name, replayed: result.replayed }, 'deposit: rejected');
      return ok(result);
    },
  );

  app.get(
    '/ops/deposit/channels',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Every deposit channel (enabled or not) and the order rules',
        security,
        response: { 200: okEnvelope(z.object({ channels: z.array(OpsChannelSchema), settings: DepositSettingsSchema })), ...errors },
      },
    },
    async () => ok({ channels: (await allChannels(db)).map((channel) => opsChannel(channel, demoMode)), settings: await depositSettings(db) }),
  );

  app.put(
    '/ops/deposit/channels/:code',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Change a deposit channel',
        description:
          `${OPERATOR_NOTE} Only the fields given change; the minimum may not exceed the maximum (400 VALIDATION). Recorded as ` +
          'DEPOSIT_CHANNEL_SET under the reference. DEMO_GATEWAY cannot be enabled outside demo mode (409 CHANNEL_UNAVAILABLE).',
        security,
        params: ChannelParamsSchema,
        body: OpsChannelBodySchema,
        response: { 200: okEnvelope(OpsChannelSchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const name = operatorName(request);
      const { reference, ...change } = request.body;
      const { code } = request.params;
      if (change.enabled && !channelAvailable(code, demoMode)) {
        throw channelUnavailable(code);
      }
      if (code !== 'BANK_TRANSFER' && (change.bankName || change.accountNumber || change.accountHolder)) {
        throw validationError('bankName', 'only the BANK_TRANSFER channel has a bank account');
      }
      const details = { code, ...change, minAmount: change.minAmount && formatAmount(change.minAmount), maxAmount: change.maxAmount && formatAmount(change.maxAmount) };
      return ok(
        await db.transaction(async (tx) => {
          const audit = await recordOperatorAction(tx, { operator: name, action: 'DEPOSIT_CHANNEL_SET', reference, details });
          if (audit.replayed) {
            const current = (await allChannels(tx)).find((channel) => channel.code === code)!;
            if (audit.first.details.code !== code) throw new PlatformError(409, 'IDEMPOTENCY_CONFLICT', 'reference: already used for another channel', 'reference');
            return { ...opsChannel(current, demoMode), replayed: true };
          }
          const updated = await updateChannel(tx, code, change);
          if (updated === 'BOUNDS_CROSSED') throw validationError('minAmount', 'must not be more than maxAmount');
          return { ...opsChannel(updated, demoMode), replayed: false };
        }),
      );
    },
  );

  app.put(
    '/ops/deposit/settings',
    {
      onRequest: operator,
      schema: {
        tags: TAGS,
        summary: 'Change the rules of deposit orders (open orders per member, gateway minutes)',
        description: `${OPERATOR_NOTE} Recorded as DEPOSIT_SETTINGS_SET under the reference.`,
        security,
        body: OpsSettingsBodySchema,
        response: { 200: okEnvelope(DepositSettingsSchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const name = operatorName(request);
      const { reference, ...change } = request.body;
      return ok(
        await db.transaction(async (tx) => {
          const audit = await recordOperatorAction(tx, { operator: name, action: 'DEPOSIT_SETTINGS_SET', reference, details: change });
          if (audit.replayed) return { ...(await depositSettings(tx)), replayed: true };
          return { ...(await updateSettings(tx, change)), replayed: false };
        }),
      );
    },
  );
}
