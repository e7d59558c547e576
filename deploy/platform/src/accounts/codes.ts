import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { claimSendSlot } from './limits';
import type { Delivery } from './outbox';
import { refusal } from './refusals';

/**
 * One-time codes by SMS: 6 digits, single use, valid 5 minutes, stored as a hash only. A send is
 * refused with SMS_TOO_FREQUENT within a second of the previous one to the same number.
 */
export const CODE_TTL_MINUTES = 5;
export type CodePurpose = 'register' | 'login' | 'reset' | 'member';

function codeHash(purpose: CodePurpose, recipient: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${recipient}\n${code}`, 'utf8').digest('hex');
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  register: 'registration',
  login: 'login',
  reset: 'password reset',
  member: 'verification',
};

/**
 * Makes a code and hands the SMS to the delivery, in `tx` (the caller's transaction: if anything
 * after this refuses the request, no code and no message remain). `recipient` is '+84912345678'.
 */
export async function sendCode(
  tx: Db,
  delivery: Delivery,
  options: { purpose: CodePurpose; recipient: string; brandName: string },
): Promise<{ expiredMinutes: number }> {
  if (!(await claimSendSlot(tx, options.recipient))) throw refusal('SMS_TOO_FREQUENT');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Codes nobody can use any more are dropped as new ones arrive.
  await tx.query("DELETE FROM verification_codes WHERE recipient = $1 AND expires_at < now() - interval '1 day'", [options.recipient]);
  await tx.query(
    `INSERT INTO verification_codes (purpose, recipient, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [options.purpose, options.recipient, codeHash(options.purpose, options.recipient, code), CODE_TTL_MINUTES],
  );
  await delivery.send(tx, {
    channel: 'sms',
    to: options.recipient,
    subject: null,
    body: `[${options.brandName}] Your ${PURPOSE_TEXT[options.purpose]} code is ${code}. It is valid for ${CODE_TTL_MINUTES} minutes. Never share it with anyone.`,
  });
  return { expiredMinutes: CODE_TTL_MINUTES };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks a code against the unused codes of the last sends to this number for this purpose. A right
 * code uses up every code of that number and purpose; an expired one says so. Run it in the
 * transaction of what the code unlocks, so the code stays usable if that is refused.
 */
export async function useCode(tx: Db, options: { purpose: CodePurpose; recipient: string; code: string }): Promise<CodeCheck> {
  if (!/^[0-9]{6}$/.test(options.code)) return 'invalid';
  const rows = await tx.query<{ id: string; code_hash: string; live: boolean }>(
    `SELECT id::text AS id, code_hash, expires_at > now() AS live FROM verification_codes
     WHERE recipient = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 5`,
    [options.recipient, options.purpose],
  );
  const wanted = Buffer.from(codeHash(options.purpose, options.recipient, options.code), 'hex');
  const match = rows.find((row) => timingSafeEqual(Buffer.from(row.code_hash, 'hex'), wanted));
  if (!match) return 'invalid';
  if (!match.live) return 'expired';
  await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE recipient = $1 AND purpose = $2 AND consumed_at IS NULL', [
    options.recipient,
    options.purpose,
  ]);
  return 'ok';
}
