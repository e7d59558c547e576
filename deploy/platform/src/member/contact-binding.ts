import { consumeCaptcha } from '../accounts/captcha';
import { checkCode, spendCode } from '../accounts/codes';
import { sendToNumber } from '../accounts/code-sends';
import type { ContentLanguage } from '../i18n/language';
import { mobileNumber, type AccountContext, type MobileNumber } from '../accounts/context';
import { attemptSubject, claimAttempt, clearAttempts, lockIfExhausted, mobileSubject } from '../accounts/limits';
import { findMemberById, uniqueViolation } from '../accounts/members';
import type { SessionAccount } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { validationError } from '../http/errors';
import { refusal } from '../http/refusals';
import { accountRefusal } from './account-refusals';
import { confirmLoginPassword } from './login-password-check';

const NUMBER_FIELDS = { dialingCode: 'countryDialingCode', number: 'mobileNo' };

async function signedInMember(db: Db, caller: SessionAccount) {
  const member = await findMemberById(db, caller.memberId);
  if (!member) throw refusal('SESSION_INVALID');
  return member;
}

async function numberTakenByAnother(db: Db, mobile: MobileNumber, memberId: number | string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE dialing_code || mobile_num = $1 AND id <> $2::bigint', [mobile.full, String(memberId)]);
  return rows.length > 0;
}

/**
 * Sends a binding code to the number the member wants (not yet theirs). The captcha is used up
 * first, so probing which numbers are registered costs a captcha each; a number another account
 * uses is refused (MOBILE_EXISTS, never saying whose). Then the usual send limits of the accounts
 * area: one a second per number, hourly quotas per address and for the site.
 */
export async function sendBindCode(
  ctx: AccountContext,
  caller: SessionAccount,
  input: { countryDialingCode: string; mobileNo: string; captcha: string; captchaKey: string },
  ip: string,
  language: ContentLanguage = 'en',
): Promise<{ expiredMinutes: number }> {
  const { db } = ctx;
  const mobile = await mobileNumber(ctx.system, input.countryDialingCode, input.mobileNo, NUMBER_FIELDS);
  if (!(await consumeCaptcha(db, input.captchaKey, input.captcha))) throw refusal('CAPTCHA_INVALID', { field: 'captcha' });
  const member = await signedInMember(db, caller);
  if (member.dialing_code && member.dialing_code + member.mobile_num === mobile.full) throw validationError('mobileNo', 'is already your number');
  if (await numberTakenByAnother(db, mobile, caller.memberId)) throw accountRefusal('MOBILE_EXISTS', 'mobileNo');
  return sendToNumber(ctx, { mobile, ip, captchaRequired: false, language }, { kind: 'code', purpose: 'bind' });
}

/**
 * Binds the number with the code sent to it. Replacing a number already bound also needs the
 * login password (a stolen session alone must not move the account to another phone). The code is
 * tried under the number's attempt lock from this address (counted before the comparison) and
 * spent in the transaction that writes the number; the unique index settles two members racing
 * for one number.
 */
export async function bindMobile(
  ctx: AccountContext,
  caller: SessionAccount,
  input: { countryDialingCode: string; mobileNo: string; verificationCode: string; password?: string },
  ip: string,
): Promise<void> {
  const { db } = ctx;
  const mobile = await mobileNumber(ctx.system, input.countryDialingCode, input.mobileNo, NUMBER_FIELDS);
  const member = await signedInMember(db, caller);
  if (member.dialing_code && member.dialing_code + member.mobile_num === mobile.full) throw validationError('mobileNo', 'is already your number');
  if (member.mobile_num) {
    if (!input.password) throw validationError('password', 'is required');
    await confirmLoginPassword(db, caller, input.password, ip);
  }

  const lock = attemptSubject(mobileSubject(mobile.full), ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const check = await checkCode(db, { purpose: 'bind', recipient: mobile.full, code: input.verificationCode });
  if (check.outcome !== 'ok') {
    if (await lockIfExhausted(db, lock)) throw refusal('TOO_MANY_ATTEMPTS');
    throw refusal(check.outcome === 'expired' ? 'CODE_EXPIRED' : 'CODE_INVALID', { field: 'verificationCode' });
  }
  await clearAttempts(db, lock);

  try {
    await db.transaction(async (tx) => {
      if (!(await spendCode(tx, check.codeId))) throw refusal('CODE_INVALID', { field: 'verificationCode' });
      if (await numberTakenByAnother(tx, mobile, caller.memberId)) throw accountRefusal('MOBILE_EXISTS', 'mobileNo');
      await tx.query('UPDATE members SET dialing_code = $2, mobile_num = $3 WHERE id = $1::bigint', [String(caller.memberId), mobile.dialingCode, mobile.number]);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'mobile') throw accountRefusal('MOBILE_EXISTS', 'mobileNo');
    throw error;
  }
}
