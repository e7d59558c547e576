/**
 * What every record list shares: the UTC day bounds of a date range, the 15-row page and a count
 * that stops at MAX_LISTED_ROWS.
 */
import { MAX_LISTED_ROWS, MEMBER_PAGE_SIZE } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { formatAmount, toMinor } from '../wallet/money';

/**
 * SQL for the first moment of the range's start day and of the day after its end day (UTC): a row
 * is in the range when `lower <= time < upper`, so a whole end day is included.
 */
export const DAY_START_SQL = (param: string) => `((${param}::date)::timestamp AT TIME ZONE 'UTC')`;
export const DAY_AFTER_SQL = (param: string) => `(((${param}::date) + 1)::timestamp AT TIME ZONE 'UTC')`;

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

/**
 * How many rows `selectOneSql` finds, counting at most MAX_LISTED_ROWS: the count reads the same
 * index range as the page, and stopping there keeps a member with 100,000 rows as fast as one
 * with 100. `selectOneSql` is a `SELECT 1 FROM … WHERE …` without ORDER BY.
 */
export async function cappedCount(db: Db, selectOneSql: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${selectOneSql} LIMIT ${MAX_LISTED_ROWS}) AS listed`, params);
  return rows[0]?.n ?? 0;
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
