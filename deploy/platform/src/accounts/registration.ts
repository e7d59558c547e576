import type { LoginValue } from '@site/shared/contract';
import type { z } from 'zod';
import type { RegisterRequestSchema } from '@site/shared/contract/session';
import { consumeCaptcha } from './captcha';
import { checkCode, spendCode } from './codes';
import { mobileNumber, requireFeatures, type AccountContext, type MobileNumber } from './context';
import { checkRegistrationFields, ruleOf } from './field-checks';
import { attemptSubject, claimAttempt, clearAttempts, lockIfExhausted, mobileSubject } from './limits';
import { accountTaken, findAffiliate, insertMember, MEMBER_TYPE, mobileTaken, uniqueViolation, type AffiliateRow } from './members';
import { hashPassword } from './passwords';
import { PlatformError } from '../http/errors';
import { refusal } from '../http/refusals';
import { createSession } from './sessions';
import { trustAddress } from './two-step/trusted-addresses';
import { recordDevice } from './device-id';

type RegisterInput = z.output<typeof RegisterRequestSchema>;

/** Empty after trimming means not given. */
function given(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The date of birth, checked: given, a real date in the past, and at least `minimumAge` whole years
 * before the site's today (birthdays turn over at the site's midnight, where its days are counted).
 * Decision: an agent's register centre does not ask it; the agent answers for the people it signs up.
 */
async function checkAge(db: AccountContext['db'], dateOfBirth: string | undefined, minimumAge: number): Promise<string> {
  const text = dateOfBirth?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new PlatformError(400, 'VALIDATION', 'dateOfBirth: is required (YYYY-MM-DD)', 'dateOfBirth');
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new PlatformError(400, 'VALIDATION', 'dateOfBirth: is not a date', 'dateOfBirth');
  }
  const [row] = await db.query<{ years: number; future: boolean }>(
    'SELECT extract(year FROM age(site_day(now()), $1::date))::int AS years, $1::date > site_day(now()) AS future',
    [text],
  );
  if (row!.future) throw new PlatformError(400, 'VALIDATION', 'dateOfBirth: is in the future', 'dateOfBirth');
  if (row!.years < minimumAge) {
    throw new PlatformError(403, 'UNDER_AGE', `You must be ${minimumAge} or over to register`, 'dateOfBirth');
  }
  return text;
}

/**
 * PUT /wps/member/register (username type) and /wps/member/register/mobile (the number is the
 * username), after decryption. Checks in this order, none of which writes anything a person could
 * notice: features, field rules, invitation code (against the request's domain), captcha (used up,
 * right or wrong), free name and number, the SMS code (the try counted before the comparison, for
 * the number from this address, like logins); then one transaction spends the code, creates the
 * member and signs it in. Any refusal leaves no member and no session; a right code stays usable.
 * The answer never asks for a password change (passwordChange null): the member just chose it.
 */
export async function register(
  ctx: AccountContext,
  input: RegisterInput,
  options: {
    mobileType: boolean;
    ip: string;
    domain: string;
    deviceId?: string;
    /** Whole years the person must have reached (the brand profile's). */
    minimumAge: number;
    /** Refuses a person the exclusion register lists (the protection area's check); nothing is written before it. */
    refuseListedPerson?: (person: { mobile: string | null; email: string | null; fullName: string | null; dateOfBirth: string | null }) => Promise<void>;
  },
): Promise<LoginValue> {
  const { db, system } = ctx;
  const flags = await requireFeatures(system, 'DIRECTREG3', options.mobileType ? 'MOBILENUMREG3' : 'USERNAMEREG3');
  const smsRequired = options.mobileType || flags.REGMOBVERF3 === true;
  const rules = await ctx.registerFields.rules();

  checkRegistrationFields(rules, input, { mobileType: options.mobileType, smsRequired });
  const dateOfBirth = await checkAge(db, input.dateOfBirth, options.minimumAge);

  const rawMobile = given(input.mobileNum);
  const mobile: MobileNumber | null = rawMobile
    ? await mobileNumber(system, input.countryDialingCode, rawMobile, { dialingCode: 'countryDialingCode', number: 'mobileNum' })
    : null;
  const account = options.mobileType ? mobile!.number : input.username.trim();

  const enabled = (field: 'affiliateCode' | 'captcha' | 'email' | 'payeeName') => ruleOf(rules, field)?.enabled === true;
  const valueIf = (field: Parameters<typeof ruleOf>[1], value: string | undefined) => (ruleOf(rules, field)?.enabled ? given(value) : null);

  let affiliate: AffiliateRow | null = null;
  const affiliateCode = enabled('affiliateCode') ? given(input.affiliateCode) : null;
  if (affiliateCode) {
    affiliate = await findAffiliate(db, affiliateCode, options.domain);
    if (!affiliate) throw refusal('AFFILIATE_INVALID', { field: 'affiliateCode' });
  }

  if (enabled('captcha') && !(await consumeCaptcha(db, input.captchaKey, input.captcha))) throw refusal('CAPTCHA_INVALID', { field: 'captcha' });

  await options.refuseListedPerson?.({ mobile: mobile?.full ?? null, email: valueIf('email', input.email), fullName: valueIf('payeeName', input.payeeName), dateOfBirth });

  if (await accountTaken(db, account)) throw refusal('ACCOUNT_EXISTS', { field: options.mobileType ? 'mobileNum' : 'username' });
  if (mobile && (await mobileTaken(db, mobile.dialingCode, mobile.number))) throw refusal('MOBILE_EXISTS', { field: 'mobileNum' });

  let codeId: string | null = null;
  if (smsRequired && mobile) {
    const lock = attemptSubject(mobileSubject(mobile.full), options.ip);
    if (!(await claimAttempt(db, lock))) throw refusal('TOO_MANY_ATTEMPTS');
    const check = await checkCode(db, { purpose: 'register', recipient: mobile.full, code: (input.verificationCode ?? '').trim() });
    if (check.outcome !== 'ok') {
      if (await lockIfExhausted(db, lock)) throw refusal('TOO_MANY_ATTEMPTS');
      throw refusal(check.outcome === 'expired' ? 'CODE_EXPIRED' : 'CODE_INVALID', { field: 'verificationCode' });
    }
    await clearAttempts(db, lock);
    codeId = check.codeId;
  }

  const passwordHash = await hashPassword(input.password);
  // An agent's AGENT invitation code makes the new account a sub-agent under it.
  const type = affiliate?.accountType ?? MEMBER_TYPE;
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      if (codeId && !(await spendCode(tx, codeId))) return null;
      const memberId = await insertMember(tx, {
        account,
        type,
        passwordHash,
        uplineId: affiliate?.agentId ?? null,
        dialingCode: mobile?.dialingCode ?? null,
        mobileNum: mobile?.number ?? null,
        email: valueIf('email', input.email),
        payeeName: valueIf('payeeName', input.payeeName),
        qqNum: valueIf('qqNum', input.qqNum),
        line: valueIf('line', input.line),
        whatsapp: valueIf('whatsapp', input.whatsapp),
        facebook: valueIf('facebook', input.facebook),
        wechat: valueIf('wechat', input.wechat),
        idNumber: valueIf('idNumber', input.idNumber),
        recommenderId: valueIf('recommenderId', input.recommenderId),
        affiliateCode: affiliate?.code ?? null,
        referralCode: given(input.referralCode),
        registerDomain: options.domain,
        registerUrl: given(input.registerUrl),
        registerMethod: input.registerMethod ?? 'WEB',
        registerIp: options.ip,
        // A payment password would need its own hash; the field is off in the seeded settings.
        paymentPasswordHash: null,
        firstLogin: true,
      });
      await recordDevice(tx, memberId, options.deviceId);
      // Where the member registered is where they are: signing in from there needs no second step.
      await trustAddress(tx, memberId, options.ip, 'REGISTRATION');
      await tx.query('UPDATE members SET date_of_birth = $2::date WHERE id = $1::bigint', [memberId, dateOfBirth]);
      return { memberId, session: await createSession(tx, memberId, options.ip) };
    });
  } catch (error) {
    // Someone took the name or number between the check and the insert.
    const broken = uniqueViolation(error);
    if (broken === 'account') throw refusal('ACCOUNT_EXISTS', { field: options.mobileType ? 'mobileNum' : 'username' });
    if (broken === 'mobile') throw refusal('MOBILE_EXISTS', { field: 'mobileNum' });
    throw error;
  }

  // A parallel registration spent the same code first.
  if (!outcome) throw refusal('CODE_INVALID', { field: 'verificationCode' });
  return {
    token: outcome.session.token,
    firstTimeLogin: true,
    passwordExpired: false,
    passwordChange: null,
    expiresAt: outcome.session.expiresAt,
    account,
    customerId: outcome.memberId,
    type,
    memberLabel: '',
  };
}
