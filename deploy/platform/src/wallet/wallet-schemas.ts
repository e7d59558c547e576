/** zod schemas of the wallet calls: they validate input, serialise answers and feed the OpenAPI document. */
import { z } from 'zod';
import type { WalletBalanceValue } from '@site/shared/contract';
import { parseAmount } from './money';

const DecimalText = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/).describe('Exact decimal in major units, two decimals, e.g. 1234.50');

export const WalletBalanceSchema = z
  .object({
    sumBalance: DecimalText.describe("Sum of the member's wallets (main and every transfer-wallet vendor's), e.g. 1234.50"),
    currencySymbol: z.string(),
    wallets: z
      .array(
        z.object({
          walletType: z.enum(['MAIN', 'VENDOR']),
          vendor: z.string().optional().describe('The vendor code of a VENDOR wallet'),
          balance: DecimalText,
        }),
      )
      .describe('MAIN first, then one per vendor wallet'),
  })
  .meta({ id: 'WalletBalance' });

export const UnreadCountSchema = z.object({ count: z.number().int().min(0).describe('Unread messages of the member') });

/** POST /ops/wallet/credit. Strict: an unknown key is an error, not ignored. */
export const OpsCreditBodySchema = z.strictObject({
  account: z
    .string()
    .regex(/^[A-Za-z0-9_.@+-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or . _ @ + -' })
    .describe("The member's account (login name; case does not matter)"),
  amount: z
    .string()
    .max(32, { error: 'must be a decimal number such as 100.00' })
    .transform((text, ctx) => {
      const parsed = parseAmount(text);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.minor;
    })
    .describe('Amount in major units as an exact decimal string: 100, 100.5 or 100.50 (more than 0, at most 2 decimals)'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'must be 1 to 100 letters, digits or . _ : -' })
    .describe('Unique per credit: repeating it with the same content repeats the first answer, with other content is refused'),
});

export const OpsCreditValueSchema = z.object({
  sumBalance: DecimalText.describe("The member's balance right after this credit (for a replay: right after the first one)"),
  replayed: z.boolean().describe('True when this reference had already been credited: this call moved nothing'),
});

export const ReconcileReportSchema = z
  .object({
    consistent: z.boolean().describe('True when every check passed'),
    accounts: z.number().int().min(0),
    entries: z.number().int().min(0),
    lines: z.number().int().min(0),
    ledgers: z.array(
      z.object({
        ledger: z.enum(['REAL', 'PLAY']),
        accounts: z.number().int().min(0),
        total: DecimalText.describe("Sum of the ledger's balances: 0.00 when its books balance"),
      }),
    ),
    problemCount: z.number().int().min(0).describe('Problems found in all; `problems` lists at most 20 of each kind'),
    problems: z.array(
      z.object({
        kind: z.enum(['BALANCE_MISMATCH', 'ENTRY_UNBALANCED', 'ENTRY_WITHOUT_LINES', 'ENTRY_MIXES_LEDGERS', 'RUNNING_BALANCE_BREAK']),
        id: z.string().describe('The account, entry or line concerned'),
        detail: z.string(),
      }),
    ),
  })
  .meta({ id: 'ReconcileReport' });

// Compile-time agreement with the shared contract (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type _WalletContractChecks = [Expect<Same<z.output<typeof WalletBalanceSchema>, WalletBalanceValue>>];
