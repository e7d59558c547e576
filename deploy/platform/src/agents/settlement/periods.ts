/**
 * The periods settlement pays for, in site days like the daily rollups (the brand's time zone, see
 * system/site-day.ts): a day, a Monday-to-Sunday week, a half month (1st-15th, 16th-last), a month,
 * an hour, and the real-time salary's five minutes. A period is [start, end); its key names it in
 * the income list and in the ledger key. Hours and five minutes are cut on the clock (whole hours
 * of UTC) and named by the site's wall clock; the others begin and end at the site's midnight.
 */
import { addDays, siteDateTime, siteDay, siteDayStart, weekdayOf } from '@site/shared/contract';
import type { IncomeKind as ContractKind } from '@site/shared/contract/agents';

export type DividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
export type PeriodType = DividendPeriod | 'HOURLY' | 'FIVE_MINUTES';

export interface Period {
  type: PeriodType;
  /** '2026-11-23', '2026-W47', '2026-11 H2', '2026-11', '2026-11-23 14:00', '2026-11-23 14:05'. */
  key: string;
  start: Date;
  end: Date;
  /** The site days it covers, both included: the rollup days it reads; it is filed on the last. */
  firstDay: string;
  lastDay: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The real-time salary's period. */
export const REALTIME_PERIOD_MS = 5 * MINUTE_MS;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The ISO week-year and week number of a Monday (the week's Thursday decides the year). */
function isoWeek(monday: string): { year: number; week: number } {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const january1 = `${year}-01-01`;
  const firstThursday = addDays(january1, (3 - weekdayOf(january1) + 7) % 7);
  return { year, week: Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 24 * HOUR_MS)) + 1 };
}

/** A period of whole site days, from `firstDay` to the day before `endDay`. */
function daysPeriod(type: PeriodType, key: string, firstDay: string, endDay: string, timeZone: string): Period {
  return { type, key, start: siteDayStart(firstDay, timeZone), end: siteDayStart(endDay, timeZone), firstDay, lastDay: addDays(endDay, -1) };
}

/** A period cut on the clock, `length` long, named by the site's wall clock at its start. */
function clockPeriod(type: PeriodType, moment: Date, length: number, timeZone: string): Period {
  const start = new Date(Math.floor(moment.getTime() / length) * length);
  const end = new Date(start.getTime() + length);
  return { type, key: siteDateTime(start, timeZone), start, end, firstDay: siteDay(start, timeZone), lastDay: siteDay(new Date(end.getTime() - 1), timeZone) };
}

/** The first day of the month after the one `day` is in. */
function nextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The period of `type` that contains `moment`, in the site zone `timeZone`. */
export function periodContaining(type: PeriodType, moment: Date, timeZone: string): Period {
  const day = siteDay(moment, timeZone);
  const month = day.slice(0, 7);
  switch (type) {
    case 'FIVE_MINUTES':
      return clockPeriod(type, moment, REALTIME_PERIOD_MS, timeZone);
    case 'HOURLY':
      return clockPeriod(type, moment, HOUR_MS, timeZone);
    case 'DAILY':
      return daysPeriod(type, day, day, addDays(day, 1), timeZone);
    case 'WEEKLY': {
      const monday = addDays(day, -weekdayOf(day));
      const { year, week } = isoWeek(monday);
      return daysPeriod(type, `${year}-W${pad(week)}`, monday, addDays(monday, 7), timeZone);
    }
    case 'SEMIMONTHLY': {
      const second = Number(day.slice(8, 10)) >= 16;
      return second
        ? daysPeriod(type, `${month} H2`, `${month}-16`, nextMonth(day), timeZone)
        : daysPeriod(type, `${month} H1`, `${month}-01`, `${month}-16`, timeZone);
    }
    case 'MONTHLY':
      return daysPeriod(type, month, `${month}-01`, nextMonth(day), timeZone);
  }
}

/** Every period of `type` that ends after `from` and no later than `until`, oldest first. */
export function periodsEndingBetween(type: PeriodType, from: Date, until: Date, timeZone: string): Period[] {
  const periods: Period[] = [];
  let period = periodContaining(type, from, timeZone);
  // The period holding `from` ends after it; one that started exactly at `from` does too.
  while (period.end.getTime() <= until.getTime()) {
    periods.push(period);
    period = periodContaining(type, period.end, timeZone);
  }
  return periods;
}

/** The site day a period ends on (its last day): what reports and the income page filter by. */
export function periodDay(period: Period): string {
  return period.lastDay;
}

/** The period types a kind is settled by. */
export function periodTypesOf(kind: ContractKind): PeriodType[] {
  switch (kind) {
    case 'DIVIDEND':
      return ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];
    case 'DAILY_SALARY':
      return ['DAILY'];
    case 'HOURLY_SALARY':
      return ['HOURLY'];
    case 'REALTIME_SALARY':
      return ['FIVE_MINUTES'];
  }
}

/** The rollup days a day-based period covers (both included). */
export function periodDays(period: Period): { startDay: string; endDay: string } {
  return { startDay: period.firstDay, endDay: period.lastDay };
}
