import { randomBytes } from 'node:crypto';
import type { LoginRequest, LoginValue, PasswordChangeReason } from '@site/shared/contract';
import { consumeCaptcha } from './captcha';
import { checkCode, spendCode } from './codes';
import { mobileNumber, requireFeatures, type AccountContext } from './context';
import {
  accountSubject,
  attemptSubject,
  captchaRequired,
  claimAttempt,
  clearAttempts,
  isLocked,
  lockIfExhausted,
  mobileSubject,
  recordLoginFailure,
  trialAllowed,
} from './limits';
import { findMemberByAccount, findMemberByMobile, insertMember, isAgentType, memberLabelText, TRIAL_TYPE, uniqueViolation, type MemberRow } from './members';
import { DEFAULT_PASSWORD, hashPassword, needsRehash, NO_PASSWORD, verifyPassword } from './passwords';
import { refusal } from '../http/refusals';
import { deviceHashOf, recordDevice, recordDeviceHash } from './device-id';
import { recordLogin } from './login-record';
import { createSession, type NewSession } from './sessions';
import { secondStepGate } from './two-step/pending-sign-ins';
import { trustAddress, type TrustHow } from './two-step/trusted-addresses';
import type { Db } from '../db/database';

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
 * POST /wps/session/login, after decryption and validation. The order matters: lock → captcha
 * demand → claim the attempt → credentials → account state → session. The attempt is counted
 * (per name or number and source address) in the statement that checks the lock, before the
 * password or code is compared, so parallel guesses get no more tries than sequential ones. A
 * missing or wrong captcha is refused without counting; so are a frozen account and the agent side.
 */
export async function login(ctx: AccountContext, input: LoginRequest, ip: string, userAgent?: string, deviceId?: string): Promise<LoginValue> {
  const { db, system } = ctx;
  const sms = input.type === 'sms';
  const flags = sms ? await requireFeatures(system, 'MOBILEVERCODELOGIN3') : await system.flags();
  const mobile = sms ? await mobileNumber(system, input.countryDialingCode, input.username, { dialingCode: 'countryDialingCode', number: 'username' }) : null;
  /** Failed logins for the name or number from anywhere decide the captcha demand ... */
  const subject = mobile ? mobileSubject(mobile.full) : accountSubject(input.username);
  /** ... but only those from this address can lock it. */
  const lockSubject = attemptSubject(subject, ip);

  const refusalValue = async () => ({ captchaRequired: await captchaRequired(db, subject, ip) });
  const tooMany = async () => refusal('TOO_MANY_ATTEMPTS', { value: await refusalValue() });
  /** A claimed attempt was not right; the one that completes the run answers TOO_MANY_ATTEMPTS. */
  const wrong = async (code: 'LOGIN_FAILED' | 'CODE_INVALID' | 'CODE_EXPIRED', field: string) => {
    await recordLoginFailure(db, subject, ip);
    const locked = await lockIfExhausted(db, lockSubject);
    const value = await refusalValue();
    return locked ? refusal('TOO_MANY_ATTEMPTS', { value }) : refusal(code, { field, value });
  };

  if (await isLocked(db, lockSubject)) throw await tooMany();

  if (await captchaRequired(db, subject, ip)) {
    if (!input.captcha || !input.captchaKey) throw refusal('CAPTCHA_REQUIRED', { field: 'captcha', value: { captchaRequired: true } });
    if (!(await consumeCaptcha(db, input.captchaKey, input.captcha))) throw refusal('CAPTCHA_INVALID', { field: 'captcha', value: { captchaRequired: true } });
  }

  if (!(await claimAttempt(db, lockSubject))) throw await tooMany();

  let member: MemberRow | null;
  let codeId: string | null = null;
  if (mobile) {
    member = await findMemberByMobile(db, mobile.dialingCode, mobile.number);
    // An unknown number never got a code, so whatever was typed is wrong: the same answer.
    const check = await checkCode(db, { purpose: 'login', recipient: mobile.full, code: input.password.trim() });
    if (check.outcome === 'expired') throw await wrong('CODE_EXPIRED', 'password');
    if (check.outcome !== 'ok' || !member) throw await wrong('CODE_INVALID', 'password');
    codeId = check.codeId;
  } else {
    member = await findMemberByAccount(db, input.username);
    // Checked even for an unknown name, so the answer takes as long either way.
    const valid = await verifyPassword(input.password, member?.password_hash ?? NO_PASSWORD);
    if (!member || !valid) throw await wrong('LOGIN_FAILED', 'password');
  }
  await clearAttempts(db, lockSubject, subject);

  if (member.status === 'FROZEN') throw refusal('ACCOUNT_FROZEN');
  if (input.side === 'agent' && !isAgentType(member.type)) throw refusal('NOT_AGENT');

  const passwordChange = passwordChangeReason(member, input, flags);
  if (!sms && needsRehash(member.password_hash)) {
    const rehashed = await hashPassword(input.password);
    // Only if the password did not change meanwhile.
    await db.query('UPDATE members SET password_hash = $2 WHERE id = $1::bigint AND password_hash = $3', [member.id, rehashed, member.password_hash]);
  }
  // A code login has just shown the phone, which is what the second step would ask again.
  const trust = sms ? null : await secondStepGate(db, { member, ip, userAgent, deviceId, side: input.side ?? 'member', passwordChange, demoMode: ctx.demoMode === true });
  const spent = codeId;
  const value = await openSignIn(db, member, ip, userAgent, {
    passwordChange,
    trust,
    spend: spent ? (tx) => spendCode(tx, spent) : undefined,
    deviceId,
  });
  // A parallel login used the same code first.
  if (!value) throw await wrong('CODE_INVALID', 'password');
  return value;
}

/**
 * Opens the session of a sign-in that passed every check (the password or code, and the second
 * step where one was needed), in one transaction with what it uses up (`spend`: false when a
 * parallel request used it first; then no session opens and the answer is null) and the address
 * it trusts (`trust`; an address already trusted is only marked as used).
 */
export async function openSignIn(
  db: Db,
  member: MemberRow,
  ip: string,
  userAgent: string | undefined,
  options: {
    passwordChange: PasswordChangeReason | null;
    trust: TrustHow | null;
    spend?: (tx: Db) => Promise<boolean>;
    deviceId?: string;
    /** The browser of a second step's first step (kept hashed on the pending sign-in), recorded too when it is another one. */
    firstStepDeviceHash?: string | null;
  },
): Promise<LoginValue | null> {
  const session = await db.transaction(async (tx) => {
    if (options.spend && !(await options.spend(tx))) return null;
    const opened = await createSession(tx, member.id, ip, { passwordChangeRequired: options.passwordChange !== null });
    await tx.query('UPDATE members SET first_login_at = COALESCE(first_login_at, now()), last_login_at = now() WHERE id = $1::bigint', [member.id]);
    await recordLogin(tx, member.id, ip, userAgent);
    await recordDevice(tx, member.id, options.deviceId);
    if (options.firstStepDeviceHash && options.firstStepDeviceHash !== deviceHashOf(options.deviceId)) await recordDeviceHash(tx, member.id, options.firstStepDeviceHash);
    if (options.trust) await trustAddress(tx, member.id, ip, options.trust, userAgent);
    return opened;
  });
  if (!session) return null;
  return loginValue(member, session, { firstTimeLogin: member.first_login_at === null, passwordChange: options.passwordChange });
}

/**
 * Why the password must change before anything else; the platform's one decision on it.
 * 'default': the well-known default password or one the operator set (or the member asked to
 * change); 'expired': older than the maximum age while FORCEPWDCHANGE3 is on. A code login has no
 * password to judge.
 */
function passwordChangeReason(member: MemberRow, input: LoginRequest, flags: Record<string, boolean>): PasswordChangeReason | null {
  if (input.type === 'sms') return null;
  if (member.must_change_password || input.password === DEFAULT_PASSWORD) return 'default';
  if (flags.FORCEPWDCHANGE3 === true && member.password_aged) return 'expired';
  return null;
}

/** Trial login names: 'trial_' and 10 hex digits (registration cannot make a name with '_'). */
function trialAccountName(): string {
  return `trial_${randomBytes(5).toString('hex')}`;
}

/** POST /wps/session/login/freeplay: a new trial account (type 4) and its session. */
export async function freePlay(ctx: AccountContext, ip: string): Promise<LoginValue> {
  const { db, system } = ctx;
  await requireFeatures(system, 'FREEPLAY3');
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
