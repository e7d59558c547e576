import { LOGIN_HISTORY_DAYS, MEMBER_PAGE_SIZE, type LoginHistoryPage } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';

/** One page of the member's sign-ins of the last LOGIN_HISTORY_DAYS, newest first; a page past the end answers the last one. */
export async function loginHistoryPage(db: Db, memberId: number | string, pageNo: number): Promise<LoginHistoryPage> {
  const window = `member_id = $1::bigint AND created_at >= now() - make_interval(days => ${LOGIN_HISTORY_DAYS})`;
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_history WHERE ${window}`, [String(memberId)]);
  const totalCount = counted[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const page = Math.min(pageNo, totalPages);
  const rows = await db.query<{ created_at: unknown; ip: string; device: string }>(
    `SELECT created_at, ip, device FROM login_history WHERE ${window} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [String(memberId), MEMBER_PAGE_SIZE, (page - 1) * MEMBER_PAGE_SIZE],
  );
  return { list: rows.map((row) => ({ time: isoTime(row.created_at), ip: row.ip, device: row.device })), pageNo: page, totalPages, totalCount };
}
