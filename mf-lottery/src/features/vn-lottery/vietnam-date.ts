/** Draw dates are Vietnam's local dates, whatever the device's time zone. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date in Vietnam at `epochMs` as YYYY-MM-DD (the results call's date). */
export function vietnamDate(epochMs: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: VIETNAM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}

/** A YYYY-MM-DD date as the site shows draw dates: YYYY.MM.DD. */
export function dottedDate(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[1]}.${match[2]}.${match[3]}` : isoDay;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().startsWith(text);
}

/** The time in Vietnam at `epochMs` as HH:MM (24 hours), the way draw times are announced. */
export function vietnamTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: VIETNAM_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochMs);
}
