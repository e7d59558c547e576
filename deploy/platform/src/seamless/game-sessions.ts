/**
 * Game sessions: made from a launch token when the provider authenticates, then named by every
 * call. The raw token is the provider's alone; the table keeps its SHA-256. A session ends after
 * 2 hours without calls, or when the login session it was launched from ends (logout, password
 * change or reset, that session's expiry): bets and balance calls are then refused, but wins and
 * rollbacks of rounds already played are still accepted, so a member is never left without a
 * payout. The bet's own check of the login session is in the database (migration 034), in the
 * statement that records the bet.
 */
import type { Db } from '../db/database';
import { hashToken, launchTargetOf, newRawToken, type LaunchTarget, type LaunchTargetRow } from './launch-tokens';
import type { WalletType } from '../wallets/vendor-wallets';
import type { Currency } from '@site/shared/contract/seamless';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

export interface GameSession extends Omit<LaunchTarget, 'memberId'> {
  id: string;
  provider: string;
  memberId: string;
  memberFrozen: boolean;
  currency: Currency;
  /** The wallet its bets and wins move: MAIN, or a transfer-wallet vendor's wallet. */
  walletType: WalletType;
  /** False once the session went 2 hours without a call, or its login session ended. */
  alive: boolean;
}

/** What a session token stands for that never changes: the member, the game and the money. */
export type SessionFacts = Omit<GameSession, 'alive' | 'memberFrozen'>;

/**
 * The facts of sessions this process has seen, by token hash, so the bet and win calls do not look
 * the session up each time. Only what never changes is kept; whether a session is still alive and
 * whether its member is frozen are read by each call from the database. Bounded: past `limit` the
 * oldest entry goes (it is looked up again when next used).
 */
export class KnownSessions {
  private readonly byHash = new Map<string, SessionFacts>();

  constructor(readonly limit = 10_000) {}

  get(tokenHash: string): SessionFacts | undefined {
    return this.byHash.get(tokenHash);
  }

  remember(tokenHash: string, facts: SessionFacts): void {
    if (!this.byHash.has(tokenHash) && this.byHash.size >= this.limit) {
      const oldest = this.byHash.keys().next().value;
      if (oldest !== undefined) this.byHash.delete(oldest);
    }
    this.byHash.set(tokenHash, facts);
  }

  forget(tokenHash: string): void {
    this.byHash.delete(tokenHash);
  }

  get size(): number {
    return this.byHash.size;
  }
}

/** Stores a new session; returns the raw token (never stored, never logged). */
export async function createGameSession(db: Db, provider: string, target: LaunchTarget, currency: Currency, walletType: WalletType): Promise<string> {
  const raw = newRawToken();
  await db.query(
    `INSERT INTO game_sessions (token_hash, provider, member_id, game_code, game_name, game_type, vendor, game_id, language, lobby_origin, ledger, wallet_type, expires_at, login_session_id)
     VALUES ($1, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() + $13 * interval '1 millisecond', $14::bigint)`,
    [hashToken(raw), provider, target.memberId, target.gameCode, target.gameName, target.gameType, target.vendor, target.gameId, target.language, target.lobbyOrigin, currency, walletType, SESSION_IDLE_MS, target.loginSessionId],
  );
  return raw;
}

interface SessionRow extends LaunchTargetRow {
  id: string;
  member_status: string;
  ledger: Currency;
  wallet_type: WalletType;
  alive: boolean;
}

/** The provider's session named by `raw`, expired or not; null when there is none. */
export async function findGameSession(db: Db, provider: string, raw: string): Promise<GameSession | null> {
  const rows = await db.query<SessionRow>(
    `SELECT s.id::text AS id, s.member_id::text AS member_id, s.login_session_id::text AS login_session_id, m.status AS member_status,
            s.game_code, s.game_name, s.game_type, s.vendor, s.game_id, s.language, s.lobby_origin, s.ledger, s.wallet_type,
            s.expires_at > now() AND coalesce(l.revoked_at IS NULL AND l.idle_expires_at > now() AND l.absolute_expires_at > now(), false) AS alive
     FROM game_sessions s JOIN members m ON m.id = s.member_id LEFT JOIN sessions l ON l.id = s.login_session_id
     WHERE s.token_hash = $1 AND s.provider = $2`,
    [hashToken(raw), provider],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...launchTargetOf(row), id: row.id, provider, memberFrozen: row.member_status === 'FROZEN', currency: row.ledger, walletType: row.wallet_type, alive: row.alive };
}

/**
 * Moves a live session's end 2 hours past now. Written at most once a minute per session, so a
 * busy game does not rewrite the row on every spin.
 */
export async function touchGameSession(db: Db, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE game_sessions SET last_seen_at = now(), expires_at = now() + $2 * interval '1 millisecond'
     WHERE id = $1::bigint AND expires_at > now() AND last_seen_at < now() - interval '1 minute'`,
    [sessionId, SESSION_IDLE_MS],
  );
}
