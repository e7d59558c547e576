/**
 * The periods settlement pays for, in UTC like the daily rollups: a day, a Monday-to-Sunday week,
 * a half month (1st-15th, 16th-last), a month, an hour, and the real-time salary's five minutes.
 * A period is [start, end); its key names it in the income list and in the ledger key.
 */
import type { IncomeKind as ContractKind } from '@site/shared/contract/agents';

export type DividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
export type PeriodType = DividendPeriod | 'HOURLY' | 'FIVE_MINUTES';

export interface Period {
  type: PeriodType;
  /** '2026-11-23', '2026-W47', '2026-11 H2', '2026-11', '2026-11-23 14:00', '2026-11-23 14:05'. */
  key: string;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The real-time salary's period. */
export const REALTIME_PERIOD_MS = 5 * MINUTE_MS;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayText = (moment: Date) => moment.toISOString().slice(0, 10);
const startOfDay = (moment: Date) => new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));

/** The ISO week-year and week number of a Monday (the week's Thursday decides the year). */
function isoWeek(monday: Date): { year: number; week: number } {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1) + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7) * DAY_MS;
  return { year, week: Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS)) + 1 };
}

/** The period of `type` that contains `moment`. */
export function periodContaining(type: PeriodType, moment: Date): Period {
  const day = startOfDay(moment);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (type) {
    case 'FIVE_MINUTES': {
      const start = new Date(Math.floor(moment.getTime() / REALTIME_PERIOD_MS) * REALTIME_PERIOD_MS);
      return { type, key: `${dayText(start)} ${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`, start, end: new Date(start.getTime() + REALTIME_PERIOD_MS) };
    }
    case 'HOURLY': {
      const start = new Date(Math.floor(moment.getTime() / HOUR_MS) * HOUR_MS);
      return { type, key: `${dayText(start)} ${pad(start.getUTCHours())}:00`, start, end: new Date(start.getTime() + HOUR_MS) };
    }
    case 'DAILY':
      return { type, key: dayText(day), start: day, end: new Date(day.getTime() + DAY_MS) };
    case 'WEEKLY': {
      // getUTCDay: 0 is Sunday, the last day of the week that began six days earlier.
      const start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
      const { year: weekYear, week } = isoWeek(start);
      return { type, key: `${weekYear}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
    }
    case 'SEMIMONTHLY': {
      const second = day.getUTCDate() >= 16;
      const start = new Date(Date.UTC(year, month, second ? 16 : 1));
      const end = second ? new Date(Date.UTC(year, month + 1, 1)) : new Date(Date.UTC(year, month, 16));
      return { type, key: `${year}-${pad(month + 1)} H${second ? 2 : 1}`, start, end };
    }
    case 'MONTHLY':
      return { type, key: `${year}-${pad(month + 1)}`, start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  }
}

/** Every period of `type` that ends after `from` and no later than `until`, oldest first. */
export function periodsEndingBetween(type: PeriodType, from: Date, until: Date): Period[] {
  const periods: Period[] = [];
  let period = periodContaining(type, from);
  // The period holding `from` ends after it; one that started exactly at `from` does too.
  while (period.end.getTime() <= until.getTime()) {
    periods.push(period);
    period = periodContaining(type, period.end);
  }
  return periods;
}

/** The UTC day a period ends on (its last day): what reports and the income page filter by. */
export function periodDay(period: Period): string {
  return dayText(new Date(period.end.getTime() - 1));
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
  return { startDay: dayText(period.start), endDay: periodDay(period) };
}
