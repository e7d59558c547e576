/**
 * The payment password: six digits that guard withdrawals and transfers, apart from the login
 * password, so a stolen session alone cannot move money out.
 *
 * - Stored as an Argon2id hash like login passwords (`members.payment_password_hash`); a hash of
 *   an older kind or cost (scrypt) is replaced at the next right answer.
 * - Its own attempt limit, per member: each try is counted before the comparison, in one upsert
 *   that refuses while locked, so parallel guesses get no more tries than guesses one by one.
 *   Five wrong in a row lock it for five minutes; a right answer while locked is refused too.
 * - Verify before opening the money transaction, with the top-level database handle: the count
 *   must survive the refusal that rolls a transaction back.
 */
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { claimAttempt, clearAttempts, lockIfExhausted } from '../accounts/limits';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from '../accounts/passwords';

export const paymentPasswordSubject = (memberId: string | number) => `payment-password:${memberId}`;

export function paymentPasswordNotSet(): PlatformError {
  return new PlatformError(400, 'PAYMENT_PASSWORD_NOT_SET', 'paymentPassword: set a payment password first', 'paymentPassword');
}

export function paymentPasswordWrong(): PlatformError {
  return new PlatformError(403, 'PAYMENT_PASSWORD_WRONG', 'paymentPassword: the payment password is incorrect', 'paymentPassword');
}

export function paymentPasswordLocked(): PlatformError {
  return new PlatformError(
    429,
    'PAYMENT_PASSWORD_LOCKED',
    'paymentPassword: too many wrong payment passwords, please retry after 5 minutes',
    'paymentPassword',
  );
}

/** Whether the member has a payment password. */
export async function hasPaymentPassword(db: Db, memberId: string | number): Promise<boolean> {
  const rows = await db.query<{ set: boolean }>(
    'SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1::bigint',
    [String(memberId)],
  );
  return rows[0]?.set ?? false;
}

/**
 * Checks the member's payment password, counting the try. Throws PAYMENT_PASSWORD_NOT_SET,
 * PAYMENT_PASSWORD_WRONG or PAYMENT_PASSWORD_LOCKED (all naming the field `paymentPassword`).
 * Call it with the top-level `db`, outside any transaction.
 */
export async function verifyPaymentPassword(db: Db, memberId: string | number, password: string): Promise<void> {
  const rows = await db.query<{ hash: string | null }>('SELECT payment_password_hash AS hash FROM members WHERE id = $1::bigint', [
    String(memberId),
  ]);
  const stored = rows[0]?.hash;
  if (!stored) throw paymentPasswordNotSet();
  const subject = paymentPasswordSubject(memberId);
  if (!(await claimAttempt(db, subject))) throw paymentPasswordLocked();
  if (await verifyPassword(password, stored)) {
    await clearAttempts(db, subject);
    if (needsRehash(stored)) await rehashPaymentPassword(db, memberId, password, stored);
    return;
  }
  if (await lockIfExhausted(db, subject)) throw paymentPasswordLocked();
  throw paymentPasswordWrong();
}

/**
 * Stores a new payment password hash. Whoever calls it has checked what the change needs (the
 * login password to set one, the old payment password to change it). `cost` is for tests only.
 */
export async function storePaymentPassword(db: Db, memberId: string | number, password: string, cost?: PasswordCost): Promise<void> {
  const hash = await hashPassword(password, cost);
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1::bigint', [String(memberId), hash]);
}

/** Stores a hash at today's cost for the right answer, unless the payment password changed meanwhile. */
async function rehashPaymentPassword(db: Db, memberId: string | number, password: string, stored: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1::bigint AND payment_password_hash = $3', [String(memberId), hash, stored]);
}

/** The member's real name (payee name), upper case as stored, or null while not set. */
export async function realNameOf(db: Db, memberId: string | number): Promise<string | null> {
  const rows = await db.query<{ name: string | null }>('SELECT payee_name AS name FROM members WHERE id = $1::bigint', [String(memberId)]);
  return rows[0]?.name ?? null;
}
