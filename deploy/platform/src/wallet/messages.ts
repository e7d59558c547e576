import type { Db } from '../db/database';

/**
 * Unread messages of a member (member_messages, migration 005). Messages are written by a later
 * feature; the count is real, so it is 0 until one arrives.
 */
export async function unreadMessageCount(db: Db, memberId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM member_messages WHERE member_id = $1::bigint AND read_at IS NULL AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}
