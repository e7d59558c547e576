import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import type { ContentLanguage } from '../i18n/language';
import type { Delivery } from './outbox';
import { codeSmsText } from './sms-texts';

/**
 * One-time codes by SMS: 6 digits, valid 5 minutes, stored as a hash only. Only the newest code
 * of a number and purpose counts (a new send replaces the older ones); it is used at most once and
 * may be tried CODE_MAX_ATTEMPTS times, after which it is dead even for the right digits.
 */
export const CODE_TTL_MINUTES = 5;
export const CODE_MAX_ATTEMPTS = 3;
export type CodePurpose = 'register' | 'login' | 'reset' | 'member' | 'bind';

function codeHash(purpose: CodePurpose, recipient: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${recipient}\n${code}`, 'utf8').digest('hex');
}

/**
 * Makes a code, replaces the older ones of that number and purpose, and hands the SMS to the
 * delivery, in `tx` (the caller's transaction: if anything after this refuses the request, no code
 * and no message remain). `recipient` is '+84912345678'. The send throttle and quotas are the
 * caller's (see code-sends.ts). The message is in `language` (the request's; English by default).
 */
export async function issueCode(tx: Db, delivery: Delivery, options: { purpose: CodePurpose; recipient: string; brandName: string; language?: ContentLanguage }): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // Codes nobody can use any more are dropped as new ones arrive.
  await tx.query("DELETE FROM verification_codes WHERE recipient = $1 AND expires_at < now() - interval '1 day'", [options.recipient]);
  await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE recipient = $1 AND purpose = $2 AND consumed_at IS NULL', [
    options.recipient,
    options.purpose,
  ]);
  await tx.query(
    `INSERT INTO verification_codes (purpose, recipient, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [options.purpose, options.recipient, codeHash(options.purpose, options.recipient, code), CODE_TTL_MINUTES],
  );
  await delivery.send(tx, {
    channel: 'sms',
    to: options.recipient,
    subject: null,
    body: codeSmsText(options.language ?? 'en', options.brandName, options.purpose, code, CODE_TTL_MINUTES),
    carriesSecret: true,
  });
}

export type CodeCheck = { outcome: 'ok'; codeId: string } | { outcome: 'invalid' | 'expired' };

/**
 * Tries `code` against the newest unused code of this number and purpose. The try is counted in
 * the same statement that picks the code, before the comparison, and a code with no tries left is
 * not compared at all ('invalid', like a number that never got one). Run it outside a transaction
 * so the count holds whatever the caller does next; a right code still has to be spent
 * (`spendCode`) in the transaction of what it unlocks.
 */
export async function checkCode(db: Db, options: { purpose: CodePurpose; recipient: string; code: string }): Promise<CodeCheck> {
  if (!/^[0-9]{6}$/.test(options.code)) return { outcome: 'invalid' };
  const rows = await db.query<{ id: string; code_hash: string; live: boolean }>(
    `UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes WHERE recipient = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY id DESC LIMIT 1)
       AND consumed_at IS NULL AND attempts < $3
     RETURNING id::text AS id, code_hash, expires_at > now() AS live`,
    [options.recipient, options.purpose, CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return { outcome: 'invalid' };
  const wanted = Buffer.from(codeHash(options.purpose, options.recipient, options.code), 'hex');
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), wanted)) return { outcome: 'invalid' };
  return row.live ? { outcome: 'ok', codeId: row.id } : { outcome: 'expired' };
}

/** Uses up a code `checkCode` accepted; false when a parallel request used it first. */
export async function spendCode(tx: Db, codeId: string): Promise<boolean> {
  const rows = await tx.query('UPDATE verification_codes SET consumed_at = now() WHERE id = $1::bigint AND consumed_at IS NULL RETURNING 1', [codeId]);
  return rows.length > 0;
}
