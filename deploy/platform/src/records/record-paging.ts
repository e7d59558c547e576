/**
 * What every record list shares: the site day bounds of a date range, the 15-row page, the count
 * that stops at MAX_LISTED_ROWS, and the protocol's amounts and times.
 */
import { MAX_LISTED_ROWS, MEMBER_PAGE_SIZE } from '@site/shared/contract/member';
import { formatAmount, toMinor } from '../wallet/money';

export { DAY_AFTER_SQL, DAY_START_SQL } from '../system/site-day';

export interface PageWindow {
  pageNo: number;
  totalPages: number;
  totalCount: number;
  offset: number;
}

/** The page to answer: a page after the last answers the last page. */
export function pageWindow(requestedPage: number, totalCount: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const pageNo = Math.min(requestedPage, totalPages);
  return { pageNo, totalPages, totalCount, offset: (pageNo - 1) * MEMBER_PAGE_SIZE };
}

/** A database sum or amount (null for the sum of nothing) as the protocol's decimal text. */
export function money(value: unknown): string {
  return formatAmount(value === null || value === undefined ? 0n : toMinor(value));
}

/** A database time as ISO text. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export { MAX_LISTED_ROWS, MEMBER_PAGE_SIZE };
