import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { RegisterFieldRule } from '@site/shared/contract';
import { EMAIL_CODE_TTL_MINUTES } from '@site/shared/contract/member';
import type { AccountContext } from '../accounts/context';
import { assertField, ruleOf } from '../accounts/field-checks';
import { attemptSubject, claimAttempt, claimSendQuota, claimSendSlot, clearAttempts, existsSubject, lockIfExhausted, withExistsLimit } from '../accounts/limits';
import { findMemberById } from '../accounts/members';
import type { SessionAccount } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { validationError } from '../http/errors';
import { refusal } from '../http/refusals';
import { accountRefusal } from './account-refusals';
import { confirmLoginPassword } from './login-password-check';

/** Wrong tries a pending change survives; then its code is dead and the member asks again. */
const EMAIL_CODE_MAX_ATTEMPTS = 3;

/** The email rule of the registration form, required here whatever the form's settings say. */
const FALLBACK_EMAIL_RULE: RegisterFieldRule = {
  field: 'email',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'EMAIL',
  minLength: 5,
  maxLength: 100,
  type: 'email',
};

/** The code's hash is bound to the member and the address, so it binds nothing else for anyone else. */
function codeHash(memberId: number | string, email: string, code: string): string {
  return createHash('sha256').update(`email-change\n${String(memberId)}\n${email.toLowerCase()}\n${code}`, 'utf8').digest('hex');
}

/**
 * Whether another account uses `email` (ignoring case), serialised per address in the caller's
 * transaction. A check rather than a unique index: registration never required unique addresses,
 * and older accounts may share one.
 */
async function emailTakenByAnother(tx: Db, email: string, memberId: number | string): Promise<boolean> {
  // Two members binding one address at once queue here, so the second sees the first.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [email]);
  const rows = await tx.query('SELECT 1 FROM members WHERE lower(email) = lower($1) AND id <> $2::bigint', [email, String(memberId)]);
  return rows.length > 0;
}

/**
 * PUT /wps/member/account/email: asks to bind or change the address. Nothing is bound yet: after
 * the login password (its attempt lock) a code is mailed to the new address and kept, hashed, as
 * the member's one pending change (a newer request replaces it). The old address stays until the
 * code is typed (`confirmEmailChange`), so a stolen session or a typo cannot move the account's
 * reset mails to an address the member does not read.
 *
 * An address another account uses is 409 EMAIL_EXISTS (never saying whose), at most EXISTS_ANSWERS
 * times per member; beyond that every request is TOO_MANY_ATTEMPTS for a while. The accounts area's
 * send limits apply (one message a second per address, hourly quotas per source and for the site).
 */
export async function requestEmailChange(
  ctx: AccountContext,
  caller: SessionAccount,
  input: { email: string; password: string },
  ip: string,
): Promise<{ expiredMinutes: number }> {
  const { db, delivery } = ctx;
  const rule = ruleOf(await ctx.registerFields.rules(), 'email') ?? FALLBACK_EMAIL_RULE;
  assertField({ ...rule, required: true }, input.email, 'email');
  const email = input.email.trim();
  const member = await findMemberById(db, caller.memberId);
  if (!member) throw refusal('SESSION_INVALID');
  if (member.email && member.email.toLowerCase() === email.toLowerCase()) throw validationError('email', 'is already your email address');
  await confirmLoginPassword(db, caller, input.password, ip);

  const { brandName } = await ctx.system.settings();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withExistsLimit(db, existsSubject('email', caller.memberId), 'EMAIL_EXISTS', () =>
    db.transaction(async (tx) => {
      if (await emailTakenByAnother(tx, email, caller.memberId)) throw accountRefusal('EMAIL_EXISTS', 'email');
      await claimSendQuota(tx, ip);
      if (!(await claimSendSlot(tx, email.toLowerCase()))) throw refusal('SMS_TOO_FREQUENT');
      await tx.query(
        `INSERT INTO email_changes (member_id, email, code_hash, attempts, expires_at, created_at)
         VALUES ($1::bigint, $2, $3, 0, now() + make_interval(mins => $4), now())
         ON CONFLICT (member_id) DO UPDATE SET email = EXCLUDED.email, code_hash = EXCLUDED.code_hash, attempts = 0,
           expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
        [String(caller.memberId), email, codeHash(caller.memberId, email, code), EMAIL_CODE_TTL_MINUTES],
      );
      await delivery.send(tx, {
        channel: 'email',
        to: email,
        subject: `[${brandName}] Confirm your email address`,
        body:
          `Your code to use this address for the account ${member.account} is ${code}. It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes. ` +
          'Never share it with anyone. If you did not ask for this, ignore this message: nothing changes without the code.',
        carriesSecret: true,
      });
    }),
  );
  return { expiredMinutes: EMAIL_CODE_TTL_MINUTES };
}

/**
 * PUT /wps/member/account/email/confirm: binds the pending address with the code mailed to it.
 * The try is counted on the pending change before the comparison (EMAIL_CODE_MAX_ATTEMPTS, then
 * the code is dead) and under the member's attempt lock from this address. The change is used up
 * in the transaction that writes the address; the address is checked again there (another account
 * may have taken it meanwhile), which tells nothing new: the caller has just shown it reads that
 * mailbox. The old address, if any, is told of the change.
 */
export async function confirmEmailChange(ctx: AccountContext, caller: SessionAccount, input: { verificationCode: string }, ip: string): Promise<void> {
  const { db, delivery } = ctx;
  const memberId = String(caller.memberId);
  const lock = attemptSubject(`email-change:${memberId}`, ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const rows = await db.query<{ email: string; code_hash: string; live: boolean }>(
    `UPDATE email_changes SET attempts = attempts + 1 WHERE member_id = $1::bigint AND attempts < $2
     RETURNING email, code_hash, expires_at > now() AS live`,
    [memberId, EMAIL_CODE_MAX_ATTEMPTS],
  );
  const pending = rows[0];
  const wanted = pending ? Buffer.from(codeHash(memberId, pending.email, input.verificationCode), 'hex') : null;
  if (!pending || !wanted || !timingSafeEqual(Buffer.from(pending.code_hash, 'hex'), wanted)) {
    if (await lockIfExhausted(db, lock)) throw refusal('TOO_MANY_ATTEMPTS');
    throw refusal('CODE_INVALID', { field: 'verificationCode' });
  }
  if (!pending.live) throw refusal('CODE_EXPIRED', { field: 'verificationCode' });
  await clearAttempts(db, lock);

  const { brandName } = await ctx.system.settings();
  await db.transaction(async (tx) => {
    const spent = await tx.query('DELETE FROM email_changes WHERE member_id = $1::bigint AND code_hash = $2 RETURNING 1', [memberId, pending.code_hash]);
    // A parallel confirmation used it first.
    if (spent.length === 0) throw refusal('CODE_INVALID', { field: 'verificationCode' });
    if (await emailTakenByAnother(tx, pending.email, memberId)) throw accountRefusal('EMAIL_EXISTS', 'email');
    const [before] = await tx.query<{ account: string; email: string | null }>('SELECT account, email FROM members WHERE id = $1::bigint FOR UPDATE', [memberId]);
    await tx.query('UPDATE members SET email = $2 WHERE id = $1::bigint', [memberId, pending.email]);
    if (before?.email && before.email.toLowerCase() !== pending.email.toLowerCase()) {
      await delivery.send(tx, {
        channel: 'email',
        to: before.email,
        subject: `[${brandName}] Your email address was changed`,
        body: `The email address of the account ${before.account} was changed to another address. If you did not do this, contact customer service at once.`,
        carriesSecret: false,
      });
    }
  });
}
