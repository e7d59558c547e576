/** Settlement periods in a site's zone (UTC, and Vietnam's): keys, bounds, and which periods a stretch of time ends. */
import { duePeriods } from './settle-kind';
import { periodContaining, periodDay, periodsEndingBetween } from './periods';

const at = (iso: string) => new Date(iso);
const bounds = (type: Parameters<typeof periodContaining>[0], iso: string, timeZone = 'UTC') => {
  const period = periodContaining(type, at(iso), timeZone);
  return [period.key, period.start.toISOString(), period.end.toISOString()];
};

describe('periodContaining', () => {
  it('cuts days, Monday-to-Sunday weeks, half months and months in a site on UTC', () => {
    expect(bounds('DAILY', '2026-11-23T23:59:59.999Z')).toEqual(['2026-11-23', '2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z']);
    // 2026-11-29 is a Sunday: still the week that began on Monday the 23rd (ISO week 48).
    expect(bounds('WEEKLY', '2026-11-29T12:00:00Z')).toEqual(['2026-W48', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(bounds('SEMIMONTHLY', '2026-11-15T23:00:00Z')).toEqual(['2026-11 H1', '2026-11-01T00:00:00.000Z', '2026-11-16T00:00:00.000Z']);
    expect(bounds('SEMIMONTHLY', '2026-02-16T00:00:00Z')).toEqual(['2026-02 H2', '2026-02-16T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(bounds('MONTHLY', '2026-12-31T23:00:00Z')).toEqual(['2026-12', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(bounds('HOURLY', '2026-11-23T14:59:00Z')).toEqual(['2026-11-23 14:00', '2026-11-23T14:00:00.000Z', '2026-11-23T15:00:00.000Z']);
    expect(bounds('FIVE_MINUTES', '2026-11-23T14:09:59Z')).toEqual(['2026-11-23 14:05', '2026-11-23T14:05:00.000Z', '2026-11-23T14:10:00.000Z']);
  });

  it("cuts them at the site's midnight in Vietnam (UTC+7) and names hours by its clock", () => {
    const vietnam = 'Asia/Ho_Chi_Minh';
    // 06:43 on the 24th in Vietnam: that day's, not the 23rd's.
    expect(bounds('DAILY', '2026-11-23T23:43:00Z', vietnam)).toEqual(['2026-11-24', '2026-11-23T17:00:00.000Z', '2026-11-24T17:00:00.000Z']);
    // Monday 00:30 in Vietnam is Sunday in UTC: a new week.
    expect(bounds('WEEKLY', '2026-11-29T17:30:00Z', vietnam)).toEqual(['2026-W49', '2026-11-29T17:00:00.000Z', '2026-12-06T17:00:00.000Z']);
    expect(bounds('SEMIMONTHLY', '2026-11-15T17:00:00Z', vietnam)).toEqual(['2026-11 H2', '2026-11-15T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
    expect(bounds('MONTHLY', '2026-12-31T17:00:00Z', vietnam)).toEqual(['2027-01', '2026-12-31T17:00:00.000Z', '2027-01-31T17:00:00.000Z']);
    expect(bounds('HOURLY', '2026-11-23T17:59:00Z', vietnam)).toEqual(['2026-11-24 00:00', '2026-11-23T17:00:00.000Z', '2026-11-23T18:00:00.000Z']);
    expect(periodDay(periodContaining('HOURLY', at('2026-11-23T17:30:00Z'), vietnam))).toBe('2026-11-24');
    expect(periodDay(periodContaining('DAILY', at('2026-11-23T23:43:00Z'), vietnam))).toBe('2026-11-24');
    expect(periodsEndingBetween('DAILY', at('2026-03-01T17:00:00Z'), at('2026-03-03T17:00:00Z'), vietnam).map((p) => p.key)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('numbers weeks by the ISO week-year across the new year', () => {
    // Monday 2026-12-28 to Sunday 2027-01-03: its Thursday is in 2026, the 53rd week.
    expect(periodContaining('WEEKLY', at('2027-01-02T00:00:00Z'), 'UTC').key).toBe('2026-W53');
    // Monday 2024-12-30: its Thursday is 2025-01-02, so week 1 of 2025.
    expect(periodContaining('WEEKLY', at('2024-12-31T00:00:00Z'), 'UTC').key).toBe('2025-W01');
    expect(periodContaining('WEEKLY', at('2026-01-05T00:00:00Z'), 'UTC').key).toBe('2026-W02');
  });

  it('files a period on the day it ends', () => {
    expect(periodDay(periodContaining('WEEKLY', at('2026-11-25T00:00:00Z'), 'UTC'))).toBe('2026-11-29');
    expect(periodDay(periodContaining('HOURLY', at('2026-11-25T23:30:00Z'), 'UTC'))).toBe('2026-11-25');
  });
});

describe('periodsEndingBetween', () => {
  it('lists the periods that ended after the start and by the end, once each', () => {
    const days = periodsEndingBetween('DAILY', at('2026-03-01T10:00:00Z'), at('2026-03-04T00:00:00Z'), 'UTC').map((p) => p.key);
    expect(days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    // Continuing from where the last call stopped finds nothing twice.
    expect(periodsEndingBetween('DAILY', at('2026-03-04T00:00:00Z'), at('2026-03-04T23:59:00Z'), 'UTC')).toEqual([]);
    expect(periodsEndingBetween('DAILY', at('2026-03-04T00:00:00Z'), at('2026-03-05T00:00:00Z'), 'UTC').map((p) => p.key)).toEqual(['2026-03-04']);
  });

  it('gives a dividend every period type that ended, oldest end first', () => {
    const keys = duePeriods('DIVIDEND', at('2026-02-27T00:00:00Z'), at('2026-03-02T00:00:00Z'), 'UTC').map((p) => p.key);
    expect(keys).toEqual(['2026-02-27', '2026-02-28', '2026-02 H2', '2026-02', '2026-03-01', '2026-W09']);
  });
});
