import { LOTTERY_WEEKDAYS } from '@site/shared/contract/lottery/constants';

/** A weekday as lotteries number it: 1 = Sunday, 2 = Monday … 7 = Saturday. */
export type LotteryWeekday = (typeof LOTTERY_WEEKDAYS)[number];

/** The weekday filter's order: Monday (2) to Saturday (7), then Sunday (1). */
export const WEEKDAY_FILTER_ORDER: readonly LotteryWeekday[] = [2, 3, 4, 5, 6, 7, 1];

/** The lotteries' own time zone: draw days and times are Vietnamese local time. */
export const LOTTERY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The lottery weekday of a moment in a time zone (default Vietnam): Sunday 1 … Saturday 7. */
export function lotteryWeekdayOf(moment: Date | number, timeZone: string = LOTTERY_TIME_ZONE): LotteryWeekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(moment);
  return (SHORT_NAMES.indexOf(name) + 1) as LotteryWeekday;
}

/** The weekdays an item draws on, from its comma list ('2,5'); unknown entries are dropped. */
export function drawDays(drawDayOfWeek: string): LotteryWeekday[] {
  return drawDayOfWeek
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((day): day is LotteryWeekday => (LOTTERY_WEEKDAYS as readonly number[]).includes(day));
}

/** Whether an item draws on a weekday; 'all' lets every item through. */
export function drawsOn(drawDayOfWeek: string, weekday: LotteryWeekday | 'all'): boolean {
  return weekday === 'all' || drawDays(drawDayOfWeek).includes(weekday);
}
