import type { Db } from '../db/database';
import { accountSubject, attemptSubject, claimAttempt, clearAttempts, lockIfExhausted } from '../accounts/limits';
import { findMemberById } from '../accounts/members';
import { verifyPassword } from '../accounts/passwords';
import { refusal } from '../http/refusals';
import type { SessionAccount } from '../accounts/session-auth';
import { accountRefusal } from './account-refusals';

/**
 * Confirms the signed-in member's login password before a change to the account (a new number,
 * email or payment password), under the same attempt lock as the password change itself: counted
 * before the comparison, per account and source address, five wrong in a row lock it for five
 * minutes. Wrong: PASSWORD_WRONG naming `field`.
 */
export async function confirmLoginPassword(db: Db, caller: SessionAccount, password: string, ip: string, field = 'password'): Promise<void> {
  const lock = attemptSubject(accountSubject(caller.account), ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const member = await findMemberById(db, caller.memberId);
  if (!member || !(await verifyPassword(password, member.password_hash))) {
    throw (await lockIfExhausted(db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : accountRefusal('PASSWORD_WRONG', field);
  }
  await clearAttempts(db, lock);
}
