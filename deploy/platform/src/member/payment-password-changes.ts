import type { Db } from '../db/database';
import { hashPassword } from '../accounts/passwords';
import type { SessionAccount } from '../accounts/session-auth';
import { accountRefusal } from './account-refusals';
import { confirmLoginPassword } from './login-password-check';
import { hasPaymentPassword, storePaymentPassword, verifyPaymentPassword } from './payment-password';

/**
 * Sets the first payment password, confirmed with the login password. Refused when one is set
 * already (changing it needs the old one): checked before and again in the write, so two requests
 * at once cannot both set it.
 */
export async function setFirstPaymentPassword(
  db: Db,
  caller: SessionAccount,
  input: { password: string; newPaymentPassword: string },
  ip: string,
): Promise<void> {
  if (await hasPaymentPassword(db, caller.memberId)) throw accountRefusal('PAYMENT_PASSWORD_ALREADY_SET', 'newPaymentPassword');
  await confirmLoginPassword(db, caller, input.password, ip);
  const hash = await hashPassword(input.newPaymentPassword);
  const rows = await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1::bigint AND payment_password_hash IS NULL RETURNING 1', [
    String(caller.memberId),
    hash,
  ]);
  if (rows.length === 0) throw accountRefusal('PAYMENT_PASSWORD_ALREADY_SET', 'newPaymentPassword');
}

/**
 * Changes the payment password with the current one, under the payment password's own attempt
 * limit (a wrong or locked answer changes nothing).
 */
export async function changePaymentPassword(
  db: Db,
  caller: SessionAccount,
  input: { paymentPassword: string; newPaymentPassword: string },
): Promise<void> {
  await verifyPaymentPassword(db, caller.memberId, input.paymentPassword);
  await storePaymentPassword(db, caller.memberId, input.newPaymentPassword);
}
