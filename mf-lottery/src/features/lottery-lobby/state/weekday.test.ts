import { drawDays, drawsOn, lotteryWeekdayOf, WEEKDAY_FILTER_ORDER } from './weekday';

describe('lottery weekday numbering', () => {
  it('lists Monday 2 to Saturday 7, then Sunday 1', () => {
    expect(WEEKDAY_FILTER_ORDER).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });

  it.each([
    ['2026-11-22T05:00:00Z', 1], // Sunday
    ['2026-11-23T05:00:00Z', 2], // Monday
    ['2026-11-24T05:00:00Z', 3],
    ['2026-11-25T05:00:00Z', 4],
    ['2026-11-26T05:00:00Z', 5],
    ['2026-11-27T05:00:00Z', 6],
    ['2026-11-28T05:00:00Z', 7], // Saturday
  ])('%s is weekday %i in Vietnam', (iso, weekday) => {
    expect(lotteryWeekdayOf(new Date(iso))).toBe(weekday);
  });

  it('counts the day in Vietnam time, not the device time zone', () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Vietnam (UTC+7).
    expect(lotteryWeekdayOf(new Date('2026-11-22T20:00:00Z'))).toBe(2);
    expect(lotteryWeekdayOf(new Date('2026-11-22T20:00:00Z'), 'UTC')).toBe(1);
  });

  it('reads an item draw days from its comma list', () => {
    expect(drawDays('2,5')).toEqual([2, 5]);
    expect(drawDays(' 1, 7 ,x,9')).toEqual([1, 7]);
    expect(drawsOn('1,2,3,4,5,6,7', 4)).toBe(true);
    expect(drawsOn('3', 4)).toBe(false);
    expect(drawsOn('3', 'all')).toBe(true);
  });
});
