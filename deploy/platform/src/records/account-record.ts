/**
 * The account record: every journal line of the member's wallets (main and vendor wallets), newest
 * first, with the entry's kind, the signed amount, the balance right after it and the reference.
 *
 * Lines carry their member, kind and time (copied from their account and entry when posted,
 * migration 019), so a page is one range of one index whatever the filter.
 */
import type { AccountRecordValue, LedgerKind } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { ListCache } from '../http/list-cache';
import { DAY_AFTER_SQL, DAY_START_SQL, isoTime, MAX_LISTED_ROWS, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface AccountRecordFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  kind?: LedgerKind;
  pageNo: number;
}

interface LineRow {
  id: string;
  kind: string;
  wallet: string | null;
  amount: string;
  balance_after: string;
  reference: string;
  created_at: Date;
}

function lineFilter(filter: AccountRecordFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.memberId, filter.startDate, filter.endDate];
  const clauses = [`l.member_id = $1`, `l.created_at >= ${DAY_START_SQL('$2')}`, `l.created_at < ${DAY_AFTER_SQL('$3')}`];
  if (filter.kind) {
    params.push(filter.kind);
    clauses.push(`l.kind = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/** Every this many rows the listing keeps a bookmark (ten pages). */
const BOOKMARK_EVERY = 10 * MEMBER_PAGE_SIZE;

/**
 * What is kept of a filter's listing: its row count (at most MAX_LISTED_ROWS) and a bookmark every
 * BOOKMARK_EVERY rows, the time and id of that row. A deep page then starts at the bookmark before
 * it and skips at most BOOKMARK_EVERY rows, instead of thousands.
 */
interface Listing {
  count: number;
  bookmarks: { at: string; id: string }[];
}

/**
 * Listings by member, filter and ledger version. Counting reads up to 10,000 index entries, the
 * dearest part of a page, while a member paging through one filter asks the same count again and
 * again; it can only change when a line is posted to one of the member's wallets, which changes the
 * version, so a kept listing is never stale. Old versions age out. Kept per database, as each has
 * its own members.
 */
const listings = new WeakMap<Db, ListCache<Listing>>();

function listingsOf(db: Db): ListCache<Listing> {
  let cache = listings.get(db);
  if (!cache) {
    cache = new ListCache<Listing>(5_000, 10 * 60_000);
    listings.set(db, cache);
  }
  return cache;
}

/**
 * Changes with every line posted to the member's wallets: each posting updates its wallet's row
 * (the balance) in the same transaction as its lines, giving that row the posting transaction's id
 * (xmin). The ids of the member's wallet rows together therefore change exactly when lines commit,
 * and become visible with them.
 */
async function ledgerVersion(db: Db, memberId: number): Promise<string> {
  const [row] = await db.query<{ version: string | null }>(
    `SELECT string_agg(a.id::text || ':' || a.xmin::text, ',' ORDER BY a.id) AS version FROM ledger_accounts a WHERE a.member_id = $1`,
    [memberId],
  );
  return row?.version ?? '';
}

/** The listing of the filter, counted over the same index range the pages read. */
async function readListing(db: Db, where: string, params: unknown[]): Promise<Listing> {
  const [row] = await db.query<{ count: number; ats: string[] | null; ids: string[] | null }>(
    `SELECT count(*)::int AS count,
            array_agg(created_at::text ORDER BY n) FILTER (WHERE n % ${BOOKMARK_EVERY} = 0) AS ats,
            array_agg(id::text ORDER BY n) FILTER (WHERE n % ${BOOKMARK_EVERY} = 0) AS ids
     FROM (SELECT l.created_at, l.id, row_number() OVER (ORDER BY l.created_at DESC, l.id DESC) AS n
           FROM journal_lines l WHERE ${where}
           ORDER BY l.created_at DESC, l.id DESC LIMIT ${MAX_LISTED_ROWS}) AS listed`,
    params,
  );
  const ats = row?.ats ?? [];
  const ids = row?.ids ?? [];
  return { count: row?.count ?? 0, bookmarks: ats.map((at, i) => ({ at, id: ids[i]! })) };
}

async function listingOf(db: Db, filter: AccountRecordFilter, where: string, params: unknown[]): Promise<Listing> {
  // The version is read before the listing: a line committed in between then shows in the listing
  // and changes the next version, so the listing kept under this version is never short.
  const version = await ledgerVersion(db, filter.memberId);
  const key = [filter.memberId, filter.startDate, filter.endDate, filter.kind ?? '', version].join('|');
  return listingsOf(db).read(key, () => readListing(db, where, params));
}

export async function accountRecord(db: Db, filter: AccountRecordFilter): Promise<AccountRecordValue> {
  const { where, params } = lineFilter(filter);
  const listing = await listingOf(db, filter, where, params);
  const page = pageWindow(filter.pageNo, listing.count);
  // Start after the last bookmark before the page (the bookmark row itself is the last row of the
  // ten pages it closes).
  const passed = Math.min(Math.floor(page.offset / BOOKMARK_EVERY), listing.bookmarks.length);
  const bookmark = passed > 0 ? listing.bookmarks[passed - 1] : undefined;
  const pageParams = [...params];
  let after = '';
  if (bookmark) {
    pageParams.push(bookmark.at, bookmark.id);
    after = ` AND (l.created_at, l.id) < ($${pageParams.length - 1}::timestamptz, $${pageParams.length}::bigint)`;
  }
  // The page's 15 line ids from the index alone, then their lines, entries and wallets: reading
  // rows before the LIMIT would fetch every line the OFFSET skips.
  const rows = await db.query<LineRow>(
    `SELECT l.id::text AS id, l.kind, (SELECT a.wallet_type FROM ledger_accounts a WHERE a.id = l.account_id) AS wallet, l.amount::text AS amount, l.balance_after::text AS balance_after,
            coalesce(e.reference, e.id::text) AS reference, l.created_at
     FROM (SELECT l.id, l.created_at FROM journal_lines l WHERE ${where}${after}
           ORDER BY l.created_at DESC, l.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset - passed * BOOKMARK_EVERY}) AS p
     JOIN journal_lines l ON l.id = p.id
     JOIN journal_entries e ON e.id = l.entry_id
     ORDER BY p.created_at DESC, p.id DESC`,
    pageParams,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      wallet: row.wallet ?? 'MAIN',
      amount: money(row.amount),
      balanceAfter: money(row.balance_after),
      reference: row.reference,
      createdAt: isoTime(row.created_at),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
  };
}
