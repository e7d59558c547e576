/**
 * Deposits: the channels a member may pay in through, the orders they create and the requests that
 * create them. The platform validates with these schemas and the member centre's forms check the
 * same ones; a channel's bounds come from the server and build the amount rule of its form.
 */
import { z } from 'zod';
import { AmountSchema, boundedAmountSchema, DateRangeSchema, PageNoSchema, RequestIdSchema, type Paged } from './common';

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

/** The site's receiving account a bank-transfer member pays into. */
export interface DepositBankAccount {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

export interface DepositChannel {
  code: DepositChannelCode;
  /** Smallest and largest amount of one order, decimal texts such as '100.00'. */
  minAmount: string;
  maxAmount: string;
  /** Only for BANK_TRANSFER: where to send the money. */
  bankAccount: DepositBankAccount | null;
}

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

export interface DepositOrder {
  orderNo: string;
  channel: DepositChannelCode;
  /** Decimal text such as '100.00'. */
  amount: string;
  state: DepositState;
  /** The member's transfer note (bank transfers). */
  reference: string | null;
  /** Why it was rejected or failed. */
  reason: string | null;
  createdAt: string;
  /** When it reached its final state. */
  completedAt: string | null;
  /** A gateway order open for payment: the payment page (add `?lang=` for its language) and until when. */
  paymentUrl: string | null;
  expiresAt: string | null;
}

export type DepositOrderPage = Paged<DepositOrder>;
