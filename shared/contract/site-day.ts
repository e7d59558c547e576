/**
 * The site day: the calendar day in the brand's time zone (an IANA name), which every "today",
 * record filter, report period and daily limit means. The platform is configured with the zone
 * (SITE_TIME_ZONE) and tells the pages in the permission answer; both compute days here, so a bet
 * at 06:43 in Vietnam is today's on the server and on the page alike.
 *
 * Days are 'YYYY-MM-DD' texts; stepping from one day to the next is calendar arithmetic and needs
 * no zone.
 */

/** The zone of a site that configures none: Vietnam (UTC+7 all year). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Asia/Ho_Chi_Minh', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `moment` in `timeZone`, read as if they were UTC (milliseconds). */
function wallClock(moment: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(moment)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The site's wall clock at `moment`: 'YYYY-MM-DD HH:MM' in `timeZone`. */
export function siteDateTime(moment: Date, timeZone: string): string {
  return new Date(wallClock(moment, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** The site day 'YYYY-MM-DD' that `moment` falls on in `timeZone`. */
export function siteDay(moment: Date, timeZone: string): string {
  return new Date(wallClock(moment, timeZone)).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end` (0 for the same day; negative when `end` is earlier). */
export function daysFrom(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The weekday of a day, 0 for Monday to 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The moment `day` begins in `timeZone` (its first instant: local midnight, or the first time that
 * exists when a clock change skips midnight).
 */
export function siteDayStart(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (moment: number) => wallClock(new Date(moment), timeZone) - moment;
  // The zone's offset at a guess, then at the corrected guess: two steps settle across a clock change.
  let moment = midnight - offsetAt(midnight);
  moment = midnight - offsetAt(moment);
  // Where a clock change skips midnight the guess is still on the day before, by as much as the wall clock is short of midnight.
  const wall = wallClock(new Date(moment), timeZone);
  if (wall < midnight) moment += midnight - wall;
  return new Date(moment);
}
