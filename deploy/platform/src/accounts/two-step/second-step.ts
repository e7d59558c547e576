import type { LoginValue } from '@site/shared/contract';
import { sameRealName } from '@site/shared/contract/member';
import type { SecondStepAnswer, SecondStepCodeRequest } from '@site/shared/contract/protection/two-step';
import { validationError } from '../../http/errors';
import { refusal } from '../../http/refusals';
import type { ContentLanguage } from '../../i18n/language';
import { CODE_TTL_MINUTES } from '../codes';
import type { AccountContext } from '../context';
import { attemptSubject, claimAttempt, claimSendQuota, claimSendSlot, clearAttempts, lockIfExhausted } from '../limits';
import { openSignIn } from '../login';
import { findMemberById, maskEmail, maskMobile } from '../members';
import { codeSmsText } from '../sms-texts';
import { acceptAppCode, spendRecoveryCode } from './authenticator';
import { checkPendingCode, claimPendingTry, completePendingSignIn, livePendingSignIn, newPendingCode, twoStepRefusal } from './pending-sign-ins';

/** The subject of the mailed code, in the language of the page that asked for it. */
const MAIL_SUBJECT: Record<ContentLanguage, string> = {
  en: 'Your sign-in code',
  es: 'Tu código de inicio de sesión',
  vi: 'Mã đăng nhập của bạn',
  zh: '您的登录验证码',
};

/** The lock of second-step answers for one account from one address: five wrong in a row, then 5 minutes. */
const answerSubject = (memberId: string, ip: string) => attemptSubject(`second-step:${memberId}`, ip);

/**
 * POST /wps/session/login/second-step/code: a code for the pending sign-in, to the number or
 * address bound to its account (never one the caller names), under the send quotas of every code.
 */
export async function sendSecondStepCode(ctx: AccountContext, input: SecondStepCodeRequest, ip: string, language: ContentLanguage): Promise<{ expiredMinutes: number; to: string }> {
  const { db, delivery } = ctx;
  const pending = await livePendingSignIn(db, input.pendingId, ip);
  const member = await findMemberById(db, pending.member_id);
  if (!member) throw twoStepRefusal.pendingInvalid();
  const sms = input.channel === 'sms';
  const recipient = sms ? (member.dialing_code && member.mobile_num ? member.dialing_code + member.mobile_num : null) : member.email;
  if (!recipient) throw validationError('channel', sms ? 'has no mobile number on this account' : 'has no email address on this account');
  const { brandName } = await ctx.system.settings();
  await db.transaction(async (tx) => {
    await claimSendQuota(tx, ip);
    if (!(await claimSendSlot(tx, recipient.toLowerCase()))) throw refusal('SMS_TOO_FREQUENT');
    const code = await newPendingCode(tx, pending.id, input.channel);
    const text = codeSmsText(language, brandName, 'login', code, CODE_TTL_MINUTES);
    await delivery.send(tx, { channel: input.channel, to: recipient, subject: sms ? null : `[${brandName}] ${MAIL_SUBJECT[language]}`, body: text, carriesSecret: true });
  });
  return { expiredMinutes: CODE_TTL_MINUTES, to: (sms ? maskMobile(member.dialing_code, member.mobile_num) : maskEmail(member.email)) ?? '' };
}

/** Whether `answer` is right for the method; each way counts and uses up what it must. */
async function rightAnswer(ctx: AccountContext, pendingRowId: string, member: { id: string; payee: string | null }, input: SecondStepAnswer): Promise<boolean | 'expired'> {
  const { db } = ctx;
  const answer = input.answer.trim();
  switch (input.method) {
    case 'sms':
    case 'email': {
      const outcome = await checkPendingCode(db, pendingRowId, input.method, answer);
      return outcome === 'ok' ? true : outcome === 'expired' ? 'expired' : false;
    }
    case 'payee':
      return member.payee !== null && member.payee.trim().length >= 2 && sameRealName(answer, member.payee);
    case 'totp':
      return acceptAppCode(db, ctx.sealer, member.id, answer);
    case 'recovery':
      return spendRecoveryCode(db, member.id, answer);
  }
}

/**
 * POST /wps/session/login/second-step: the answer to a pending sign-in. The try is counted twice
 * before anything is compared: on the pending sign-in (PENDING_SIGN_IN_TRIES, then it is dead) and
 * under the account's lock from this address (five wrong in a row lock it for 5 minutes, across
 * pending sign-ins, so signing in again does not buy more guesses). The right answer opens the
 * session in one transaction with the pending sign-in's end, and trusts the address unless the
 * member said not to.
 */
export async function answerSecondStep(ctx: AccountContext, input: SecondStepAnswer, ip: string, deviceId?: string): Promise<LoginValue> {
  const { db } = ctx;
  const pending = await livePendingSignIn(db, input.pendingId, ip);
  const lock = answerSubject(pending.member_id, ip);
  if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
  const left = await claimPendingTry(db, pending.id);
  if (left === null) throw twoStepRefusal.pendingInvalid();

  const member = await findMemberById(db, pending.member_id);
  if (!member) throw twoStepRefusal.pendingInvalid();
  const payeeRows = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1::bigint', [member.id]);
  const right = await rightAnswer(ctx, pending.id, { id: member.id, payee: payeeRows[0]?.payee_name ?? null }, input);
  if (right !== true) {
    if ((await lockIfExhausted(db, lock)) || left === 0) throw refusal('TOO_MANY_ATTEMPTS');
    if (right === 'expired') throw refusal('CODE_EXPIRED', { field: 'answer' });
    throw twoStepRefusal.wrong();
  }
  await clearAttempts(db, lock);

  // The account may have been frozen while the member fetched a code.
  if (member.status === 'FROZEN') throw refusal('ACCOUNT_FROZEN');
  const value = await openSignIn(db, member, ip, pending.user_agent ?? undefined, {
    passwordChange: pending.password_change,
    trust: input.trustAddress === false ? null : 'SECOND_STEP',
    spend: (tx) => completePendingSignIn(tx, pending.id),
    // The browser that answers is the one the session opens in; the first step's browser (the one
    // the password was typed in) is recorded too, so a page that leaves the id out of the answer,
    // or a second browser finishing the sign-in, is still seen by the shared-device signal.
    deviceId,
    firstStepDeviceHash: pending.device_hash,
  });
  // A parallel answer completed it first: that one has the session.
  if (!value) throw twoStepRefusal.pendingInvalid();
  return value;
}
