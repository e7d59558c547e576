/** zod schemas of the deposit calls: the contract's request schemas with amounts in minor units, and the answers. */
import { z } from 'zod';
import {
  AmountSchema,
  BankDepositRequestSchema,
  DEPOSIT_CHANNEL_CODES,
  DEPOSIT_STATES,
  DepositOrderNoSchema,
  GatewayDepositRequestSchema,
  type DepositChannel,
  type DepositOrder,
} from '@site/shared/contract/member';
import type { Expect, Same } from '../http/schemas';
import { parseAmount } from '../wallet/money';

/** The contract's amount text, as minor units (a text the ledger cannot take, such as '007', is refused naming the field). */
export const MinorAmountSchema = AmountSchema.transform((text, ctx) => {
  const parsed = parseAmount(text);
  if ('problem' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }
  return parsed.minor;
});

export const BankDepositBodySchema = BankDepositRequestSchema.extend({ amount: MinorAmountSchema });
export const GatewayDepositBodySchema = GatewayDepositRequestSchema.extend({ amount: MinorAmountSchema });

const DecimalText = z.string().regex(/^[0-9]+\.[0-9]{2}$/).describe('Exact decimal in major units, e.g. 100.00');

export const DepositChannelSchema = z
  .object({
    code: z.enum(DEPOSIT_CHANNEL_CODES),
    minAmount: DecimalText,
    maxAmount: DecimalText,
    bankAccount: z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() }).nullable(),
  })
  .meta({ id: 'DepositChannel' });

export const DepositOrderSchema = z
  .object({
    orderNo: z.string(),
    channel: z.enum(DEPOSIT_CHANNEL_CODES),
    amount: DecimalText,
    state: z.enum(DEPOSIT_STATES),
    reference: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    paymentUrl: z.string().nullable().describe('A gateway order open for payment: its payment page (append ?lang=en|es|vi|zh)'),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'DepositOrder' });

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

/** PUT /ops/deposit/channels/:code: only the fields given change. */
export const OpsChannelBodySchema = z.strictObject({
  reference: OperatorReference,
  minAmount: MinorAmountSchema.optional(),
  maxAmount: MinorAmountSchema.optional(),
  enabled: z.boolean().optional(),
  sort: z.number().int().min(0).max(999).optional(),
  bankName: z.string().trim().min(1).max(64).optional(),
  accountNumber: z.string().trim().regex(/^[0-9A-Za-z -]{1,40}$/, { error: 'must be 1 to 40 letters, digits, spaces or -' }).optional(),
  accountHolder: z.string().trim().min(1).max(64).optional(),
});

/** PUT /ops/deposit/settings. */
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
  amount: DecimalText,
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** The gateway's callback body, exactly as the gateway signs it. */
export const CallbackBodySchema = z.strictObject({
  paymentId: z.string().regex(/^GW[A-Za-z0-9_-]{20,40}$/),
  merchantOrderNo: DepositOrderNoSchema,
  amount: MinorAmountSchema,
  status: z.enum(['PAID', 'CANCELLED']),
  decidedAt: z.iso.datetime(),
});

export const CallbackValueSchema = z.object({
  orderNo: z.string(),
  state: z.enum(DEPOSIT_STATES),
  replayed: z.boolean(),
});

export type _DepositContractChecks = [
  Expect<Same<z.output<typeof DepositChannelSchema>, DepositChannel>>,
  Expect<Same<z.output<typeof DepositOrderSchema>, DepositOrder>>,
];
