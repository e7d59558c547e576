/**
 * The member's records: betting record, account record, personal profit and loss and bonus
 * details. Requests are checked with these schemas by the platform and drive the filters of the
 * member centre's pages; answers are checked against them in the platform's tests.
 *
 * Every list pages on the server, 15 rows, newest first. Amounts are the server's decimal text
 * ('1234.50', negative with a leading '-'); the page shows them as they come.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { AmountSchema, DateRangeSchema, LEDGER_KINDS, PageNoSchema, pagedSchema } from './common';
import { BONUS_GRANT_STATES, BONUS_WALLETS, BonusTermsSchema } from '../rewards/bonus';

/** Game types a round can have (the games catalogue's types). */
export const RECORD_GAME_TYPES = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH'] as const;
export type RecordGameType = (typeof RECORD_GAME_TYPES)[number];

/** A vendor (provider) code as the catalogue writes it. */
export const RecordVendorSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'must be a vendor code (A-Z, 0-9, _)');

/**
 * The list never answers more than this many rows of one filter: a deep page costs the database
 * the rows before it, so the 10,000 newest rows are reachable (667 pages) and older ones by a
 * narrower date range. Totals always cover the whole filter.
 */
export const MAX_LISTED_ROWS = 10_000;

/** Amount text as the server writes it: signed, two decimals. */
const MoneyText = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/);
const Timestamp = z.string().describe('ISO 8601 time, UTC');

/** A date range with paging and no other filter; unknown query fields are refused. */
export const RecordRangeQuerySchema = DateRangeSchema.safeExtend({ pageNo: PageNoSchema }).strict();
export type RecordRangeQuery = z.input<typeof RecordRangeQuerySchema>;

// Betting record (personalHistoryCopy) ----------------------------------------------------------

export const BettingRecordQuerySchema = DateRangeSchema.safeExtend({
  gameType: z.enum(RECORD_GAME_TYPES).optional(),
  vendor: RecordVendorSchema.optional(),
  pageNo: PageNoSchema,
}).strict();
export type BettingRecordQuery = z.input<typeof BettingRecordQuerySchema>;

/** What a bet record comes from: a game round now; lottery bets will join as their own source. */
export const BET_SOURCES = ['GAME_ROUND'] as const;

export const BettingRecordItemSchema = z.object({
  /** Unique within its source. */
  id: z.string(),
  source: z.enum(BET_SOURCES),
  /** The provider's round id, what a member quotes to support. */
  roundId: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  /** The provider's game code; a lottery bet's is its lottery id (the front end names it with `roundGameName`). */
  gameCode: z.string(),
  gameName: z.string(),
  stake: MoneyText,
  validBet: MoneyText,
  win: MoneyText,
  /** The member's side: win - valid bet. */
  profit: MoneyText,
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
  startedAt: Timestamp,
  settledAt: Timestamp.nullable(),
});
export type BettingRecordItem = z.infer<typeof BettingRecordItemSchema>;

export const BettingTotalsSchema = z.object({
  rounds: z.number().int().min(0),
  stake: MoneyText,
  validBet: MoneyText,
  win: MoneyText,
  profit: MoneyText,
});
export type BettingTotals = z.infer<typeof BettingTotalsSchema>;

export const BettingRecordValueSchema = pagedSchema(BettingRecordItemSchema).extend({ totals: BettingTotalsSchema });
export type BettingRecordValue = z.infer<typeof BettingRecordValueSchema>;

// Account record (transactionHistory) -----------------------------------------------------------

export const AccountRecordQuerySchema = DateRangeSchema.safeExtend({
  kind: z.enum(LEDGER_KINDS).optional(),
  pageNo: PageNoSchema,
}).strict();
export type AccountRecordQuery = z.input<typeof AccountRecordQuerySchema>;

export const AccountRecordItemSchema = z.object({
  /** The journal line's id. */
  id: z.string(),
  /** The entry's kind: one of LEDGER_KINDS (an unknown one is shown as its code). */
  kind: z.string(),
  /** Which wallet of the member: MAIN or a vendor's wallet code. */
  wallet: z.string(),
  /** Signed: positive adds to the wallet. */
  amount: MoneyText,
  balanceAfter: MoneyText,
  /** The entry's member-visible reference, else its number. */
  reference: z.string(),
  createdAt: Timestamp,
});
export type AccountRecordItem = z.infer<typeof AccountRecordItemSchema>;

export const AccountRecordValueSchema = pagedSchema(AccountRecordItemSchema);
export type AccountRecordValue = z.infer<typeof AccountRecordValueSchema>;

// Personal profit and loss (personalProfit) -----------------------------------------------------

export const ProfitLossItemSchema = z.object({
  day: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  validBet: MoneyText,
  win: MoneyText,
  profit: MoneyText,
});
export type ProfitLossItem = z.infer<typeof ProfitLossItemSchema>;

export const ProfitLossValueSchema = pagedSchema(ProfitLossItemSchema).extend({
  totals: z.object({ rounds: z.number().int(), validBet: MoneyText, win: MoneyText, profit: MoneyText }),
});
export type ProfitLossValue = z.infer<typeof ProfitLossValueSchema>;

// Bonus details (bonusDetails) ------------------------------------------------------------------

/** Where a bonus came from: the sources the filter offers (a credit may name another upper-case source). */
export const BONUS_SOURCES = ['OPERATOR', 'PROMOTION', 'REWARD', 'RAFFLE', 'REBATE'] as const;
const BonusSourceSchema = z.string().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'must be an upper-case source such as OPERATOR');

export const BonusListQuerySchema = DateRangeSchema.safeExtend({ source: BonusSourceSchema.optional(), pageNo: PageNoSchema }).strict();
export type BonusListQuery = z.input<typeof BonusListQuerySchema>;

export const BonusItemSchema = z.object({
  id: z.string(),
  source: z.string(),
  amount: MoneyText,
  reference: z.string(),
  memo: z.string().nullable(),
  createdAt: Timestamp,
  /** MAIN: free money at once; BONUS: a grant to wager (the fields below). */
  wallet: z.enum(BONUS_WALLETS),
  /** The grant's wagering (null for a MAIN credit): required and progressed qualifying bet, state, expiry. */
  wagering: z
    .object({
      multiplier: z.number(),
      required: MoneyText,
      progressed: MoneyText,
      status: z.enum(BONUS_GRANT_STATES),
      expiresAt: Timestamp.nullable(),
    })
    .nullable(),
});
export type BonusItem = z.infer<typeof BonusItemSchema>;

export const BonusListValueSchema = pagedSchema(BonusItemSchema).extend({
  totals: z.object({ count: z.number().int().min(0), amount: MoneyText }),
});
export type BonusListValue = z.infer<typeof BonusListValueSchema>;

/** A reference an operator names a grant by: the idempotency key of the grant. */
export const BonusReferenceSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1-64 letters, digits, . _ : or -');

/** The operator's grant: who, how much, under which reference, and a note the member sees. */
export const BonusGrantSchema = z.strictObject({
  account: z.string().trim().min(1).max(64),
  amount: AmountSchema,
  reference: BonusReferenceSchema,
  memo: z.string().trim().max(200).optional(),
  ...BonusTermsSchema.shape,
});
export type BonusGrant = z.input<typeof BonusGrantSchema>;

export const BonusGrantValueSchema = z.object({
  bonusId: z.string(),
  amount: MoneyText,
  wallet: z.enum(BONUS_WALLETS),
  grantId: z.string().optional().describe('The bonus grant, when the bonus carries wagering'),
  /** True when this reference was granted before: nothing moved now. */
  replayed: z.boolean(),
});
export type BonusGrantValue = z.infer<typeof BonusGrantValueSchema>;

const RECORD_NOTE =
  "Trial accounts get 403 NEED_REAL_ACCOUNT. Only the caller's own rows: " +
  'the member comes from the session, never from the query (unknown query fields are refused). Dates are site days (in the brand time zone, permission info.timeZone) ' +
  '(YYYY-MM-DD, both included, at most 92 days); 15 rows a page, newest first; a page after the last answers the last page; ' +
  'the list reaches the 10,000 newest rows of a filter (narrow the dates for older ones), totals cover the whole filter.';

export const recordsEndpoints = {
  bettingRecord: endpoint({
    method: 'GET',
    path: '/wps/member/records/bets',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'records',
    summary: 'Betting record: real-money rounds with totals of stake, valid bet, win and profit',
    description: `${RECORD_NOTE} Filters: gameType, vendor.`,
    query: BettingRecordQuerySchema,
    response: BettingRecordValueSchema,
  }),
  accountRecord: endpoint({
    method: 'GET',
    path: '/wps/member/records/transactions',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'records',
    summary: "Account record: every ledger line of the member's wallets with kind, amount, balance after and reference",
    description: `${RECORD_NOTE} Filter: kind (one of the ledger kinds).`,
    query: AccountRecordQuerySchema,
    response: AccountRecordValueSchema,
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: '/wps/member/records/profit-loss',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'records',
    summary: 'Personal profit and loss by day and game type, with totals',
    description: RECORD_NOTE,
    query: RecordRangeQuerySchema,
    response: ProfitLossValueSchema,
  }),
  bonuses: endpoint({
    method: 'GET',
    path: '/wps/member/records/bonuses',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'records',
    summary: 'Bonus details: bonuses received, with their count and sum',
    description: `${RECORD_NOTE} Filter: source. A bonus with wagering carries its grant's required and progressed amounts and state.`,
    query: BonusListQuerySchema,
    response: BonusListValueSchema,
  }),
  opsGrantBonus: endpoint({
    method: 'POST',
    path: '/ops/member/bonus',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'records',
    summary: 'Grant a bonus from the marketing account: to MAIN, or with a wagering multiplier to BONUS as a bonus grant',
    description:
      'Needs `X-Operator` (who grants, for the audit). With `multiplier` > 0 the bonus is a grant in the BONUS wallet (required = ' +
      'amount x multiplier of qualifying bet; optional maxBet, maxRelease, expiresAt). Idempotent per reference (ledger key `reward:OPERATOR:<reference>`, audit action ' +
      'BONUS_GRANT): the same reference with the same account and amount answers the first grant and moves nothing; with another ' +
      'account or amount it is refused (409 IDEMPOTENCY_CONFLICT). The memo is shown to the member.',
    body: BonusGrantSchema,
    response: BonusGrantValueSchema,
  }),
};
