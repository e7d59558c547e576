/**
 * A member's inbox: list, read, delete. Every statement names the member (`member_id = $1`), so a
 * message id of another member behaves exactly like one that does not exist. Deleting hides a
 * message for good (`deleted_at`); a deleted message is neither listed nor counted as unread.
 */
import { MAX_LISTED_ROWS, MEMBER_PAGE_SIZE, type MemberMessage, type MessageFilter, type MessagePage, type MessagesChanged } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import type { NotificationParams } from './notify';
import { renderTemplate } from './templates';

/** The same refusal for a missing, deleted and another member's message. */
function messageNotFound(field: 'id' | 'ids'): PlatformError {
  return new PlatformError(404, 'NOT_FOUND', `${field}: no such message`, field);
}

/** Messages the member has not read and not deleted (the header badge). */
export async function unreadMessageCount(db: Db, memberId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM member_messages WHERE member_id = $1::bigint AND read_at IS NULL AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

interface MessageRow {
  id: string;
  title: string;
  content: string;
  template: string | null;
  params: Partial<NotificationParams> | null;
  read: boolean;
  created_at: Date | string;
}

function toMessage(row: MessageRow, language: ContentLanguage): MemberMessage {
  const worded = row.template === null ? null : renderTemplate(row.template, row.params, language);
  return {
    id: String(row.id),
    kind: row.template === null ? 'OPERATOR' : 'NOTICE',
    title: worded?.title ?? row.title,
    content: worded?.content ?? row.content,
    read: row.read,
    createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    ...(worded?.link ? { link: worded.link } : {}),
  };
}

/**
 * One page of the inbox, newest first, with the unread count of the whole inbox. The total stops
 * counting at MAX_LISTED_ROWS, so a member with a huge inbox pages as fast as one with ten
 * messages; a page after the last answers the last page.
 */
export async function listMessages(db: Db, memberId: string, query: { pageNo: number; filter: MessageFilter }, language: ContentLanguage): Promise<MessagePage> {
  const unreadOnly = query.filter === 'unread' ? 'AND read_at IS NULL' : '';
  const where = `WHERE member_id = $1::bigint AND deleted_at IS NULL ${unreadOnly}`;
  return db.transaction(async (tx) => {
    const counted = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM member_messages ${where} LIMIT ${MAX_LISTED_ROWS}) AS listed`, [memberId]);
    const totalCount = counted[0]?.n ?? 0;
    const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
    const pageNo = Math.min(query.pageNo, totalPages);
    const rows = await tx.query<MessageRow>(
      `SELECT id::text AS id, title, content, template, params, read_at IS NOT NULL AS read, created_at
         FROM member_messages ${where} ORDER BY member_messages.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET $2`,
      [memberId, (pageNo - 1) * MEMBER_PAGE_SIZE],
    );
    return {
      list: rows.map((row) => toMessage(row, language)),
      pageNo,
      totalPages,
      totalCount,
      unreadCount: await unreadMessageCount(tx, memberId),
    };
  });
}

/**
 * Marks the member's messages read. All or nothing: when any id is not one of the member's
 * listed messages, nothing changes and the answer is 404 (as for a single missing id). Marking a
 * message read twice is not an error.
 */
export async function markMessagesRead(db: Db, memberId: string, ids: readonly string[], field: 'id' | 'ids'): Promise<MessagesChanged> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const owned = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1::bigint AND id = ANY($2::bigint[]) AND deleted_at IS NULL',
      [memberId, unique],
    );
    if ((owned[0]?.n ?? 0) !== unique.length) throw messageNotFound(field);
    const changed = await tx.query(
      'UPDATE member_messages SET read_at = now() WHERE member_id = $1::bigint AND id = ANY($2::bigint[]) AND deleted_at IS NULL AND read_at IS NULL RETURNING id',
      [memberId, unique],
    );
    return { changed: changed.length, unreadCount: await unreadMessageCount(tx, memberId) };
  });
}

/** Marks every listed message of the member read. */
export async function markAllMessagesRead(db: Db, memberId: string): Promise<MessagesChanged> {
  return db.transaction(async (tx) => {
    const changed = await tx.query('UPDATE member_messages SET read_at = now() WHERE member_id = $1::bigint AND read_at IS NULL AND deleted_at IS NULL RETURNING id', [
      memberId,
    ]);
    return { changed: changed.length, unreadCount: await unreadMessageCount(tx, memberId) };
  });
}

/** Hides one of the member's messages; 404 when it is not theirs or already deleted. */
export async function deleteMessage(db: Db, memberId: string, id: string): Promise<MessagesChanged> {
  return db.transaction(async (tx) => {
    const changed = await tx.query('UPDATE member_messages SET deleted_at = now() WHERE member_id = $1::bigint AND id = $2::bigint AND deleted_at IS NULL RETURNING id', [
      memberId,
      id,
    ]);
    if (changed.length === 0) throw messageNotFound('id');
    return { changed: changed.length, unreadCount: await unreadMessageCount(tx, memberId) };
  });
}
