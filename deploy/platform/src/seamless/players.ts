/**
 * The id a provider knows a member by (authenticate's playerId): random, so it tells the provider
 * nothing about the member, and kept per provider and member (table seamless_players), so it is the
 * same in every session and the provider can keep the player's round history across sessions.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** The member's player id at this provider, made at the member's first launch. */
export async function playerIdOf(db: Db, provider: string, memberId: string): Promise<string> {
  const rows = await db.query<{ player_id: string }>(
    `WITH made AS (
       INSERT INTO seamless_players (provider, member_id, player_id) VALUES ($1, $2::bigint, $3)
       ON CONFLICT (provider, member_id) DO NOTHING RETURNING player_id
     )
     SELECT player_id FROM made
     UNION ALL SELECT player_id FROM seamless_players WHERE provider = $1 AND member_id = $2::bigint`,
    [provider, memberId, randomBytes(16).toString('base64url')],
  );
  if (rows[0]) return rows[0].player_id;
  // A launch of the same member running alongside made it after this statement's snapshot was
  // taken (PostgreSQL); a new statement sees it.
  const made = await db.query<{ player_id: string }>('SELECT player_id FROM seamless_players WHERE provider = $1 AND member_id = $2::bigint', [provider, memberId]);
  if (!made[0]) throw new Error('seamless: player id neither made nor found');
  return made[0].player_id;
}
