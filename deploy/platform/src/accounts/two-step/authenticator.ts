import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type AuthenticatorEnrolment, type AuthenticatorStatus } from '@site/shared/contract/protection/two-step';
import type { SecretSealer } from '../../crypto/sealed-secret';
import type { Db } from '../../db/database';
import { isoTimeOrNull } from '../../db/dates';

/**
 * The authenticator app (TOTP, RFC 6238: 6 digits, 30 s steps, SHA-1, what every app reads from
 * the QR picture), through otplib. One step either side of now is accepted, for a phone clock a
 * little off; a code is accepted once: the newest accepted step is kept and only later steps pass,
 * in one conditional update, so two requests with the same code cannot both pass.
 */
const STEP_TOLERANCE_SECONDS = 30;

/**
 * The secret is kept sealed (crypto/sealed-secret.ts), bound to its member: a copy of the database
 * cannot make codes. A row from before sealing (or under an earlier key) is sealed again the first
 * time it is read, and every such row at the platform's start (sealPlainAuthenticatorSecrets).
 */
const secretContext = (memberId: number | string) => `totp:${String(memberId)}`;

/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as 'abcde-fghij'. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCodeHash(memberId: number | string, code: string): string {
  return createHash('sha256').update(`recovery\n${String(memberId)}\n${code}`, 'utf8').digest('hex');
}

/** How a typed recovery code is read: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const text = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export async function authenticatorStatus(db: Db, memberId: number | string): Promise<AuthenticatorStatus> {
  const rows = await db.query<{ confirmed_at: unknown; left: number }>(
    `SELECT a.confirmed_at, (SELECT count(*)::int FROM recovery_codes r WHERE r.member_id = a.member_id AND r.used_at IS NULL) AS left
     FROM authenticators a WHERE a.member_id = $1::bigint`,
    [String(memberId)],
  );
  const row = rows[0];
  if (!row) return { status: 'OFF', recoveryCodesLeft: 0, confirmedAt: null };
  const on = row.confirmed_at !== null;
  return { status: on ? 'ON' : 'PENDING', recoveryCodesLeft: on ? row.left : 0, confirmedAt: isoTimeOrNull(row.confirmed_at) };
}

/** A new secret, not yet in force (it replaces an unconfirmed one); the caller refuses while one is on. */
export async function enrolAuthenticator(db: Db, sealer: SecretSealer, member: { id: number | string; account: string }, brandName: string): Promise<AuthenticatorEnrolment> {
  const secret = generateSecret();
  await db.query(
    `INSERT INTO authenticators (member_id, secret) VALUES ($1::bigint, $2)
     ON CONFLICT (member_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, created_at = now() WHERE authenticators.confirmed_at IS NULL`,
    [String(member.id), sealer.seal(secret, secretContext(member.id))],
  );
  const otpauthUrl = generateURI({ issuer: brandName, label: member.account, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 2, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * Accepts `code` of the member's app (confirmed or, with `pending`, the one being enrolled) once:
 * true when it is right for now and its step is newer than the last accepted one.
 */
export async function acceptAppCode(db: Db, sealer: SecretSealer, memberId: number | string, code: string, options: { pending?: boolean } = {}): Promise<boolean> {
  if (!/^[0-9]{6}$/.test(code)) return false;
  const rows = await db.query<{ secret: string; last_step: string }>(
    `SELECT secret, last_step::text AS last_step FROM authenticators WHERE member_id = $1::bigint AND (confirmed_at IS NULL) = $2`,
    [String(memberId), options.pending === true],
  );
  const row = rows[0];
  if (!row) return false;
  const lastStep = Number(row.last_step);
  // A secret that does not open throws (fails closed): no code passes, and the error names the key.
  const secret = await openStoredSecret(db, sealer, memberId, row.secret);
  let result: Awaited<ReturnType<typeof verify>>;
  try {
    result = await verify({ secret, token: code, epochTolerance: STEP_TOLERANCE_SECONDS, ...(lastStep > 0 ? { afterTimeStep: lastStep } : {}) });
  } catch {
    // otplib refuses an accepted step that lies beyond the window: nothing this code can pass.
    return false;
  }
  // A TOTP check names the time step it matched (an HOTP one would not: none is made here).
  if (!result.valid || !('timeStep' in result)) return false;
  const used = await db.query('UPDATE authenticators SET last_step = $2 WHERE member_id = $1::bigint AND last_step < $2 RETURNING 1', [String(memberId), result.timeStep]);
  return used.length > 0;
}

/** The plain secret of a stored one; a row from before sealing or under an earlier key is sealed again under the current key. */
async function openStoredSecret(db: Db, sealer: SecretSealer, memberId: number | string, stored: string): Promise<string> {
  const { value, resealed } = sealer.read(stored, secretContext(memberId));
  // Conditional on the stored value, so a new enrolment written meanwhile is never overwritten.
  if (resealed !== null) await db.query('UPDATE authenticators SET secret = $3 WHERE member_id = $1::bigint AND secret = $2', [String(memberId), stored, resealed]);
  return value;
}

/**
 * Seals every authenticator secret still stored as it is, or under a key that is no longer the
 * current one, once at the platform's start: no secret stays readable in the database because its
 * member has not signed in since. Each row is updated only if unchanged meanwhile, so servers
 * starting together do no harm. A row that cannot be opened is left and counted (its reads fail closed).
 */
export async function sealPlainAuthenticatorSecrets(db: Db, sealer: SecretSealer): Promise<{ sealed: number; unreadable: number }> {
  const rows = await db.query<{ member_id: string; secret: string }>(
    `SELECT member_id::text AS member_id, secret FROM authenticators WHERE secret NOT LIKE $1`,
    [`s1.${sealer.currentKeyId}.%`],
  );
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    try {
      await openStoredSecret(db, sealer, row.member_id, row.secret);
      sealed += 1;
    } catch {
      unreadable += 1;
    }
  }
  return { sealed, unreadable };
}

/** Turns the enrolled app on and makes a fresh set of recovery codes (the only time they are shown). */
export async function confirmAuthenticator(tx: Db, memberId: number | string): Promise<string[] | null> {
  const on = await tx.query('UPDATE authenticators SET confirmed_at = now() WHERE member_id = $1::bigint AND confirmed_at IS NULL RETURNING 1', [String(memberId)]);
  if (on.length === 0) return null;
  await tx.query('DELETE FROM recovery_codes WHERE member_id = $1::bigint', [String(memberId)]);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  for (const code of codes) {
    await tx.query('INSERT INTO recovery_codes (member_id, code_hash) VALUES ($1::bigint, $2) ON CONFLICT DO NOTHING', [
      String(memberId),
      recoveryCodeHash(memberId, normalizeRecoveryCode(code)),
    ]);
  }
  return codes;
}

/** Uses up one recovery code of the member's app; false when it is not one or was used. */
export async function spendRecoveryCode(db: Db, memberId: number | string, typed: string): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!/^[a-z0-9]{10}$/.test(code)) return false;
  const rows = await db.query(
    `UPDATE recovery_codes SET used_at = now()
     WHERE member_id = $1::bigint AND code_hash = $2 AND used_at IS NULL
       AND EXISTS (SELECT 1 FROM authenticators a WHERE a.member_id = $1::bigint AND a.confirmed_at IS NOT NULL)
     RETURNING 1`,
    [String(memberId), recoveryCodeHash(memberId, code)],
  );
  return rows.length > 0;
}

/** Turns the app off: its secret and recovery codes are gone. */
export async function removeAuthenticator(tx: Db, memberId: number | string): Promise<void> {
  await tx.query('DELETE FROM recovery_codes WHERE member_id = $1::bigint', [String(memberId)]);
  await tx.query('DELETE FROM authenticators WHERE member_id = $1::bigint', [String(memberId)]);
}
