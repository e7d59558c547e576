import { addDays, siteDay, siteDayStart, weekdayOf } from '@site/shared/contract';
import type { CsHours } from '@site/shared/contract/site';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Whether a weekly window is open at `now` in the site's time zone, and when closed, its next
 * opening. A window starts on each listed day (1 Monday … 7 Sunday) at `from` and lasts until `to`,
 * past midnight when `to` is not after `from`. Minutes are added to the local day's start, so on a
 * day the clock changes a window may open an hour early or late; the site's zones keep no such days.
 */
export function hoursState(hours: CsHours | null, now: Date, timeZone: string): { online: boolean; opensAt: string | null } {
  if (!hours) return { online: true, opensAt: null };
  const from = minutesOf(hours.from);
  const length = (minutesOf(hours.to) - from + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const today = siteDay(now, timeZone);
  const starts = (day: string) => (hours.days.includes(weekdayOf(day) + 1) ? siteDayStart(day, timeZone).getTime() + from * MINUTE_MS : null);
  const at = now.getTime();
  // A window that began yesterday may still run; one that begins in the coming week opens next.
  for (const offset of [-1, 0]) {
    const start = starts(addDays(today, offset));
    if (start !== null && start <= at && at < start + length * MINUTE_MS) return { online: true, opensAt: null };
  }
  for (let offset = 0; offset <= 7; offset += 1) {
    const start = starts(addDays(today, offset));
    if (start !== null && start > at) return { online: false, opensAt: new Date(start).toISOString() };
  }
  return { online: false, opensAt: null };
}

