import { addDays, daysFrom, isTimeZone, siteDay, siteDayStart, weekdayOf } from './site-day';

describe('site day', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    expect(siteDay(new Date('2026-11-27T23:43:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-28');
    expect(siteDay(new Date('2026-11-27T16:59:59Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-27');
    expect(siteDay(new Date('2026-11-27T23:43:00Z'), 'UTC')).toBe('2026-11-27');
    expect(siteDay(new Date('2026-11-28T03:00:00Z'), 'America/New_York')).toBe('2026-11-27');
  });

  it('starts at local midnight, also on the days a clock changes', () => {
    expect(siteDayStart('2026-11-28', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(siteDayStart('2026-11-28', 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // New York: 2026-03-08 begins at UTC-5, the next day at UTC-4.
    expect(siteDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(siteDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Santiago skips from 00:00 to 01:00 on 2026-09-06: the day begins at 01:00 local (04:00 UTC).
    expect(siteDayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('steps, counts and names days without a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-11-01', '2026-11-30')).toBe(29);
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  it('knows a zone name from a typo', () => {
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Hanoi_City')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
