/**
 * Deposits: the channels a member may pay in through, the orders they create and the requests that
 * create them. The platform validates with these schemas and the member centre's forms check the
 * same ones; a channel's bounds come from the server and build the amount rule of its form.
 */
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema, SignatureHeadersSchema } from '../endpoint';
import { AmountSchema, boundedAmountSchema, DateRangeSchema, PageNoSchema, pagedSchema, RequestIdSchema, type Paged } from './common';

/** The ways to pay in: a transfer to the site's bank account, the demo payment gateway, a matched withdrawal. */
export const DEPOSIT_CHANNEL_CODES = ['BANK_TRANSFER', 'DEMO_GATEWAY', 'MATCHED'] as const;
export type DepositChannelCode = (typeof DEPOSIT_CHANNEL_CODES)[number];

/**
 * Where a deposit order stands. PENDING waits for the money (a bank transfer for the operator, a
 * gateway order for the payer); the rest are final: CREDITED (money in the wallet), REJECTED (the
 * operator found no transfer), CANCELLED (the member withdrew it), FAILED (cancelled at the gateway),
 * EXPIRED (a gateway order not paid in time).
 */
export const DEPOSIT_STATES = ['PENDING', 'CREDITED', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** An amount the platform answers for deposits: never negative, e.g. '100.00'. */
const DepositAmountText = z.string().regex(/^[0-9]+\.[0-9]{2}$/).describe('Exact decimal in major units, e.g. 100.00');

/** The site's receiving account a bank-transfer member pays into. */
export const DepositBankAccountSchema = z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() });
export type DepositBankAccount = z.output<typeof DepositBankAccountSchema>;

export const DepositChannelSchema = z
  .object({
    code: z.enum(DEPOSIT_CHANNEL_CODES),
    /** Smallest and largest amount of one order. */
    minAmount: DepositAmountText,
    maxAmount: DepositAmountText,
    /** Only for BANK_TRANSFER: where to send the money. */
    bankAccount: DepositBankAccountSchema.nullable(),
  })
  .meta({ id: 'DepositChannel' });
export type DepositChannel = z.output<typeof DepositChannelSchema>;

/** The transfer note the member wrote on their bank transfer, so the operator can match it. */
export const DepositReferenceSchema = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[\p{L}\p{N} ._/-]+$/u, 'may hold letters, digits, spaces and . _ / - only');

/** POST /wps/member/deposit/bank: the amount is checked against the channel's bounds on the server. */
export const BankDepositRequestSchema = z.strictObject({
  amount: AmountSchema,
  reference: DepositReferenceSchema,
  requestId: RequestIdSchema,
});
export type BankDepositRequest = z.infer<typeof BankDepositRequestSchema>;

/** POST /wps/member/deposit/gateway. */
export const GatewayDepositRequestSchema = z.strictObject({
  amount: AmountSchema,
  requestId: RequestIdSchema,
});
export type GatewayDepositRequest = z.infer<typeof GatewayDepositRequestSchema>;

/** The bank-transfer form's rule for one channel: its own bounds on the amount. */
export function bankDepositFormSchema(channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>) {
  return z.object({ amount: boundedAmountSchema(channel.minAmount, channel.maxAmount), reference: DepositReferenceSchema });
}

/** The gateway form's rule for one channel. */
export function gatewayDepositFormSchema(channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>) {
  return z.object({ amount: boundedAmountSchema(channel.minAmount, channel.maxAmount) });
}

export const DepositOrderNoSchema = z.string().regex(/^D[0-9]{8,20}$/, 'must be a deposit order number such as D20261124000001');

/** GET /wps/member/deposit/orders: one page of the member's orders, newest first. */
export const DepositOrdersQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    state: z.enum(DEPOSIT_STATES).optional(),
    startDate: z.string().optional(),
    endDate: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    // Both days or neither: one day alone is an unclear filter.
    if ((query.startDate === undefined) !== (query.endDate === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.startDate === undefined ? 'startDate' : 'endDate'], message: 'must be given with the other date' });
      return;
    }
    if (query.startDate === undefined) return;
    const range = DateRangeSchema.safeParse({ startDate: query.startDate, endDate: query.endDate });
    if (!range.success) for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type DepositOrdersQuery = z.input<typeof DepositOrdersQuerySchema>;

export const DepositOrderSchema = z
  .object({
    orderNo: z.string(),
    channel: z.enum(DEPOSIT_CHANNEL_CODES),
    amount: DepositAmountText,
    state: z.enum(DEPOSIT_STATES),
    /** The member's transfer note (bank transfers). */
    reference: z.string().nullable(),
    /** Why it was rejected or failed. */
    reason: z.string().nullable(),
    createdAt: z.string(),
    /** When it reached its final state. */
    completedAt: z.string().nullable(),
    paymentUrl: z.string().nullable().describe('A gateway order open for payment: its payment page (append ?lang=en|es|vi|zh)'),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'DepositOrder' });
export type DepositOrder = z.output<typeof DepositOrderSchema>;

export type DepositOrderPage = Paged<DepositOrder>;

export const CreatedOrderSchema = z.object({
  order: DepositOrderSchema,
  replayed: z.boolean().describe('True when this requestId had created the order before: nothing new was created'),
});

export const OrderNoParamsSchema = z.object({ orderNo: DepositOrderNoSchema });

export const ChannelParamsSchema = z.object({ code: z.enum(DEPOSIT_CHANNEL_CODES) });

const OperatorReference = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'must be 1 to 100 letters, digits or . _ : -' })
  .describe('Unique per change: repeating it answers the first result and changes nothing');

/** A channel change: only the fields given change. Amounts are parsed to minor units by the platform. */
export const OpsChannelBodySchema = z.strictObject({
  reference: OperatorReference,
  minAmount: AmountSchema.optional(),
  maxAmount: AmountSchema.optional(),
  enabled: z.boolean().optional(),
  sort: z.number().int().min(0).max(999).optional(),
  bankName: z.string().trim().min(1).max(64).optional(),
  accountNumber: z.string().trim().regex(/^[0-9A-Za-z -]{1,40}$/, { error: 'must be 1 to 40 letters, digits, spaces or -' }).optional(),
  accountHolder: z.string().trim().min(1).max(64).optional(),
});

export const OpsSettingsBodySchema = z.strictObject({
  reference: OperatorReference,
  maxOpenOrders: z.number().int().min(1).max(20).optional(),
  gatewayMinutes: z.number().int().min(1).max(1440).optional(),
});

export const DepositSettingsSchema = z.object({ maxOpenOrders: z.number().int(), gatewayMinutes: z.number().int() });

export const OpsChannelSchema = DepositChannelSchema.extend({ enabled: z.boolean(), sort: z.number().int() });

export const OpsRejectBodySchema = z.strictObject({
  reason: z.string().trim().min(2).max(200).describe('Shown to the member in the order and the message'),
});

export const OpsDecisionSchema = z.object({
  order: DepositOrderSchema,
  replayed: z.boolean().describe('True when this order had been decided this way before: nothing changed now'),
});

export const OpsPendingQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const OpsPendingOrderSchema = z.object({
  orderNo: z.string(),
  account: z.string(),
  channel: z.string(),
  amount: DepositAmountText,
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** The gateway's callback body, exactly as the gateway signs it; the amount is parsed to minor units by the platform. */
export const CallbackBodySchema = z.strictObject({
  paymentId: z.string().regex(/^GW[A-Za-z0-9_-]{20,40}$/),
  merchantOrderNo: DepositOrderNoSchema,
  amount: AmountSchema,
  status: z.enum(['PAID', 'CANCELLED']),
  decidedAt: z.iso.datetime(),
});

export const CallbackValueSchema = z.object({
  orderNo: z.string(),
  state: z.enum(DEPOSIT_STATES),
  replayed: z.boolean(),
});

const MEMBER_NOTE = 'Needs the session token of a real account (trial accounts: 403 NEED_REAL_ACCOUNT).';
const OPERATOR_NOTE = 'Bearer operator token and `X-Operator: <name>` (recorded with the action).';

export const depositsEndpoints = {
  channels: endpoint({
    method: 'GET',
    path: '/wps/member/deposit/channels',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'deposit',
    summary: 'The deposit channels open now, with their bounds',
    description: `${MEMBER_NOTE} Enabled channels in the operator's order; BANK_TRANSFER carries the account to pay into. DEMO_GATEWAY only in demo mode.`,
    response: z.array(DepositChannelSchema),
  }),
  bankDeposit: endpoint({
    method: 'POST',
    path: '/wps/member/deposit/bank',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'deposit',
    summary: 'Report a bank transfer (an operator confirms or rejects it)',
    description:
      `${MEMBER_NOTE} The amount must lie within the channel's bounds (400 VALIDATION amount); a disabled channel is 403 ` +
      'CHANNEL_DISABLED; at most the configured number of pending orders (409 TOO_MANY_OPEN_ORDERS). The same requestId ' +
      'answers the first order again (`replayed`); with another amount or reference it is refused (409 IDEMPOTENCY_CONFLICT).',
    body: BankDepositRequestSchema,
    response: CreatedOrderSchema,
  }),
  gatewayDeposit: endpoint({
    method: 'POST',
    path: '/wps/member/deposit/gateway',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'deposit',
    summary: 'Start a payment through the demo payment gateway (demo mode only)',
    description:
      `${MEMBER_NOTE} Same rules as a bank transfer. Answers the order with \`paymentUrl\`, the gateway's page (open it in a new ` +
      'window or this tab; add ?lang=). The order is credited when the gateway calls back that it was paid, fails when the ' +
      'payer cancels there, and expires when not paid within the configured minutes (30 by default). Outside demo mode ' +
      'there is no demo gateway: 403 CHANNEL_DISABLED.',
    body: GatewayDepositRequestSchema,
    response: CreatedOrderSchema,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/wps/member/deposit/orders',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'deposit',
    summary: "The member's deposit orders, newest first (15 per page)",
    description: `${MEMBER_NOTE} Filter by state and by a range of site days (both dates or neither, at most 92 days).`,
    query: DepositOrdersQuerySchema,
    response: pagedSchema(DepositOrderSchema),
  }),
  order: endpoint({
    method: 'GET',
    path: '/wps/member/deposit/orders/:orderNo',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'deposit',
    summary: 'One of the member’s deposit orders',
    description: `${MEMBER_NOTE} Another member's order number answers 404 like a missing one.`,
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
  cancelOrder: endpoint({
    method: 'POST',
    path: '/wps/member/deposit/orders/:orderNo/cancel',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'deposit',
    summary: 'Cancel a pending deposit order',
    description:
      `${MEMBER_NOTE} Only a PENDING order (409 ORDER_NOT_PENDING); a gateway order already paid or cancelled at the gateway ` +
      "is 409 ORDER_NOT_CANCELLABLE. Another member's order answers 404.",
    params: OrderNoParamsSchema,
    response: DepositOrderSchema,
  }),
  gatewayCallback: endpoint({
    method: 'POST',
    path: '/wps/payment/callback',
    caller: 'gateway',
    headers: SignatureHeadersSchema.extend({ 'x-gateway-id': z.string().describe('The gateway that signed the call') }),
    // It credits money that has already arrived.
    closedSite: 'serve',
    idempotencyKey: 'paymentId',
    tag: 'deposit',
    summary: 'Payment gateway callback: a payment was made or cancelled',
    description:
      'Signed by the gateway: `X-Gateway-Id` (PAYMENT_GATEWAY with PAYMENT_GATEWAY_SECRET; DEMO_GATEWAY in demo mode only), ' +
      "`X-Timestamp` (ms since 1970, within 5 minutes) and `X-Signature` (hex HMAC-SHA256 with that gateway's secret over " +
      '`X-Timestamp + "." + method + "\\n" + path + "\\n" + X-Gateway-Id + "\\n" + raw body`); otherwise 401 SIGNATURE_INVALID. ' +
      "A gateway settles only its own channel's orders (another's payment id is 404). Idempotent on the " +
      "gateway's paymentId: a repeated or late PAID credits once (`replayed: true`). An amount or order number other than the " +
      "order's is refused (409 AMOUNT_MISMATCH, ORDER_MISMATCH) and logged; a PAID for an order cancelled or rejected here is 409 " +
      'ORDER_CLOSED. CANCELLED fails a pending order and sends DEPOSIT_FAILED.',
    body: CallbackBodySchema,
    response: CallbackValueSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  opsPendingOrders: endpoint({
    method: 'GET',
    path: '/ops/deposit/orders/pending',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'deposit',
    summary: 'Pending deposit orders, oldest first',
    description: 'Bearer operator token. Expired gateway orders are closed first.',
    query: OpsPendingQuerySchema,
    response: z.array(OpsPendingOrderSchema),
  }),
  opsConfirmOrder: endpoint({
    method: 'POST',
    path: '/ops/deposit/orders/:orderNo/confirm',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'deposit',
    summary: 'Confirm a bank transfer: credit the member',
    description:
      `${OPERATOR_NOTE} Moves the amount from PAYMENT_CLEARING to the member (ledger key deposit-credit:<orderNo>, kind DEPOSIT) ` +
      'and sends DEPOSIT_CREDITED. Confirming again answers the first result (`replayed`); an order no longer pending is 409 ORDER_NOT_PENDING.',
    params: OrderNoParamsSchema,
    response: OpsDecisionSchema,
  }),
  opsRejectOrder: endpoint({
    method: 'POST',
    path: '/ops/deposit/orders/:orderNo/reject',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'deposit',
    summary: 'Reject a bank transfer: no money moves',
    description: `${OPERATOR_NOTE} The order becomes REJECTED with the reason and the member gets DEPOSIT_FAILED. Rejecting again answers the first result.`,
    params: OrderNoParamsSchema,
    body: OpsRejectBodySchema,
    response: OpsDecisionSchema,
  }),
  opsChannels: endpoint({
    method: 'GET',
    path: '/ops/deposit/channels',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'deposit',
    summary: 'Every deposit channel (enabled or not) and the order rules',
    response: z.object({ channels: z.array(OpsChannelSchema), settings: DepositSettingsSchema }),
  }),
  opsSetChannel: endpoint({
    method: 'PUT',
    path: '/ops/deposit/channels/:code',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'deposit',
    summary: 'Change a deposit channel',
    description:
      `${OPERATOR_NOTE} Only the fields given change; the minimum may not exceed the maximum (400 VALIDATION). Recorded as ` +
      'DEPOSIT_CHANNEL_SET under the reference. DEMO_GATEWAY cannot be enabled outside demo mode (409 CHANNEL_UNAVAILABLE).',
    params: ChannelParamsSchema,
    body: OpsChannelBodySchema,
    response: OpsChannelSchema.extend({ replayed: z.boolean() }),
  }),
  opsSetSettings: endpoint({
    method: 'PUT',
    path: '/ops/deposit/settings',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'deposit',
    summary: 'Change the rules of deposit orders (open orders per member, gateway minutes)',
    description: `${OPERATOR_NOTE} Recorded as DEPOSIT_SETTINGS_SET under the reference.`,
    body: OpsSettingsBodySchema,
    response: DepositSettingsSchema.extend({ replayed: z.boolean() }),
  }),
};
