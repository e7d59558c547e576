/**
 * The account record: every journal line of the member's wallets (main and vendor wallets), newest
 * first, with the entry's kind, the signed amount, the balance right after it and the reference.
 *
 * Lines carry their member, kind and time (copied from their account and entry when posted,
 * migration 019), so a page is one range of one index whatever the filter.
 */
import type { AccountRecordValue, LedgerKind } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { cappedCount, DAY_AFTER_SQL, DAY_START_SQL, isoTime, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

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

export async function accountRecord(db: Db, filter: AccountRecordFilter): Promise<AccountRecordValue> {
  const { where, params } = lineFilter(filter);
  const page = pageWindow(filter.pageNo, await cappedCount(db, `SELECT 1 FROM journal_lines l WHERE ${where}`, params));
  // The page's 15 lines first, then their entries and wallets: joining before the LIMIT would look
  // up the entry of every line the OFFSET skips.
  const rows = await db.query<LineRow>(
    `SELECT l.id::text AS id, l.kind, a.wallet_type AS wallet, l.amount::text AS amount, l.balance_after::text AS balance_after,
            coalesce(e.reference, e.id::text) AS reference, l.created_at
     FROM (SELECT l.id, l.entry_id, l.account_id, l.kind, l.amount, l.balance_after, l.created_at
           FROM journal_lines l WHERE ${where}
           ORDER BY l.created_at DESC, l.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}) AS l
     JOIN journal_entries e ON e.id = l.entry_id
     JOIN ledger_accounts a ON a.id = l.account_id
     ORDER BY l.created_at DESC, l.id DESC`,
    params,
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
