/**
 * Launch tokens: what a game page carries to the game provider. The raw token exists only in the
 * page's address and the provider's hands; the table keeps its SHA-256, so a copy of the database
 * cannot open games. A token is used once (authenticate consumes it) and lives 10 minutes. It
 * carries the login session it was launched from, so the game session it becomes ends with that
 * login session (logout, password change or reset, expiry).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { GameType } from '@site/shared/contract';
import type { Db } from '../db/database';

export const LAUNCH_TOKEN_TTL_MS = 10 * 60 * 1000;

/** What the games area decided the member may open. */
export interface LaunchTarget {
  memberId: string;
  /** The member's login session the game was launched from: the game session lives only while it does. */
  loginSessionId: string;
  /** The provider's id of the game: `RNG-123` for a catalogue game, `SPORTS-SABA` for a lobby. */
  gameCode: string;
  gameName: string;
  gameType: GameType;
  vendor: string;
  /** The catalogue game, or null for a provider's lobby. */
  gameId: number | null;
  language: string;
  /** The site origin the game posts its messages to. */
  lobbyOrigin: string;
}

/** SHA-256 hex of a raw token: how launch and session tokens are looked up. */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** 32 random bytes, base64url: unguessable and safe in an address. */
export function newRawToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores a new launch token for `target` and returns the raw token (never stored, never logged). */
export async function issueLaunchToken(db: Db, target: LaunchTarget): Promise<string> {
  const raw = newRawToken();
  await db.query(
    `INSERT INTO launch_tokens (token_hash, member_id, game_code, game_name, game_type, vendor, game_id, language, lobby_origin, expires_at, login_session_id)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7, $8, $9, now() + $10 * interval '1 millisecond', $11::bigint)`,
    [hashToken(raw), target.memberId, target.gameCode, target.gameName, target.gameType, target.vendor, target.gameId, target.language, target.lobbyOrigin, LAUNCH_TOKEN_TTL_MS, target.loginSessionId],
  );
  // Tokens nobody used are of no further use; clear the old ones as new ones are made.
  await db.query(`DELETE FROM launch_tokens WHERE expires_at < now() - interval '1 day'`);
  return raw;
}

export interface ConsumedLaunch extends LaunchTarget {
  memberType: number;
  memberStatus: string;
}

/** The launch target's columns as launch_tokens and game_sessions both keep them. */
export interface LaunchTargetRow {
  member_id: string;
  login_session_id: string | null;
  game_code: string;
  game_name: string;
  game_type: GameType;
  vendor: string;
  game_id: number | null;
  language: string;
  lobby_origin: string;
}

export function launchTargetOf(row: LaunchTargetRow): LaunchTarget {
  return {
    memberId: row.member_id,
    loginSessionId: row.login_session_id ?? '',
    gameCode: row.game_code,
    gameName: row.game_name,
    gameType: row.game_type,
    vendor: row.vendor,
    gameId: row.game_id,
    language: row.language,
    lobbyOrigin: row.lobby_origin,
  };
}

/**
 * Uses up a launch token: the target it was issued for, or null when the token is unknown, used or
 * expired, or its login session has ended (one answer for all, so a caller learns nothing about
 * other tokens).
 */
export async function consumeLaunchToken(db: Db, raw: string): Promise<ConsumedLaunch | null> {
  const rows = await db.query<LaunchTargetRow & { member_type: number; member_status: string }>(
    `UPDATE launch_tokens t SET used_at = now()
     FROM members m, sessions s
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND m.id = t.member_id
       AND s.id = t.login_session_id AND s.revoked_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now()
     RETURNING t.member_id::text AS member_id, t.login_session_id::text AS login_session_id, t.game_code, t.game_name, t.game_type, t.vendor, t.game_id, t.language,
               t.lobby_origin, m.type::int AS member_type, m.status AS member_status`,
    [hashToken(raw)],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...launchTargetOf(row), memberType: row.member_type, memberStatus: row.member_status };
}
