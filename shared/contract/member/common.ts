/**
 * What every member-money call agrees on: amounts as decimal text, the payment password, paging
 * and date ranges. The platform validates requests with these schemas and the member centre's
 * forms check the same ones, so a rule changes in one place. This entry carries zod, so it is a
 * separate subpath: only the member centre's lazy pages load it, never the first page.
 */
import { z } from 'zod';
import { MAX_AMOUNT_WHOLE_DIGITS, MINOR_DIGITS } from '../money';
import { addDays, daysFrom, DEFAULT_SITE_TIME_ZONE, siteDay } from '../site-day';

/** Rows per page of every member-centre list. */
export const MEMBER_PAGE_SIZE = 15;

/** Longest date range a record filter may span, in days (about three months). */
export const MAX_RANGE_DAYS = 92;

/** An amount the platform answers: exact decimal text in major units with two decimals, e.g. '1234.50'. */
export const DecimalTextSchema = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/).describe('Exact decimal in major units, two decimals, e.g. 1234.50');

/**
 * An amount the member types: digits with at most two decimals, above zero. Kept as text so no
 * float ever touches money; the platform turns it into integer minor units.
 */
export const AmountSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{1,${MAX_AMOUNT_WHOLE_DIGITS}}(\\.[0-9]{1,${MINOR_DIGITS}})?$`), 'must be an amount such as 100.00')
  .refine((text) => /[1-9]/.test(text), { message: 'must be greater than 0', params: { rule: 'amount_positive' } });

/** An amount between a channel's or limit's bounds (decimal texts, inclusive). */
export function boundedAmountSchema(min: string, max: string) {
  // The rule and bound let a form word the refusal in the member's language.
  return AmountSchema.refine((text) => compareAmounts(text, min) >= 0, { message: `must be at least ${min}`, params: { rule: 'amount_too_small', bound: min } }).refine(
    (text) => compareAmounts(text, max) <= 0,
    { message: `must be at most ${max}`, params: { rule: 'amount_too_large', bound: max } },
  );
}

/** Compares two decimal amount texts exactly (as integer cents), without floats. */
export function compareAmounts(a: string, b: string): number {
  const cents = (text: string) => {
    const [whole = '0', fraction = ''] = text.trim().split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  };
  const difference = cents(a) - cents(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** The payment password that guards withdrawals and transfers: exactly six digits. */
export const PaymentPasswordSchema = z.string().regex(/^[0-9]{6}$/, 'must be 6 digits');

/** A client-chosen id that makes a money request safe to repeat: the same id moves money once. */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, - or _');

/** Which page of a list; a page past the end answers the last page. */
export const PageNoSchema = z.coerce.number().int().min(1, 'must be 1 or more').max(1_000_000).default(1);

/** One page of a list: the rows, which page it is, and how many there are. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int().min(1),
    totalPages: z.number().int().min(1),
    totalCount: z.number().int().min(0),
  });
}

export interface Paged<Item> {
  list: Item[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

const DAY_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A calendar day YYYY-MM-DD that exists. */
export const DaySchema = z
  .string()
  .regex(DAY_PATTERN, 'must be a date YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'must be a real date');

/**
 * A range of whole days, both included, read as site days (see site-day.ts): the same days the daily rollups and
 * the round records are kept in, so every record page and its totals agree.
 */
export const DateRangeSchema = z
  .object({ startDate: DaySchema, endDate: DaySchema })
  .refine((range) => range.startDate <= range.endDate, { message: 'must not be after the end date', path: ['startDate'] })
  .refine((range) => daysFrom(range.startDate, range.endDate) < MAX_RANGE_DAYS, {
    message: `must span at most ${MAX_RANGE_DAYS} days`,
    path: ['endDate'],
  });

export type DateRange = z.infer<typeof DateRangeSchema>;

/** The default filter of record pages: the last 7 site days, today included. */
export function defaultDateRange(now: Date = new Date(), timeZone: string = DEFAULT_SITE_TIME_ZONE): DateRange {
  const today = siteDay(now, timeZone);
  return { startDate: addDays(today, -6), endDate: today };
}

/**
 * The journal entry kinds a member sees in the account record, one declaration for the platform
 * that posts them and the page that names them.
 */
export const LEDGER_KINDS = [
  'DEMO_SEED',
  'OPS_CREDIT',
  'TRIAL_GRANT',
  'SEAMLESS_BET',
  'SEAMLESS_WIN',
  'SEAMLESS_ROLLBACK',
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RETURN',
  'WITHDRAWAL_PAID',
  'MATCHED_RECEIPT',
  'WALLET_TRANSFER',
  'UPLINE_TRANSFER',
  'BONUS',
  'BONUS_RELEASE',
  'BONUS_RETURN',
  'LOTTERY_BET',
  'LOTTERY_PAYOUT',
  'LOTTERY_REFUND',
  'AGENT_TO_DOWNLINE',
  'AGENT_DIVIDEND',
  'AGENT_DAILY_SALARY',
  'AGENT_HOURLY_SALARY',
  'AGENT_REALTIME_SALARY',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];
