import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { sessionCache } from './session-cache';

/**
 * Sessions: 32 random bytes as base64url are the token; the table keeps only its
 * SHA-256, so a copy of the database signs nobody in. Idle expiry 2 h, sliding (touched at most
 * once a minute to keep writes down); absolute expiry 24 h; logout and password changes revoke.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_MS = 60 * 1000;

/** EXCLUDED: the member took a time-out or self-exclusion, or the exclusion register listed them. */
export type RevokeReason = 'LOGOUT' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'FROZEN' | 'OPERATOR' | 'EXCLUDED';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface NewSession {
  /** The raw token: handed to the client once, never stored or logged. */
  token: string;
  sessionId: string;
  /** When the session ends unless used again (ISO). */
  expiresAt: string;
}

/**
 * Creates a session for a member; `db` may be a transaction. With `passwordChangeRequired` the
 * session may only change the password, read member info and sign out (see `sessionGuard`).
 */
export async function createSession(
  db: Db,
  memberId: number | string,
  ip: string | null = null,
  options: { passwordChangeRequired?: boolean } = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const rows = await db.query<{ id: string; idle_expires_at: unknown }>(
    `INSERT INTO sessions (token_hash, member_id, idle_expires_at, absolute_expires_at, ip, password_change_required)
     VALUES ($1, $2::bigint, now() + $3 * interval '1 millisecond', now() + $4 * interval '1 millisecond', $5, $6)
     RETURNING id::text AS id, idle_expires_at`,
    [hashToken(token), String(memberId), SESSION_IDLE_MS, SESSION_ABSOLUTE_MS, ip, options.passwordChangeRequired ?? false],
  );
  const row = rows[0]!;
  return { token, sessionId: row.id, expiresAt: isoTime(row.idle_expires_at) };
}

/** A new session's raw token (engineer B's tests and the operator tools sign members in with it). */
export async function issueSession(db: Db, memberId: number | string): Promise<string> {
  return (await createSession(db, memberId)).token;
}

export interface SessionLookup {
  sessionId: string;
  memberId: number;
  account: string;
  type: number;
  memberStatus: 'ACTIVE' | 'FROZEN';
  state: 'active' | 'revoked' | 'expired';
  /** Why a revoked session was ended (null while it is not revoked). */
  revokeReason: RevokeReason | null;
  /** Whether the sliding expiry is due to move forward. */
  touchDue: boolean;
  /** Opened with a password that must change first: only the password change and sign-out work. */
  passwordChangeRequired: boolean;
  /** Time left before the idle or absolute expiry, measured by the database's clock (0 when past). */
  expiresInMs: number;
}

/** Finds the session of a raw token; null when no session has that token. */
export function findSession(db: Db, token: string): Promise<SessionLookup | null> {
  return findSessionByHash(db, hashToken(token));
}

/** `findSession` for a token already hashed with `hashToken`. */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionLookup | null> {
  const rows = await db.query<{
    id: string;
    member_id: string;
    account: string;
    type: number;
    status: 'ACTIVE' | 'FROZEN';
    revoked: boolean;
    revoke_reason: RevokeReason | null;
    expired: boolean;
    touch_due: boolean;
    password_change_required: boolean;
    expires_in_ms: number;
  }>(
    `SELECT s.id::text AS id, s.member_id::text AS member_id, m.account, m.type::int AS type, m.status,
            s.revoked_at IS NOT NULL AS revoked, s.revoke_reason,
            (s.idle_expires_at <= now() OR s.absolute_expires_at <= now()) AS expired,
            s.last_seen_at <= now() - $2 * interval '1 millisecond' AS touch_due, s.password_change_required,
            greatest(extract(epoch FROM least(s.idle_expires_at, s.absolute_expires_at) - now()) * 1000, 0)::float8 AS expires_in_ms
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = $1`,
    [tokenHash, SESSION_TOUCH_MS],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.id,
    memberId: Number(row.member_id),
    account: row.account,
    type: row.type,
    memberStatus: row.status,
    state: row.revoked ? 'revoked' : row.expired ? 'expired' : 'active',
    revokeReason: row.revoked ? row.revoke_reason : null,
    touchDue: row.touch_due,
    passwordChangeRequired: row.password_change_required,
    expiresInMs: Number(row.expires_in_ms),
  };
}

/** Moves the idle expiry forward (never past the absolute one). */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE sessions SET last_seen_at = now(),
       idle_expires_at = LEAST(now() + $2 * interval '1 millisecond', absolute_expires_at)
     WHERE id = $1::bigint AND revoked_at IS NULL`,
    [sessionId, SESSION_IDLE_MS],
  );
}

/** The password was changed: the session is no longer limited to changing it. */
export async function liftPasswordChange(db: Db, sessionId: string): Promise<void> {
  sessionCache.forgetSession(sessionId);
  await db.query('UPDATE sessions SET password_change_required = false WHERE id = $1::bigint', [sessionId]);
}

/**
 * Revocations first drop this process's cached copies of the sessions (`session-cache.ts`), so no
 * request of this process is admitted with them any more, even before the revoking transaction
 * commits.
 */
export async function revokeSession(db: Db, sessionId: string, reason: RevokeReason): Promise<void> {
  sessionCache.forgetSession(sessionId);
  await db.query('UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1::bigint AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}

/** Revokes every live session of a member, except `keepSessionId` when given; returns how many. */
export async function revokeMemberSessions(db: Db, memberId: number | string, reason: RevokeReason, keepSessionId?: string): Promise<number> {
  sessionCache.forgetMember(memberId);
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
     WHERE member_id = $1::bigint AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)
     RETURNING id::text AS id`,
    [String(memberId), reason, keepSessionId ?? null],
  );
  return rows.length;
}
