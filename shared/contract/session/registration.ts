/**
 * Registration: the field rules the form follows, the invitation (affiliate) code check, the SMS
 * code sends (registration, password reset, the member's own number) and the registration itself,
 * whose body travels sealed and whose answer is the new session.
 */
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { captchaFields, DeviceIdHeaderSchema, DialingCodeSchema, EmptyBodySchema, LoginValueSchema, MobileNumberSchema, SmsCodeSchema } from './login';

/** Pattern kinds of the field rules; the message text is keyed by patternId. */
export const PATTERN_IDS = [
  'ANY', 'LENGTH', 'LETTER_FIRST_ALPHANUMERIC', 'KANJI_DIGITS', 'EMAIL', 'ALPHANUMERIC', 'LETTERS_AND_DIGITS', 'DIGITS',
  'HAS_UPPERCASE', 'LETTERS_SPACES', 'NO_SPACES', 'CHINESE', 'DATE_YMD', 'DATE_MDY', 'KOREAN', 'THAI', 'FULL_NAME',
  'FULLWIDTH_JAPANESE', 'UPPERCASE_NO_SPACES', 'STRONG_PASSWORD', 'LETTERS', 'MOBILE', 'URL', 'CUSTOM',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The validation config of one registration field. */
export const RegisterFieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().describe("A regular expression source, or '*' for anything"),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  type: z.enum(['text', 'password', 'email', 'tel', 'date']).describe('The input type to render'),
});
export type RegisterFieldRule = z.output<typeof RegisterFieldRuleSchema>;

export const RegisterSettingsSchema = z
  .object({
    fields: z.array(RegisterFieldRuleSchema),
    /**
     * Whole years a person must have reached to register (the licence's: 21 in the Philippines, else
     * 18). This platform always answers it; a client reads its absence as 18.
     */
    minimumAge: z.number().int().min(18).optional(),
  })
  .meta({ id: 'RegisterSettings' });
export type RegisterSettingsValue = z.output<typeof RegisterSettingsSchema>;

export const AffiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, { error: 'must be letters and digits' }),
  domain: z.string().max(255).optional().describe("Ignored: the platform takes the domain from the request's host"),
});

/** A valid invitation code names its agent. */
export const AffiliateSchema = z.object({ code: z.string(), agentAccount: z.string() });
export type AffiliateValue = z.output<typeof AffiliateSchema>;

/** Free text of a form field; its real rule comes from the register settings. */
const formText = z.string().max(255);

/** The registration payload (sealed). */
export const RegisterRequestSchema = z.object({
  username: formText,
  password: formText,
  confirmPassword: formText,
  mobileNum: formText.optional(),
  countryDialingCode: z.string().max(8).optional(),
  verificationCode: formText.optional(),
  captcha: formText.optional(),
  captchaKey: z.string().max(64).optional(),
  payeeName: formText.optional(),
  email: formText.optional(),
  qqNum: formText.optional(),
  recommenderId: formText.optional(),
  affiliateCode: formText.optional(),
  paymentPassword: formText.optional(),
  line: formText.optional(),
  whatsapp: formText.optional(),
  facebook: formText.optional(),
  wechat: formText.optional(),
  idNumber: formText.optional(),
  /** Required: a registration under the site's minimum age is refused (UNDER_AGE). */
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' }).optional(),
  referralCode: z.string().max(64).optional(),
  domain: z.string().max(255).optional().describe("Ignored: the platform takes the domain from the request's host"),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  login: z.boolean().optional().describe('Sign the new member in'),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** A code send to a number not signed in: registration, or a password reset. */
export const SmsCodeRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNo: MobileNumberSchema,
  username: z.string().trim().max(64).optional().describe('Not checked here: registration itself says whether the name is free'),
  ...captchaFields,
});
export type SmsCodeRequest = z.input<typeof SmsCodeRequestSchema>;

const SEND_LIMITS =
  'Needs a captcha (captcha, captchaKey). At most one code a second per number (SMS_TOO_FREQUENT), 10 sends an hour per address and 500 for the site (SMS_QUOTA).';

function registerDescription(mobileType: boolean): string {
  return (
    'Fields are checked against GET /wps/system/setting/register. Needs DIRECTREG3 and ' +
    (mobileType ? 'MOBILENUMREG3; always needs the SMS code.' : 'USERNAMEREG3; needs the SMS code when REGMOBVERF3 is on.') +
    ' Needs dateOfBirth (YYYY-MM-DD); under the minimum age of GET /wps/system/setting/register: 403 UNDER_AGE (field dateOfBirth); a person on the exclusion register: 403 REGISTER_EXCLUDED.' +
    ' Refusals: VALIDATION, AFFILIATE_INVALID, CAPTCHA_INVALID, CODE_INVALID, CODE_EXPIRED, ACCOUNT_EXISTS, MOBILE_EXISTS, TOO_MANY_ATTEMPTS, FEATURE_DISABLED.'
  );
}

export const registrationEndpoints = {
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'member',
    summary: 'Registration validation config per field (enabled, required, pattern, bounds, input type)',
    response: RegisterSettingsSchema,
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'member',
    summary: 'Check an invitation (affiliate) code; a valid one names its agent',
    description: "A code tied to a domain is valid only when the request's host is that domain.",
    query: AffiliateQuerySchema,
    response: AffiliateSchema,
  }),
  register: endpoint({
    method: 'PUT',
    path: '/wps/member/register',
    caller: 'visitor',
    headers: DeviceIdHeaderSchema,
    closedSite: 'refuse',
    sealed: true,
    tag: 'member',
    summary: 'Register by username (sealed body)',
    description: registerDescription(false),
    body: RegisterRequestSchema,
    response: LoginValueSchema,
  }),
  registerByMobile: endpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    caller: 'visitor',
    headers: DeviceIdHeaderSchema,
    closedSite: 'refuse',
    sealed: true,
    tag: 'member',
    summary: 'Register by mobile number; the number is the username (sealed body)',
    description: registerDescription(true),
    body: RegisterRequestSchema,
    response: LoginValueSchema,
  }),
  registerCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'member',
    summary: 'Send a registration code to a number',
    description:
      'Needs DIRECTREG3 and MOBILENUMREG3 or REGMOBVERF3. The answer is the same whether or not the number (or username) is taken: ' +
      'a number that already has an account gets a notice instead of a code, and registration itself says ACCOUNT_EXISTS or MOBILE_EXISTS. ' +
      SEND_LIMITS,
    body: SmsCodeRequestSchema,
    response: SmsCodeSchema,
  }),
  resetCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'member',
    summary: 'Send a password-reset code to a registered number',
    description:
      'The code is used by POST /wps/member/password/verification. A number without an account gets nothing, with the same answer. ' + SEND_LIMITS,
    body: SmsCodeRequestSchema,
    response: SmsCodeSchema,
  }),
  memberCode: endpoint({
    method: 'POST',
    path: '/wps/verification/sms',
    caller: 'realMember',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'member',
    summary: "Send a code to the signed-in member's own number",
    description: 'No captcha (the session stands for it); the send throttle and quotas apply.',
    body: EmptyBodySchema,
    response: SmsCodeSchema,
  }),
};
