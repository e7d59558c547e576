/**
 * The wallet area: the signed-in member's balance (the header's figure) and unread message count,
 * the operator's credit from operator funding and the ledger check. The platform registers these
 * calls from the declarations below; the shell reads the balance by its key.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { DecimalTextSchema } from './common';

export const WalletBalanceSchema = z
  .object({
    sumBalance: DecimalTextSchema.describe("Sum of the member's wallets (main and every transfer-wallet vendor's), e.g. 1234.50"),
    currencySymbol: z.string(),
    wallets: z
      .array(
        z.object({
          walletType: z.enum(['MAIN', 'VENDOR']),
          vendor: z.string().optional().describe('The vendor code of a VENDOR wallet'),
          balance: DecimalTextSchema,
        }),
      )
      .describe('MAIN first, then one per vendor wallet'),
    bonusBalance: DecimalTextSchema.optional().describe(
      'The BONUS wallet: bonus money still being wagered, staked after MAIN and not in sumBalance (0.00 without one; trial accounts never have one)',
    ),
  })
  .meta({ id: 'WalletBalance' });

/** What the header shows: amounts are exact decimal strings in major units. */
export type WalletBalanceValue = z.output<typeof WalletBalanceSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0).describe('Unread messages of the member') });

export type UnreadCountValue = z.output<typeof UnreadCountSchema>;

/**
 * The operator's credit. Strict: an unknown key is an error, not ignored. The amount is parsed to
 * minor units by the platform, which words the problem ('must have at most 2 decimals', ...).
 */
export const OpsCreditBodySchema = z.strictObject({
  account: z
    .string()
    .regex(/^[A-Za-z0-9_.@+-]{1,64}$/, { error: 'must be 1 to 64 letters, digits or . _ @ + -' })
    .describe("The member's account (login name; case does not matter)"),
  amount: z
    .string()
    .max(32, { error: 'must be a decimal number such as 100.00' })
    .describe('Amount in major units as an exact decimal string: 100, 100.5 or 100.50 (more than 0, at most 2 decimals)'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'must be 1 to 100 letters, digits or . _ : -' })
    .describe('Unique per credit: repeating it with the same content repeats the first answer, with other content is refused'),
});

export const OpsCreditValueSchema = z.object({
  sumBalance: DecimalTextSchema.describe("The member's balance right after this credit (for a replay: right after the first one)"),
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
        total: DecimalTextSchema.describe("Sum of the ledger's balances: 0.00 when its books balance"),
      }),
    ),
    systemAccounts: z
      .array(z.object({ code: z.string(), ledger: z.enum(['REAL', 'PLAY']), balance: DecimalTextSchema }))
      .describe("Each system account's balance, the sum of its shards (an account every member touches is split so postings do not queue on one row)"),
    problemCount: z.number().int().min(0).describe('Problems found in all; `problems` lists at most 20 of each kind'),
    problems: z.array(
      z.object({
        kind: z.enum(['BALANCE_MISMATCH', 'ENTRY_UNBALANCED', 'ENTRY_WITHOUT_LINES', 'ENTRY_MIXES_LEDGERS', 'RUNNING_BALANCE_BREAK', 'BONUS_GRANTS_MISMATCH']),
        id: z.string().describe('The account, entry or line concerned'),
        detail: z.string(),
      }),
    ),
  })
  .meta({ id: 'ReconcileReport' });

export const walletEndpoints = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    caller: 'member',
    closedSite: 'refuse',
    tag: 'wallet',
    summary: "The signed-in member's balance",
    description:
      'The wallet opens on first use; a trial account then receives its 2,000.00 of play money. ' +
      "The sum covers the main wallet and the member's transfer-wallet vendor wallets (trial accounts have main only).",
    response: WalletBalanceSchema,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    caller: 'member',
    closedSite: 'serve',
    tag: 'wallet',
    summary: "How many of the signed-in member's messages are unread",
    response: UnreadCountSchema,
  }),
  opsCredit: endpoint({
    method: 'POST',
    path: '/ops/wallet/credit',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'wallet',
    summary: "Credit a member's wallet from operator funding",
    description:
      'Idempotent per reference (ledger key `ops-credit:<reference>`): the same reference with the same account and amount ' +
      'answers the first result again and moves nothing; with another account or amount it is refused (409 IDEMPOTENCY_CONFLICT).',
    body: OpsCreditBodySchema,
    response: OpsCreditValueSchema,
  }),
  reconcile: endpoint({
    method: 'GET',
    path: '/ops/ledger/reconcile',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'wallet',
    summary: 'Check that the ledger adds up',
    description:
      "Every account's balance equals the sum of its journal lines; every entry has two or more lines, sums to zero and stays " +
      'in one ledger (play or real money); each line records the running balance. Read-only, on one snapshot. ' +
      '`consistent: false` lists the problems (`npm run ops -- reconcile` exits 1 then).',
    response: ReconcileReportSchema,
  }),
};
