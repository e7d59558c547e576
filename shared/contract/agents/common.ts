/**
 * What every agent-centre call agrees on: the reporting period, paging and amounts. Periods are
 * read as UTC days, the same days the daily rollups are kept in, so every report and its totals
 * agree; a week starts on Monday.
 */
import { z } from 'zod';
import { DaySchema, MAX_RANGE_DAYS, MEMBER_PAGE_SIZE, utcDay } from '../member/common';

export { pagedSchema, PageNoSchema, DaySchema, MAX_RANGE_DAYS, type Paged } from '../member/common';

/** Rows per page of every agent-centre list: the same as the member centre's. */
export const AGENT_PAGE_SIZE = MEMBER_PAGE_SIZE;

export const AGENT_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

function daysSpanned(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
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
 * A resolved period: both days included, YYYY-MM-DD as UTC days. A type rather than an interface
 * so it passes where a plain record is expected (translation options, query parameters).
 */
export type AgentRange = {
  startDate: string;
  endDate: string;
};

/**
 * Turns a period into its days at `now`. Pure (the clock is a parameter) so the platform and the
 * pages compute the same range. A custom period is returned as given: validate it with
 * AgentRangeQuerySchema first.
 */
export function resolveAgentRange(query: AgentRangeQuery, now: Date): AgentRange {
  const today = utcDay(now);
  const midnight = Date.parse(`${today}T00:00:00Z`);
  switch (query.period ?? 'today') {
    case 'yesterday': {
      const yesterday = utcDay(new Date(midnight - DAY_MS));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek': {
      // getUTCDay: 0 is Sunday, which belongs to the week that began six days earlier.
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return { startDate: utcDay(new Date(midnight - sinceMonday * DAY_MS)), endDate: today };
    }
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
