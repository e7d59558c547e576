/**
 * My wallet and transfer to upline: the member's main wallet and one wallet per transfer-wallet
 * vendor, moves between them, and transfers to the member's direct upline; the operator's limits
 * of those transfers. The platform registers these calls from the declarations below and the
 * member centre's forms check the same request schemas.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { AMOUNT_TEXT } from '../money';
import { AmountSchema, DecimalTextSchema, PaymentPasswordSchema, RequestIdSchema } from './common';

/** A wallet of the member: 'MAIN', or a transfer-wallet vendor's code such as 'REDTIGER'. */
export const WalletCodeSchema = z.string().trim().regex(/^(MAIN|[A-Z0-9_]{1,32})$/, 'must be MAIN or a vendor code');

export const WalletTransferRequestSchema = z
  .object({
    from: WalletCodeSchema,
    to: WalletCodeSchema,
    amount: AmountSchema,
    requestId: RequestIdSchema,
  })
  .refine((request) => request.from !== request.to, { message: 'must be another wallet than the one to move from', path: ['to'] });

export type WalletTransferRequest = z.input<typeof WalletTransferRequestSchema>;

export const WalletRecallAllRequestSchema = z.object({ requestId: RequestIdSchema });

export const UplineTransferRequestSchema = z.object({
  amount: AmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});

export type UplineTransferRequest = z.input<typeof UplineTransferRequestSchema>;

export const MerchantWalletSchema = z
  .object({ isSingle: z.boolean().describe('True while every vendor plays from the main wallet (no transfer-wallet vendor)') })
  .meta({ id: 'MerchantWallet' });

export type MerchantWalletValue = z.output<typeof MerchantWalletSchema>;

/** One transfer-wallet vendor's wallet of the member. */
export const VendorWalletSchema = z.object({
  code: z.string().describe('Vendor code, e.g. REDTIGER'),
  name: z.string(),
  balance: DecimalTextSchema,
  active: z.boolean().describe('False once the vendor plays from main again: money may only leave this wallet'),
});

export type VendorWalletValue = z.output<typeof VendorWalletSchema>;

export const ConsolidatedFundsSchema = z
  .object({
    main: DecimalTextSchema.describe('The main wallet'),
    vendors: z.array(VendorWalletSchema),
    total: DecimalTextSchema.describe('Main plus every vendor wallet'),
    currencySymbol: z.string(),
  })
  .meta({ id: 'ConsolidatedFunds' });

export type ConsolidatedFundsValue = z.output<typeof ConsolidatedFundsSchema>;

/** The answer of a transfer or recall: whether it was a repeat, and the wallets afterwards. */
export const WalletTransferValueSchema = z.object({
  replayed: z.boolean().describe('True when this requestId was done before: nothing moved now'),
  funds: ConsolidatedFundsSchema,
});

export type WalletTransferValue = z.output<typeof WalletTransferValueSchema>;

export const WalletRecallAllValueSchema = WalletTransferValueSchema.extend({
  recalled: z.array(z.object({ code: z.string(), amount: DecimalTextSchema })).describe('Each vendor wallet emptied and what it gave back'),
});

export type WalletRecallAllValue = z.output<typeof WalletRecallAllValueSchema>;

export const UplineLimitsSchema = z.object({ min: DecimalTextSchema, max: DecimalTextSchema, dailyMax: DecimalTextSchema });

/** What the transfer-to-upline page shows. */
export const UplineTransferInfoSchema = z
  .object({
    upline: z.object({ account: z.string(), name: z.string().nullable() }).nullable().describe('Null when the member has none (transfers are refused: NO_UPLINE)'),
    paymentPasswordSet: z.boolean(),
    balance: DecimalTextSchema.describe('The main wallet'),
    currencySymbol: z.string(),
    limits: UplineLimitsSchema.extend({ usedToday: DecimalTextSchema.describe('Already sent today (site day)') }),
  })
  .meta({ id: 'UplineTransferInfo' });

export type UplineTransferInfoValue = z.output<typeof UplineTransferInfoSchema>;

export const UplineTransferValueSchema = z.object({
  reference: z.string().describe("What both members see in their account records, e.g. 'UT42'"),
  amount: DecimalTextSchema,
  balance: DecimalTextSchema.describe("The sender's main wallet right after the transfer"),
  replayed: z.boolean(),
});

export type UplineTransferValue = z.output<typeof UplineTransferValueSchema>;

const OpsAmount = z.string().regex(AMOUNT_TEXT, 'must be an amount such as 100.00');

export const OpsUplineLimitsBodySchema = z.strictObject({
  min: OpsAmount.describe('Smallest transfer'),
  max: OpsAmount.describe('Largest transfer'),
  dailyMax: OpsAmount.describe('Most a member may send in a site day'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -')
    .describe('Unique per change: repeating it changes nothing'),
});

export const OpsUplineLimitsValueSchema = UplineLimitsSchema.extend({
  replayed: z.boolean().describe('True when this reference was applied before: nothing changed now'),
});

export const walletsEndpoints = {
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'wallet',
    summary: 'Whether the merchant is single-wallet',
    description: '`isSingle` is false once any vendor plays from a wallet of its own (a transfer-wallet vendor). No session needed.',
    response: MerchantWalletSchema,
  }),
  consolidatedFunds: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'wallet',
    summary: "The member's main wallet, each transfer-wallet vendor's wallet and the total",
    response: ConsolidatedFundsSchema,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'wallet',
    summary: "Move money between the member's wallets",
    description:
      '`from` and `to` are `MAIN` or a transfer-wallet vendor code. One ledger entry (WALLET_TRANSFER); the same `requestId` ' +
      'with the same content moves money once (`replayed: true`), with other content 409 IDEMPOTENCY_CONFLICT. More than the ' +
      'wallet holds: 409 INSUFFICIENT_FUNDS. Money may go into a vendor wallet while that vendor has a round open.',
    body: WalletTransferRequestSchema,
    response: WalletTransferValueSchema,
  }),
  walletRecallAll: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletRecallAll',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'wallet',
    summary: 'Move every vendor wallet back to the main wallet',
    description: 'One transaction; the same `requestId` again answers the first result and moves nothing (`replayed: true`).',
    body: WalletRecallAllRequestSchema,
    response: WalletRecallAllValueSchema,
  }),
  uplineTransferInfo: endpoint({
    method: 'GET',
    path: '/wps/member/transfer/upline',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'wallet',
    summary: "Transfer to upline: the member's upline, limits, what was sent today and the main balance",
    response: UplineTransferInfoSchema,
  }),
  uplineTransfer: endpoint({
    method: 'POST',
    path: '/wps/member/transfer/upline',
    caller: 'realMember',
    closedSite: 'refuse',
    sealed: true,
    idempotencyKey: 'requestId',
    tag: 'wallet',
    summary: 'Send money to the direct upline (sealed body)',
    description:
      "From the main wallet to the upline's main wallet, with the payment password (its own attempt limit). No upline: 409 " +
      'NO_UPLINE. Amount outside the per-transfer limits: 400 naming `amount`; past the daily limit: 409 DAILY_LIMIT. One ledger ' +
      'entry (UPLINE_TRANSFER) whose reference both members see; the same `requestId` again moves nothing.',
    body: UplineTransferRequestSchema,
    response: UplineTransferValueSchema,
  }),
  opsUplineLimits: endpoint({
    method: 'GET',
    path: '/ops/wallets/upline-limits',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'The limits of transfers to the upline',
    response: UplineLimitsSchema,
  }),
  opsSetUplineLimits: endpoint({
    method: 'PUT',
    path: '/ops/wallets/upline-limits',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'operator',
    summary: 'Set the limits of transfers to the upline',
    description:
      'Needs `X-Operator` (who, for the audit). `min` <= `max` <= `dailyMax`, amounts above 0. Audited as UPLINE_LIMITS_SET; ' +
      'the same `reference` again changes nothing (`replayed: true`) and answers the limits as they are.',
    body: OpsUplineLimitsBodySchema,
    response: OpsUplineLimitsValueSchema,
  }),
};
