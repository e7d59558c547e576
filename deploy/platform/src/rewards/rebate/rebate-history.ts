/** The member's rebate claims, newest first, 15 a page (a member's claims are few: counted in full). */
import type { RebateHistoryValue } from '@site/shared/contract/rewards/rebate';
import type { Db } from '../../db/database';
import { isoTime, MEMBER_PAGE_SIZE, money, pageWindow } from '../../records/record-paging';

export async function rebateHistory(db: Db, memberId: string, pageNo: number): Promise<RebateHistoryValue> {
  const [counted] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rebate_claims WHERE member_id = $1::bigint', [memberId]);
  const page = pageWindow(pageNo, counted?.count ?? 0);
  const rows = await db.query<{ seq: number; paid: string; carried: string; balance_after: string; created_at: Date }>(
    `SELECT seq, paid::text AS paid, carried::text AS carried, balance_after::text AS balance_after, created_at
     FROM rebate_claims WHERE member_id = $1::bigint ORDER BY seq DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}`,
    [memberId],
  );
  return {
    list: rows.map((row) => ({
      claimNo: row.seq,
      amount: money(row.paid),
      carried: money(row.carried),
      balanceAfter: money(row.balance_after),
      createdAt: isoTime(row.created_at),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
  };
}
