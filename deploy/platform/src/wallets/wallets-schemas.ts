/** zod schemas of the wallets area's answers and operator calls: they serialise answers and feed the OpenAPI document. */
import { z } from 'zod';
import type {
  ConsolidatedFundsValue,
  MerchantWalletValue,
  UplineTransferInfoValue,
  UplineTransferValue,
  WalletRecallAllValue,
  WalletTransferValue,
} from '@site/shared/contract/member';

const DecimalText = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/).describe('Exact decimal in major units, two decimals, e.g. 1234.50');

export const MerchantWalletSchema = z
  .object({ isSingle: z.boolean().describe('True while every vendor plays from the main wallet') })
  .meta({ id: 'MerchantWallet' });

export const ConsolidatedFundsSchema = z
  .object({
    main: DecimalText.describe('The main wallet'),
    vendors: z.array(
      z.object({
        code: z.string().describe('Vendor code, e.g. REDTIGER'),
        name: z.string(),
        balance: DecimalText,
        active: z.boolean().describe('False once the vendor plays from main again: money may only leave this wallet'),
      }),
    ),
    total: DecimalText.describe('Main plus every vendor wallet'),
    currencySymbol: z.string(),
  })
  .meta({ id: 'ConsolidatedFunds' });

export const WalletTransferValueSchema = z.object({
  replayed: z.boolean().describe('True when this requestId was done before: nothing moved now'),
  funds: ConsolidatedFundsSchema,
});

export const WalletRecallAllValueSchema = WalletTransferValueSchema.extend({
  recalled: z.array(z.object({ code: z.string(), amount: DecimalText })).describe('Each vendor wallet emptied and what it gave back'),
});

export const UplineTransferInfoSchema = z
  .object({
    upline: z.object({ account: z.string(), name: z.string().nullable() }).nullable(),
    paymentPasswordSet: z.boolean(),
    balance: DecimalText.describe('The main wallet'),
    currencySymbol: z.string(),
    limits: z.object({ min: DecimalText, max: DecimalText, dailyMax: DecimalText, usedToday: DecimalText }),
  })
  .meta({ id: 'UplineTransferInfo' });

export const UplineTransferValueSchema = z.object({
  reference: z.string().describe('What both members see in their account records'),
  amount: DecimalText,
  balance: DecimalText.describe("The sender's main wallet right after the transfer"),
  replayed: z.boolean(),
});

const OpsAmount = z.string().regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/, 'must be an amount such as 100.00');

/** PUT /ops/wallets/upline-limits. */
export const OpsUplineLimitsBodySchema = z
  .strictObject({
    min: OpsAmount.describe('Smallest transfer'),
    max: OpsAmount.describe('Largest transfer'),
    dailyMax: OpsAmount.describe("Most a member may send in a UTC day"),
    reference: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be 1 to 100 letters, digits or . _ : -')
      .describe('Unique per change: repeating it changes nothing'),
  });

export const UplineLimitsSchema = z.object({ min: DecimalText, max: DecimalText, dailyMax: DecimalText });

export const OpsUplineLimitsValueSchema = UplineLimitsSchema.extend({
  replayed: z.boolean().describe('True when this reference was applied before: nothing changed now'),
});

// Compile-time agreement with the shared contract (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type _WalletsContractChecks = [
  Expect<Same<z.output<typeof MerchantWalletSchema>, MerchantWalletValue>>,
  Expect<Same<z.output<typeof ConsolidatedFundsSchema>, ConsolidatedFundsValue>>,
  Expect<Same<z.output<typeof WalletTransferValueSchema>, WalletTransferValue>>,
  Expect<Same<z.output<typeof WalletRecallAllValueSchema>, WalletRecallAllValue>>,
  Expect<Same<z.output<typeof UplineTransferInfoSchema>, UplineTransferInfoValue>>,
  Expect<Same<z.output<typeof UplineTransferValueSchema>, UplineTransferValue>>,
];
