/**
 * The activity statement: what a member put in, took out, won or lost at real-money play and how
 * long they played, over one month or a chosen range of site days. It is computed when asked from
 * the money already recorded, so it is always the same for the same past days.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { DaySchema, DecimalTextSchema, MAX_RANGE_DAYS } from '../member/common';
import { addDays, daysFrom, siteDay } from '../site-day';

const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** A calendar month YYYY-MM. */
export const MonthSchema = z.string().regex(MONTH_PATTERN, 'must be a month YYYY-MM');

/**
 * Either a month, or a range of site days (both ends included, at most 92 days), or nothing: the
 * last complete month.
 */
export const StatementQuerySchema = z
  .strictObject({ month: MonthSchema.optional(), startDate: DaySchema.optional(), endDate: DaySchema.optional() })
  .superRefine((query, context) => {
    const ranged = query.startDate !== undefined || query.endDate !== undefined;
    if (query.month !== undefined && ranged) {
      context.addIssue({ code: 'custom', path: ['month'], message: 'give a month or a date range, not both' });
      return;
    }
    if (!ranged) return;
    if (query.startDate === undefined) context.addIssue({ code: 'custom', path: ['startDate'], message: 'is required with endDate' });
    if (query.endDate === undefined) context.addIssue({ code: 'custom', path: ['endDate'], message: 'is required with startDate' });
    if (query.startDate === undefined || query.endDate === undefined) return;
    if (query.startDate > query.endDate) context.addIssue({ code: 'custom', path: ['startDate'], message: 'must not be after the end date' });
    else if (daysFrom(query.startDate, query.endDate) >= MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `must span at most ${MAX_RANGE_DAYS} days` });
    }
  });
export type StatementQuery = z.input<typeof StatementQuerySchema>;

/** The month before the one `now` falls in (site time): the default statement. */
export function lastCompleteMonth(now: Date, timeZone: string): string {
  const today = siteDay(now, timeZone);
  return addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The first and last site day of a month YYYY-MM. */
export function monthDays(month: string): { startDate: string; endDate: string } {
  const startDate = `${month}-01`;
  const next = addDays(startDate, 32).slice(0, 7);
  return { startDate, endDate: addDays(`${next}-01`, -1) };
}

export const StatementSchema = z
  .object({
    /** The month asked for (or defaulted to); null for a chosen range. */
    month: z.string().nullable(),
    startDate: z.string().describe('First site day, YYYY-MM-DD'),
    endDate: z.string().describe('Last site day, included'),
    /** Money credited to the member's account by deposits (gateway, bank transfer, matched). */
    deposits: DecimalTextSchema,
    depositCount: z.number().int(),
    /** Money paid out to the member by withdrawals that finished in the range. */
    withdrawals: DecimalTextSchema,
    withdrawalCount: z.number().int(),
    /** Wins less valid bets of real-money play (negative: the member lost). Bonus and free play are not in it. */
    netResult: DecimalTextSchema,
    /** Real-money rounds counted in the net result. */
    rounds: z.number().int(),
    /** Minutes of play sessions within the range (a session across midnight counts on each day). */
    minutesPlayed: z.number().int(),
  })
  .meta({ id: 'ActivityStatement' });
export type Statement = z.infer<typeof StatementSchema>;

/** POST /ops/protection/statements/run: a month that has ended (default: the last complete one). */
export const StatementRunSchema = z.strictObject({ month: MonthSchema.optional() });
export const StatementRunReportSchema = z.object({
  month: z.string(),
  /** Messages this run wrote. */
  sent: z.number().int().min(0),
  /** Members who have the month's message now, whichever pass sent it. */
  members: z.number().int().min(0),
});
export type StatementRunReport = z.infer<typeof StatementRunReportSchema>;

export const statementEndpoints = {
  statement: endpoint({
    method: 'GET',
    path: '/wps/member/protection/statement',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'protection',
    summary: "The member's activity statement: deposits, withdrawals, net result and time played for a month or a range",
    description:
      'Real accounts only; the member comes from the session, never from the request. Query: month=YYYY-MM, or startDate and endDate ' +
      `(site days, both included, at most ${MAX_RANGE_DAYS} days), or nothing for the last complete month. A bad query: 400 naming the field.`,
    query: StatementQuerySchema,
    response: StatementSchema,
  }),
  opsRun: endpoint({
    method: 'POST',
    path: '/ops/protection/statements/run',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: "Run the monthly statement messages' pass now, for a month that has ended",
    description:
      'The same pass the platform runs on its timer, for any month that has ended in the site time zone (default: the last complete month; ' +
      'a month not ended yet is 400 on month). Once per member and month is kept by the database, so a second run sends nothing new.',
    body: StatementRunSchema,
    response: StatementRunReportSchema,
  }),
};
