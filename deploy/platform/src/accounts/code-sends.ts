import { validationError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import { consumeCaptcha } from './captcha';
import { CODE_TTL_MINUTES, issueCode, type CodePurpose } from './codes';
import type { AccountContext, MobileNumber } from './context';
import { attemptSubject, claimSendQuota, claimSendSlot, isLocked, mobileSubject } from './limits';
import { refusal } from '../http/refusals';

/**
 * What a send does for the number it names: a code, a notice without one (registration to a number
 * that already has an account), or nothing (a reset or login code for a number nobody registered).
 * The caller answers the same in every case, so the answer never says whether a number is known.
 */
export type SendAction = { kind: 'code'; purpose: CodePurpose } | { kind: 'notice'; text: (brandName: string, language: ContentLanguage) => string } | { kind: 'nothing' };

/**
 * A code send from a visitor: the captcha (required; a wrong one is refused and counts for
 * nothing else), the lock of the number from this address, then, in one transaction, the
 * per-address and site-wide quotas (SMS_QUOTA), the one-a-second throttle of the number
 * (SMS_TOO_FREQUENT) and the action. Every check runs whatever the action, so known and unknown
 * numbers get the same answers and the same limits.
 */
export async function sendToNumber(
  ctx: AccountContext,
  request: { mobile: MobileNumber; ip: string; captcha?: string; captchaKey?: string; captchaRequired: boolean; language?: ContentLanguage },
  action: SendAction,
): Promise<{ expiredMinutes: number }> {
  const { db, system, delivery } = ctx;
  if (request.captchaRequired) {
    if (!request.captcha) throw validationError('captcha', 'is required');
    if (!request.captchaKey) throw validationError('captchaKey', 'is required');
    if (!(await consumeCaptcha(db, request.captchaKey, request.captcha))) throw refusal('CAPTCHA_INVALID', { field: 'captcha' });
  }
  if (await isLocked(db, attemptSubject(mobileSubject(request.mobile.full), request.ip))) throw refusal('TOO_MANY_ATTEMPTS');
  const { brandName } = await system.settings();
  const recipient = request.mobile.full;
  // The SMS is written in the language of the page that asked for it.
  const language = request.language ?? 'en';
  await db.transaction(async (tx) => {
    await claimSendQuota(tx, request.ip);
    if (!(await claimSendSlot(tx, recipient))) throw refusal('SMS_TOO_FREQUENT');
    if (action.kind === 'code') await issueCode(tx, delivery, { purpose: action.purpose, recipient, brandName, language });
    if (action.kind === 'notice') await delivery.send(tx, { channel: 'sms', to: recipient, subject: null, body: action.text(brandName, language), carriesSecret: false });
  });
  return { expiredMinutes: CODE_TTL_MINUTES };
}
