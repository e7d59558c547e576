import { createHash, randomBytes } from 'node:crypto';
import type { ChangePasswordRequest, ResetPasswordByLinkRequest, ResetPasswordByPhoneRequest } from '@site/shared/contract';
import type { Db } from '../db/database';
import { validationError } from '../http/errors';
import { consumeCaptcha } from './captcha';
import { checkCode, spendCode } from './codes';
import { mobileNumber, type AccountContext } from './context';
import { assertField, passwordRule } from './field-checks';
import { accountSubject, attemptSubject, claimAttempt, claimSendQuota, claimSendSlot, clearAttempts, lockIfExhausted, mobileSubject } from './limits';
import { findMemberByAccount, findMemberById, findMemberByMobile } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { refusal } from '../http/refusals';
import type { SessionAccount } from './session-auth';
import { liftPasswordChange, revokeMemberSessions, type RevokeReason } from './sessions';

/** A mailed reset link works once, for this long; a newer link replaces it. */
export const RESET_LINK_TTL_MINUTES = 15;

const linkHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Stores a new password hash, ends sessions (all but `keepSessionId`) and drops the member's
 * unused reset links: whichever way the password changed, an older link must not change it again.
 */
async function storePassword(tx: Db, memberId: string, passwordHash: string, reason: RevokeReason, keepSessionId?: string): Promise<void> {
  await tx.query('UPDATE members SET password_hash = $2, password_changed_at = now(), must_change_password = false WHERE id = $1::bigint', [
    memberId,
    passwordHash,
  ]);
  await revokeMemberSessions(tx, memberId, reason, keepSessionId);
  await tx.query('DELETE FROM password_reset_links WHERE member_id = $1::bigint', [memberId]);
}

/** The new password must pass the register rule and match its confirmation. */
async function checkNewPassword(ctx: AccountContext, newPassword: string, confirmation?: string): Promise<void> {
  assertField(passwordRule(await ctx.registerFields.rules()), newPassword, 'newPassword');
  if (confirmation !== undefined && confirmation !== newPassword) throw validationError('confirmNewPassword', 'does not match the new password');
}

/**
 * POST /wps/member/password (signed in). The current password is checked under the same attempt
 * lock as logins (counted before the comparison). The other sessions end, this one stays and is
 * no longer limited to the password change.
 */
export async function changePassword(ctx: AccountContext, caller: SessionAccount, input: ChangePasswordRequest, ip: string): Promise<void> {
  const { db } = ctx;
  if (!input.oldPassword) throw validationError('oldPassword', 'is required');
  await checkNewPassword(ctx, input.newPassword, input.confirmNewPassword);
  const lock = attemptSubject(accountSubject(caller.account), ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');

  const member = await findMemberById(db, caller.memberId);
  if (!member || !(await verifyPassword(input.oldPassword, member.password_hash))) {
    throw (await lockIfExhausted(db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : refusal('PASSWORD_WRONG', { field: 'oldPassword' });
  }
  await clearAttempts(db, lock);
  if (input.newPassword === input.oldPassword) throw validationError('newPassword', 'must differ from the current password');

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await storePassword(tx, member.id, passwordHash, 'PASSWORD_CHANGED', caller.sessionId);
    await liftPasswordChange(tx, caller.sessionId);
  });
}

/**
 * POST /wps/member/password/email: when the name and email belong together, mails a link that lets
 * the member set a new password within RESET_LINK_TTL_MINUTES. Nothing else changes until the link
 * is used. The throttle (per typed address) and quotas apply whether or not the pair matches, and
 * the caller answers the same either way, so the call tells nobody which accounts exist.
 */
export async function mailResetLink(ctx: AccountContext, input: { username: string; email: string; origin: string; ip: string }): Promise<void> {
  const { db, system, delivery } = ctx;
  const recipient = input.email.trim().toLowerCase();
  const member = await findMemberByAccount(db, input.username);
  const matches = member !== null && member.email !== null && member.email.toLowerCase() === recipient;
  const { brandName } = await system.settings();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await claimSendQuota(tx, input.ip);
    if (!(await claimSendSlot(tx, recipient))) throw refusal('SMS_TOO_FREQUENT');
    if (!matches) return;
    await tx.query("DELETE FROM password_reset_links WHERE member_id = $1::bigint OR expires_at < now() - interval '1 day'", [member.id]);
    await tx.query(
      `INSERT INTO password_reset_links (member_id, token_hash, expires_at) VALUES ($1::bigint, $2, now() + make_interval(mins => $3))`,
      [member.id, linkHash(token), RESET_LINK_TTL_MINUTES],
    );
    await delivery.send(tx, {
      channel: 'email',
      to: recipient,
      subject: `${brandName}: reset your password`,
      body:
        `Hello ${member.account},\n\nto choose a new password, open this link within ${RESET_LINK_TTL_MINUTES} minutes:\n\n` +
        `${input.origin}/changePassword?resetToken=${token}\n\n` +
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      carriesSecret: true,
    });
  });
}

/**
 * POST /wps/member/password/link: sets the new password with the token of a mailed link. The
 * token is used up in the same statement that checks it, so two requests cannot both use it;
 * unknown, used and expired tokens get one answer (RESET_LINK_INVALID). Failed tries count towards
 * the attempt lock of the source address. Every session of the account ends.
 */
export async function resetByLink(ctx: AccountContext, input: ResetPasswordByLinkRequest, ip: string): Promise<void> {
  const { db } = ctx;
  await checkNewPassword(ctx, input.newPassword, input.confirmNewPassword);
  const lock = attemptSubject('reset-link', ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const invalid = async () => ((await lockIfExhausted(db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : refusal('RESET_LINK_INVALID', { field: 'token' }));

  const hash = linkHash(input.token);
  // Cheap look first: the expensive password hash is made only for a link that can work.
  const live = await db.query('SELECT 1 FROM password_reset_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [hash]);
  if (live.length === 0) throw await invalid();
  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    const used = await tx.query<{ member_id: string }>(
      `UPDATE password_reset_links SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING member_id::text AS member_id`,
      [hash],
    );
    const memberId = used[0]?.member_id;
    if (!memberId) return false;
    await storePassword(tx, memberId, passwordHash, 'PASSWORD_RESET');
    return true;
  });
  if (!done) throw await invalid();
  await clearAttempts(db, lock);
}

/**
 * POST /wps/member/password/verification: a new password with the code sent by
 * /wps/verification/sms/noLogin. Needs a captcha (a wrong one counts for nothing else); the try is
 * counted for the number from this address before the code is compared, and the code itself has
 * its own try limit. A number without an account is answered like a wrong code. Every session of
 * the account ends.
 */
export async function resetByPhone(ctx: AccountContext, input: ResetPasswordByPhoneRequest, ip: string): Promise<void> {
  const { db, system } = ctx;
  const mobile = await mobileNumber(system, input.countryDialingCode, input.mobileNum, { dialingCode: 'countryDialingCode', number: 'mobileNum' });
  if (!input.verificationCode) throw validationError('verificationCode', 'is required');
  await checkNewPassword(ctx, input.newPassword);
  if (!input.captcha) throw validationError('captcha', 'is required');
  if (!input.captchaKey) throw validationError('captchaKey', 'is required');
  if (!(await consumeCaptcha(db, input.captchaKey, input.captcha))) throw refusal('CAPTCHA_INVALID', { field: 'captcha' });

  const lock = attemptSubject(mobileSubject(mobile.full), ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const wrong = async (code: 'CODE_INVALID' | 'CODE_EXPIRED') =>
    (await lockIfExhausted(db, lock)) ? refusal('TOO_MANY_ATTEMPTS') : refusal(code, { field: 'verificationCode' });

  const member = await findMemberByMobile(db, mobile.dialingCode, mobile.number);
  const check = await checkCode(db, { purpose: 'reset', recipient: mobile.full, code: input.verificationCode });
  if (check.outcome === 'expired') throw await wrong('CODE_EXPIRED');
  if (check.outcome !== 'ok' || !member) throw await wrong('CODE_INVALID');
  await clearAttempts(db, lock);

  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    if (!(await spendCode(tx, check.codeId))) return false;
    await storePassword(tx, member.id, passwordHash, 'PASSWORD_RESET');
    return true;
  });
  if (!done) throw refusal('CODE_INVALID', { field: 'verificationCode' });
}
