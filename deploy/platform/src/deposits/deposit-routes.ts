/** The member's deposit calls: channels, creating bank-transfer and gateway orders, reading and cancelling orders. */
import { DepositOrdersQuerySchema, pagedSchema } from '@site/shared/contract/member';
import { z } from 'zod';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { channelView, openChannels } from './deposit-channels';
import { channelDisabled, orderNotFound } from './deposit-errors';
import {
  BankDepositBodySchema,
  CreatedOrderSchema,
  DepositChannelSchema,
  DepositOrderSchema,
  GatewayDepositBodySchema,
  OrderNoParamsSchema,
} from './deposit-schemas';
import { cancelMemberOrder, createBankOrder, createGatewayOrder, findMemberOrder, listMemberOrders, orderView } from './deposit-orders';
import type { DemoGateway } from './gateway/demo-gateway';

const TAGS = ['deposit'];
const TOKEN_NOTE = 'Needs the session token of a real account (trial accounts: 403 NEED_REAL_ACCOUNT).';
const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

/** `gateway`: the demo gateway, present in demo mode only; without it no gateway order can be opened. */
export function registerDepositRoutes(app: ZodApp, { db, gateway }: { db: Db; gateway: DemoGateway | undefined }): void {
  const member = sessionGuard(db, 'real');
  const memberIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);
  const gatewayPages = gateway !== undefined;

  app.get(
    '/wps/member/deposit/channels',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'The deposit channels open now, with their bounds',
        description: `${TOKEN_NOTE} Enabled channels in the operator's order; BANK_TRANSFER carries the account to pay into. DEMO_GATEWAY only in demo mode.`,
        response: { 200: okEnvelope(z.array(DepositChannelSchema)), ...errors },
      },
    },
    async () => ok((await openChannels(db, gatewayPages)).map(channelView)),
  );

  app.post(
    '/wps/member/deposit/bank',
    {
      onRequest: member,
      bodyLimit: 2 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Report a bank transfer (an operator confirms or rejects it)',
        description:
          `${TOKEN_NOTE} The amount must lie within the channel's bounds (400 VALIDATION amount); a disabled channel is 403 ` +
          'CHANNEL_DISABLED; at most the configured number of pending orders (409 TOO_MANY_OPEN_ORDERS). The same requestId ' +
          'answers the first order again (`replayed`); with another amount or reference it is refused (409 IDEMPOTENCY_CONFLICT).',
        body: BankDepositBodySchema,
        response: { 200: okEnvelope(CreatedOrderSchema), ...errors },
      },
    },
    async (request) => {
      const { order, replayed } = await createBankOrder(db, memberIdOf(request), request.body);
      return ok({ order: orderView(order, gatewayPages), replayed });
    },
  );

  app.post(
    '/wps/member/deposit/gateway',
    {
      onRequest: member,
      bodyLimit: 2 * 1024,
      schema: {
        tags: TAGS,
        summary: 'Start a payment through the demo payment gateway (demo mode only)',
        description:
          `${TOKEN_NOTE} Same rules as a bank transfer. Answers the order with \`paymentUrl\`, the gateway's page (open it in a new ` +
          'window or this tab; add ?lang=). The order is credited when the gateway calls back that it was paid, fails when the ' +
          'payer cancels there, and expires when not paid within the configured minutes (30 by default). Outside demo mode ' +
          'there is no demo gateway: 403 CHANNEL_DISABLED.',
        body: GatewayDepositBodySchema,
        response: { 200: okEnvelope(CreatedOrderSchema), ...errors },
      },
    },
    async (request) => {
      if (!gateway) throw channelDisabled('DEMO_GATEWAY');
      const { order, replayed } = await createGatewayOrder(db, gateway, memberIdOf(request), request.body);
      return ok({ order: orderView(order, gatewayPages), replayed });
    },
  );

  app.get(
    '/wps/member/deposit/orders',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: "The member's deposit orders, newest first (15 per page)",
        description: `${TOKEN_NOTE} Filter by state and by a range of UTC days (both dates or neither, at most 92 days).`,
        querystring: DepositOrdersQuerySchema,
        response: { 200: okEnvelope(pagedSchema(DepositOrderSchema)), ...errors },
      },
    },
    async (request) => ok(await listMemberOrders(db, memberIdOf(request), request.query, gatewayPages)),
  );

  app.get(
    '/wps/member/deposit/orders/:orderNo',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'One of the member’s deposit orders',
        description: `${TOKEN_NOTE} Another member's order number answers 404 like a missing one.`,
        params: OrderNoParamsSchema,
        response: { 200: okEnvelope(DepositOrderSchema), ...errors },
      },
    },
    async (request) => {
      const order = await findMemberOrder(db, memberIdOf(request), request.params.orderNo);
      if (!order) throw orderNotFound();
      return ok(orderView(order, gatewayPages));
    },
  );

  app.post(
    '/wps/member/deposit/orders/:orderNo/cancel',
    {
      onRequest: member,
      schema: {
        tags: TAGS,
        summary: 'Cancel a pending deposit order',
        description:
          `${TOKEN_NOTE} Only a PENDING order (409 ORDER_NOT_PENDING); a gateway order already paid or cancelled at the gateway ` +
          "is 409 ORDER_NOT_CANCELLABLE. Another member's order answers 404.",
        params: OrderNoParamsSchema,
        response: { 200: okEnvelope(DepositOrderSchema), ...errors },
      },
    },
    async (request) => ok(orderView(await cancelMemberOrder(db, memberIdOf(request), request.params.orderNo), gatewayPages)),
  );
}
