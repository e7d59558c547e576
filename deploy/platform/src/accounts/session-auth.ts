import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sessionCache } from './session-cache';
import { findSessionByHash, hashToken, type RevokeReason, type SessionLookup, touchSession } from './sessions';
import { refusal } from '../http/refusals';
import { isAgentType, TRIAL_TYPE } from './members';

export { issueSession } from './sessions';

/** Who is calling, as the session guard found it. */
export interface SessionAccount {
  memberId: number;
  account: string;
  /** 0 member, 4 trial, 1/2/41/42 agents. */
  type: number;
  sessionId: string;
}

/**
 * Which accounts a route admits: 'any' signed-in account (trial included), 'real' accounts only
 * (a trial account gets 403 NEED_REAL_ACCOUNT), 'agent' accounts only (others get 403 FORBIDDEN).
 */
export type SessionRole = 'any' | 'real' | 'agent';

const accounts = new WeakMap<FastifyRequest, SessionAccount>();

/** The raw token of `Authorization` (spec: the token itself, no scheme; a `Bearer ` prefix is tolerated). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length === 0 || header.length > 512) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}

/**
 * An onRequest hook for routes that need a session. It runs before the body is parsed, so a caller
 * without a session learns nothing about the body. Missing, unknown or revoked token: 401
 * SESSION_INVALID; expired: 401 SESSION_EXPIRED; frozen account: 403 ACCOUNT_FROZEN; then the
 * role check. A session whose password must change first gets 403 PASSWORD_CHANGE_REQUIRED except
 * on the routes that pass `duringPasswordChange` (changing the password, member info, sign-out).
 * On success `accountOf(request)` names the caller.
 *
 * With `cached` the session may come from this process's short cache (`session-cache.ts`): a
 * sign-out or password change made here is honoured at once, one made by another platform process
 * (or an account frozen in the database) within a few seconds. Only routes that read catalogue data
 * use it; money, account and launch routes read the session from the database every time.
 *
 *   app.get('/wps/v2/wallets/balance', { onRequest: sessionGuard(db, 'real'), schema }, async (request) => {
 *     const { memberId } = accountOf(request);
 *   });
 */
export function sessionGuard(
  db: Db,
  role: SessionRole = 'any',
  options: { duringPasswordChange?: boolean; cached?: boolean } = {},
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = tokenOf(request);
    if (!token) throw refusal('SESSION_INVALID');
    const tokenHash = hashToken(token);
    const session = (options.cached && sessionCache.get(tokenHash)) || (await readSession(db, tokenHash, options.cached === true));
    if (!session) throw refusal('SESSION_INVALID');
    if (session.state === 'revoked') throw refusal('SESSION_INVALID', { value: endedByPassword(session.revokeReason) });
    if (session.state === 'expired') throw refusal('SESSION_EXPIRED');
    if (session.memberStatus === 'FROZEN') throw refusal('ACCOUNT_FROZEN');
    if (session.touchDue) {
      await touchSession(db, session.sessionId);
      sessionCache.touched(tokenHash);
    }
    if (role === 'real' && session.type === TRIAL_TYPE) throw refusal('NEED_REAL_ACCOUNT');
    if (role === 'agent' && !isAgentType(session.type)) throw refusal('FORBIDDEN');
    if (session.passwordChangeRequired && !options.duringPasswordChange) throw refusal('PASSWORD_CHANGE_REQUIRED');
    accounts.set(request, { memberId: session.memberId, account: session.account, type: session.type, sessionId: session.sessionId });
  };
}

/**
 * A session ended by a password change or reset elsewhere names that reason, so the page can tell
 * the member why they were signed out; any other ending (sign-out, freeze, operator) says nothing.
 */
function endedByPassword(reason: RevokeReason | null): Record<string, unknown> | undefined {
  return reason === 'PASSWORD_CHANGED' || reason === 'PASSWORD_RESET' ? { reason } : undefined;
}

async function readSession(db: Db, tokenHash: string, keep: boolean): Promise<SessionLookup | null> {
  const session = await findSessionByHash(db, tokenHash);
  if (keep && session) sessionCache.remember(tokenHash, session, session.expiresInMs);
  return session;
}

/** The caller of a route guarded by `sessionGuard`; throws (a 500) when the route has no guard. */
export function accountOf(request: FastifyRequest): SessionAccount {
  const account = accounts.get(request);
  if (!account) throw new Error('accountOf: this route has no sessionGuard');
  return account;
}
