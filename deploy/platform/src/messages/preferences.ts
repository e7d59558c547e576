/**
 * The member's message preferences. Only promotional messages can be turned off; the statements
 * name the member from the session, never from the request body, so a call only ever changes the
 * caller's own choice.
 */
import type { MessagePreferences } from '@site/shared/contract/member';
import type { Db } from '../db/database';

export async function messagePreferences(db: Db, memberId: string): Promise<MessagePreferences> {
  const [row] = await db.query<{ promotional: boolean }>('SELECT promotional FROM member_message_preferences WHERE member_id = $1::bigint', [memberId]);
  // No row: the default, on.
  return { promotional: row?.promotional ?? true };
}

export async function setMessagePreferences(db: Db, memberId: string, preferences: MessagePreferences): Promise<MessagePreferences> {
  const [row] = await db.query<{ promotional: boolean }>(
    `INSERT INTO member_message_preferences (member_id, promotional) VALUES ($1::bigint, $2)
     ON CONFLICT (member_id) DO UPDATE SET promotional = EXCLUDED.promotional, updated_at = now()
     RETURNING promotional`,
    [memberId, preferences.promotional],
  );
  return { promotional: row!.promotional };
}
