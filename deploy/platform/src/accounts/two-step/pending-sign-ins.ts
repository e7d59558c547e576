import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PENDING_SIGN_IN_MINUTES, PENDING_SIGN_IN_TRIES, type SecondStepMethod, type SecondStepOffer } from '@site/shared/contract/protection/two-step';
import type { PasswordChangeReason } from '@site/shared/contract';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { PlatformError } from '../../http/errors';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '../codes';
import { deviceHashOf } from '../device-id';
import { isAgentType, maskEmail, maskMobile, type MemberRow } from '../members';
import { addressStanding, type TrustHow } from './trusted-addresses';

/** The refusals of the second step, beside the platform's catalogue (they belong to this flow only). */
export const twoStepRefusal = {
  required: (offer: SecondStepOffer) =>
    new PlatformError(403, 'SECOND_STEP_REQUIRED', 'This is a new address for your account: please confirm it is you', undefined, { captchaRequired: false, secondStep: offer }),
  unavailable: () =>
    new PlatformError(
      403,
      'SECOND_STEP_UNAVAILABLE',
      'This is a new address for your account and the account has no way to confirm it: sign in from an address you used before, or contact customer service',
    ),
  pendingInvalid: () => new PlatformError(404, 'SIGN_IN_PENDING_INVALID', 'This sign-in has ended, please sign in again'),
  wrong: () => new PlatformError(400, 'SECOND_STEP_INVALID', 'That is not right, please check and try again', 'answer'),
};

export function pendingHash(pendingId: string): string {
  return createHash('sha256').update(pendingId, 'utf8').digest('hex');
}

/** Hash of a sent code, bound to its pending sign-in, so it answers that sign-in only. */
export function pendingCodeHash(pendingRowId: string, code: string): string {
  return createHash('sha256').update(`second-step\n${pendingRowId}\n${code}`, 'utf8').digest('hex');
}

/** The ways `member` can answer now, best first: the app, a code by SMS or e-mail, the payee name, a recovery code. */
export async function secondStepMethods(db: Db, member: MemberRow): Promise<SecondStepMethod[]> {
  const rows = await db.query<{ app: boolean; recovery: boolean; payee: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM authenticators WHERE member_id = $1::bigint AND confirmed_at IS NOT NULL) AS app,
            EXISTS (SELECT 1 FROM authenticators a JOIN recovery_codes r ON r.member_id = a.member_id
                    WHERE a.member_id = $1::bigint AND a.confirmed_at IS NOT NULL AND r.used_at IS NULL) AS recovery,
            coalesce((SELECT length(trim(payee_name)) >= 2 FROM members WHERE id = $1::bigint), false) AS payee`,
    [member.id],
  );
  const found = rows[0]!;
  const methods: SecondStepMethod[] = [];
  if (found.app) methods.push('totp');
  if (member.mobile_num) methods.push('sms');
  if (member.email) methods.push('email');
  if (found.payee) methods.push('payee');
  if (found.recovery) methods.push('recovery');
  return methods;
}

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

export interface GateInput {
  member: MemberRow;
  ip: string;
  userAgent?: string;
  /** The browser's device id, kept (hashed) on the pending sign-in for the session the second step opens. */
  deviceId?: string;
  side: 'member' | 'agent';
  passwordChange: PasswordChangeReason | null;
  /** The demo site on one machine: the machine itself is no new address (see the platform README). */
  demoMode: boolean;
}

/**
 * The second step's gate of a sign-in whose password was right. Answers how the address is to be
 * trusted when the session opens (null: nothing to record), or refuses with SECOND_STEP_REQUIRED
 * and a fresh pending sign-in (no session), or SECOND_STEP_UNAVAILABLE when the account has no way
 * to answer. A member account's very first sign-in trusts its address (registration trusts the
 * registering address the same way); an agent account never gets that: its first address needs
 * the second step like any other.
 */
export async function secondStepGate(db: Db, input: GateInput): Promise<TrustHow | null> {
  const { member, ip } = input;
  if (input.demoMode && LOOPBACK.test(ip)) return null;
  const standing = await addressStanding(db, member.id, ip);
  if (standing === 'trusted') return 'SECOND_STEP';
  if (standing === 'never-trusted-any' && !isAgentType(member.type)) return 'FIRST_SIGN_IN';
  const methods = await secondStepMethods(db, member);
  if (methods.length === 0) throw twoStepRefusal.unavailable();
  const pendingId = randomBytes(24).toString('base64url');
  // Pending sign-ins nobody can use any more are dropped as new ones arrive.
  await db.query("DELETE FROM pending_sign_ins WHERE expires_at < now() - interval '1 day'");
  const rows = await db.query<{ expires_at: unknown }>(
    `INSERT INTO pending_sign_ins (token_hash, member_id, ip, user_agent, side, password_change, expires_at, device_hash)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, now() + make_interval(mins => $7), $8) RETURNING expires_at`,
    [pendingHash(pendingId), member.id, ip.slice(0, 64), input.userAgent?.slice(0, 512) ?? null, input.side, input.passwordChange, PENDING_SIGN_IN_MINUTES, deviceHashOf(input.deviceId)],
  );
  throw twoStepRefusal.required({
    pendingId,
    expiresAt: isoTime(rows[0]!.expires_at),
    methods,
    smsTo: maskMobile(member.dialing_code, member.mobile_num),
    emailTo: maskEmail(member.email),
  });
}

export interface PendingSignIn {
  id: string;
  member_id: string;
  ip: string;
  user_agent: string | null;
  side: 'member' | 'agent';
  password_change: PasswordChangeReason | null;
  tries: number;
  /** The first step's browser (SHA-256 of its device id), or null when its page sent none. */
  device_hash: string | null;
}

const PENDING_COLUMNS = 'id::text AS id, member_id::text AS member_id, ip, user_agent, side, password_change, tries, device_hash';

/**
 * The live pending sign-in `pendingId` names, if it was opened from `ip` (a pending id carried to
 * another address is refused like an unknown one), or SIGN_IN_PENDING_INVALID.
 */
export async function livePendingSignIn(db: Db, pendingId: string, ip: string): Promise<PendingSignIn> {
  const rows = await db.query<PendingSignIn>(
    `SELECT ${PENDING_COLUMNS} FROM pending_sign_ins
     WHERE token_hash = $1 AND ip = $2 AND completed_at IS NULL AND expires_at > now() AND tries < $3`,
    [pendingHash(pendingId), ip.slice(0, 64), PENDING_SIGN_IN_TRIES],
  );
  const pending = rows[0];
  if (!pending) throw twoStepRefusal.pendingInvalid();
  return pending;
}

/**
 * Counts one try on the pending sign-in before the answer is compared, in one statement that
 * refuses when none are left; the answer's tries left after this one, or null when it had none.
 */
export async function claimPendingTry(db: Db, pendingRowId: string): Promise<number | null> {
  const rows = await db.query<{ tries: number }>(
    `UPDATE pending_sign_ins SET tries = tries + 1
     WHERE id = $1::bigint AND completed_at IS NULL AND expires_at > now() AND tries < $2 RETURNING tries`,
    [pendingRowId, PENDING_SIGN_IN_TRIES],
  );
  return rows[0] ? PENDING_SIGN_IN_TRIES - rows[0].tries : null;
}

/** A new 6-digit code for the pending sign-in by `channel`, replacing an older one; the code to send. */
export async function newPendingCode(tx: Db, pendingRowId: string, channel: 'sms' | 'email'): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `UPDATE pending_sign_ins SET code_channel = $2, code_hash = $3, code_tries = 0, code_expires_at = now() + make_interval(mins => $4)
     WHERE id = $1::bigint`,
    [pendingRowId, channel, pendingCodeHash(pendingRowId, code), CODE_TTL_MINUTES],
  );
  return code;
}

/**
 * Checks a code against the one sent for this pending sign-in by `channel`: the code's own try is
 * counted first (CODE_MAX_ATTEMPTS, then it is dead even for the right digits), as with every code.
 */
export async function checkPendingCode(db: Db, pendingRowId: string, channel: 'sms' | 'email', code: string): Promise<'ok' | 'invalid' | 'expired'> {
  if (!/^[0-9]{6}$/.test(code)) return 'invalid';
  const rows = await db.query<{ code_hash: string; live: boolean }>(
    `UPDATE pending_sign_ins SET code_tries = code_tries + 1
     WHERE id = $1::bigint AND code_channel = $2 AND code_hash IS NOT NULL AND code_tries < $3
     RETURNING code_hash, code_expires_at > now() AS live`,
    [pendingRowId, channel, CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return 'invalid';
  const wanted = Buffer.from(pendingCodeHash(pendingRowId, code), 'hex');
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), wanted)) return 'invalid';
  return row.live ? 'ok' : 'expired';
}

/** Ends the pending sign-in as passed, in the transaction that opens its session; false when a parallel answer did first. */
export async function completePendingSignIn(tx: Db, pendingRowId: string): Promise<boolean> {
  const rows = await tx.query('UPDATE pending_sign_ins SET completed_at = now(), code_hash = NULL WHERE id = $1::bigint AND completed_at IS NULL RETURNING 1', [pendingRowId]);
  return rows.length > 0;
}
