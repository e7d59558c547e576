/**
 * What every agent-centre call agrees on: the reporting period, paging and amounts. Periods are
 * read as site days (the brand's time zone, see site-day.ts), the same days the daily rollups are
 * kept in, so every report and its totals agree; a week starts on Monday.
 */
import { z } from 'zod';
import { DaySchema, MAX_RANGE_DAYS, MEMBER_PAGE_SIZE } from '../member/common';
import { addDays, daysFrom, siteDay, weekdayOf } from '../site-day';

export { pagedSchema, PageNoSchema, DaySchema, MAX_RANGE_DAYS, type Paged } from '../member/common';

/** Rows per page of every agent-centre list: the same as the member centre's. */
export const AGENT_PAGE_SIZE = MEMBER_PAGE_SIZE;

export const AGENT_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

function daysSpanned(startDate: string, endDate: string): number {
  return daysFrom(startDate, endDate) + 1;
}

/**
 * The period of a report. `custom` needs both days, the start not after the end and at most
 * MAX_RANGE_DAYS days counted inclusively; the other periods ignore the days sent with them.
 */
export const AgentRangeQuerySchema = z
  .object({
    period: z.enum(AGENT_PERIODS).default('today'),
    startDate: DaySchema.optional(),
    endDate: DaySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (query.startDate === undefined) context.addIssue({ code: 'custom', path: ['startDate'], message: 'is required for a custom period' });
    if (query.endDate === undefined) context.addIssue({ code: 'custom', path: ['endDate'], message: 'is required for a custom period' });
    if (query.startDate === undefined || query.endDate === undefined) return;
    if (query.startDate > query.endDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: 'must not be after the end date' });
    } else if (daysSpanned(query.startDate, query.endDate) > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `must span at most ${MAX_RANGE_DAYS} days` });
    }
  });

export type AgentRangeQuery = z.input<typeof AgentRangeQuerySchema>;

/**
 * A resolved period: both days included, YYYY-MM-DD as site days. A type rather than an interface
 * so it passes where a plain record is expected (translation options, query parameters).
 */
export type AgentRange = {
  startDate: string;
  endDate: string;
};

/**
 * Turns a period into its site days at `now` in `timeZone`. Pure (the clock and the zone are
 * parameters) so the platform and the pages compute the same range. A custom period is returned
 * as given: validate it with AgentRangeQuerySchema first.
 */
export function resolveAgentRange(query: AgentRangeQuery, now: Date, timeZone: string): AgentRange {
  const today = siteDay(now, timeZone);
  switch (query.period ?? 'today') {
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { startDate: addDays(today, -weekdayOf(today)), endDate: today };
    case 'thisMonth':
      return { startDate: `${today.slice(0, 7)}-01`, endDate: today };
    case 'custom':
      if (query.startDate === undefined || query.endDate === undefined) throw new Error('a custom period needs startDate and endDate');
      return { startDate: query.startDate, endDate: query.endDate };
    default:
      return { startDate: today, endDate: today };
  }
}

/** An amount shown to the agent: decimal text with two decimals, negative allowed ("-12.00"). */
export const AgentAmountTextSchema = z.string().regex(/^-?[0-9]+\.[0-9]{2}$/);
