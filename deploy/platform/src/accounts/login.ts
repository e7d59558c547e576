import { randomBytes } from 'node:crypto';
import type { LoginRequest, LoginValue, PasswordChangeReason } from '@site/shared/contract';
import { consumeCaptcha } from './captcha';
import { useCode } from './codes';
import { mobileNumber, requireFeatures, type AccountContext } from './context';
import {
  accountSubject,
  captchaRequired,
  clearAttempts,
  isLocked,
  mobileSubject,
  recordLoginFailure,
  recordWrongAttempt,
  trialAllowed,
} from './limits';
import { findMemberByAccount, findMemberByMobile, insertMember, isAgentType, memberLabelText, TRIAL_TYPE, uniqueViolation, type MemberRow } from './members';
import { DEFAULT_PASSWORD, NO_PASSWORD, verifyPassword } from './passwords';
import { refusal } from './refusals';
import { createSession, type NewSession } from './sessions';

function loginValue(
  member: Pick<MemberRow, 'id' | 'account' | 'type' | 'labels'>,
  session: NewSession,
  flags: { firstTimeLogin: boolean; passwordChange: PasswordChangeReason | null },
): LoginValue {
  return {
    token: session.token,
    firstTimeLogin: flags.firstTimeLogin,
    passwordExpired: flags.passwordChange !== null,
    passwordChange: flags.passwordChange,
    expiresAt: session.expiresAt,
    account: member.account,
    customerId: member.id,
    type: member.type,
    memberLabel: memberLabelText(member),
  };
}

/**
 * POST /wps/session/login, after decryption and validation. The order matters:
 * lock → captcha demand → credentials → account state → session. Wrong passwords, codes and
 * captchas count towards the lock and the captcha demand; a refusal for a missing captcha or a
 * frozen account does not.
 */
export async function login(ctx: AccountContext, input: LoginRequest, ip: string): Promise<LoginValue> {
  const { db, store } = ctx;
  const sms = input.type === 'sms';
  const flags = sms ? await requireFeatures(store, 'MOBILEVERCODELOGIN3') : await store.flags();
  const mobile = sms ? await mobileNumber(store, input.countryDialingCode, input.username, { dialingCode: 'countryDialingCode', number: 'username' }) : null;
  const subject = mobile ? mobileSubject(mobile.full) : accountSubject(input.username);

  const refusalValue = async () => ({ captchaRequired: await captchaRequired(db, subject, ip) });
  /** Counts a wrong answer; the fifth in a row answers TOO_MANY_ATTEMPTS instead of `code`. */
  const wrong = async (code: 'LOGIN_FAILED' | 'CAPTCHA_INVALID' | 'CODE_INVALID', field: string) => {
    const locked = await recordWrongAttempt(db, subject);
    await recordLoginFailure(db, subject, ip);
    const value = await refusalValue();
    return locked ? refusal('TOO_MANY_ATTEMPTS', { value }) : refusal(code, { field, value });
  };

  if (await isLocked(db, subject)) throw refusal('TOO_MANY_ATTEMPTS', { value: await refusalValue() });

  if (await captchaRequired(db, subject, ip)) {
    if (!input.captcha || !input.captchaKey) throw refusal('CAPTCHA_REQUIRED', { field: 'captcha', value: { captchaRequired: true } });
    if (!(await consumeCaptcha(db, input.captchaKey, input.captcha))) throw await wrong('CAPTCHA_INVALID', 'captcha');
  }

  let member: MemberRow | null;
  if (mobile) {
    member = await findMemberByMobile(db, mobile.dialingCode, mobile.number);
    // No code was ever sent to an unknown number, so whatever was typed is wrong.
    if (!member) throw await wrong('CODE_INVALID', 'password');
  } else {
    member = await findMemberByAccount(db, input.username);
    // Checked even for an unknown name, so the answer takes as long either way.
    const valid = await verifyPassword(input.password, member?.password_hash ?? NO_PASSWORD);
    if (!member || !valid) throw await wrong('LOGIN_FAILED', 'password');
  }

  if (member.status === 'FROZEN') throw refusal('ACCOUNT_FROZEN');
  if (input.side === 'agent' && !isAgentType(member.type)) throw refusal('NOT_AGENT');

  const signedIn = member;
  const outcome = await db.transaction(async (tx) => {
    if (mobile) {
      const check = await useCode(tx, { purpose: 'login', recipient: mobile.full, code: input.password.trim() });
      if (check !== 'ok') return check;
    }
    const session = await createSession(tx, signedIn.id, ip);
    await tx.query('UPDATE members SET first_login_at = COALESCE(first_login_at, now()), last_login_at = now() WHERE id = $1::bigint', [signedIn.id]);
    return session;
  });
  if (outcome === 'expired') throw refusal('CODE_EXPIRED', { field: 'password', value: await refusalValue() });
  if (outcome === 'invalid') throw await wrong('CODE_INVALID', 'password');

  await clearAttempts(db, subject);
  const passwordChange: PasswordChangeReason | null = sms
    ? null
    : member.must_change_password || input.password === DEFAULT_PASSWORD
      ? 'default'
      : flags.FORCEPWDCHANGE3 === true && member.password_aged
        ? 'expired'
        : null;
  return loginValue(member, outcome, { firstTimeLogin: member.first_login_at === null, passwordChange });
}

/** Trial login names: 'trial_' and 10 hex digits (registration cannot make a name with '_'). */
function trialAccountName(): string {
  return `trial_${randomBytes(5).toString('hex')}`;
}

/** POST /wps/session/login/freeplay: a new trial account (type 4) and its session. */
export async function freePlay(ctx: AccountContext, ip: string): Promise<LoginValue> {
  const { db, store } = ctx;
  await requireFeatures(store, 'FREEPLAY3');
  if (!(await trialAllowed(db, ip))) throw refusal('TOO_MANY_ATTEMPTS');
  for (let attempt = 0; ; attempt += 1) {
    const account = trialAccountName();
    try {
      const { id, session } = await db.transaction(async (tx) => {
        const memberId = await insertMember(tx, {
          account,
          type: TRIAL_TYPE,
          passwordHash: NO_PASSWORD,
          nickname: 'Guest',
          registerIp: ip,
          registerMethod: 'FREEPLAY',
          firstLogin: true,
        });
        return { id: memberId, session: await createSession(tx, memberId, ip) };
      });
      return loginValue({ id, account, type: TRIAL_TYPE, labels: [] }, session, { firstTimeLogin: true, passwordChange: null });
    } catch (error) {
      // A name collision (1 in 2^40) just draws another name.
      if (uniqueViolation(error) !== 'account' || attempt >= 2) throw error;
    }
  }
}
