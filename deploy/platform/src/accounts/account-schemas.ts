/**
 * zod schemas of the accounts calls (sessions and members): what callers send (the inner payload
 * of encrypted calls included) and what they get. The checks at the bottom keep them equal to the
 * types of `@site/shared/contract`.
 */
import { z } from 'zod';
import type {
  AffiliateValue,
  ChangePasswordRequest,
  EncryptedBody,
  LoginCodeRequest,
  LoginRefusalValue,
  LoginRequest,
  LoginValue,
  MemberIconValue,
  MemberInfoValue,
  RegisterFieldRule,
  RegisterSettingsValue,
  ResetPasswordByLinkRequest,
  ResetPasswordByPhoneRequest,
  RsaKeyValue,
  SmsCodeRequest,
  SmsCodeValue,
} from '@site/shared/contract';
import { SealedEnvelopeShape } from '../crypto/envelope';
import { ErrorEnvelopeSchema } from '../http/schemas';
import { ACCOUNT_TYPES, TRIAL_TYPE } from './members';

/* ───────────── Shared pieces ───────────── */

const DIALING_CODE = /^\+[0-9]{1,4}$/;
export const DialingCodeSchema = z
  .string()
  .trim()
  .regex(DIALING_CODE, { error: "must be a dialing code such as '+84'" })
  .describe("Dialing code, e.g. '+84'");

/** A national number: digits only (a leading 0, the trunk prefix, is dropped by the handlers). */
export const MobileNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4,20}$/, { error: 'must be 4 to 20 digits' })
  .describe('The number without the dialing code, digits only');

/** Login names: what registration, free play and the operator can create. */
const LOGIN_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** Free text of a form field; its real rule comes from the register settings (checkField). */
const formText = z.string().max(255);

/* ───────────── Requests ───────────── */

/**
 * The envelope of a sealed call, as documented. Validation never refuses it here: a misshapen body
 * goes on unchanged to the opener, which answers it like every other body it cannot open (one
 * SEALED_BODY_INVALID), so the shape check tells a prober nothing the decryption would not.
 */
export const EncryptedBodySchema = SealedEnvelopeShape.catch((ctx) => ctx?.input as EncryptedBody)
  .describe('The payload sealed with AES-256-GCM, its key RSA-OAEP wrapped (sealPayload in @site/shared/contract)')
  .meta({ id: 'EncryptedBody' });

export const LoginRequestSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(LOGIN_NAME, { error: 'must be letters, digits or _' })
    .describe('The login name, or in sms mode the mobile number'),
  password: z.string().min(1).max(128).describe('The password, or in sms mode the one-time code'),
  countryDialingCode: DialingCodeSchema.optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
  side: z.enum(['member', 'agent']).optional(),
});

/** The captcha every code send and phone reset carries (optional here; the handler names a missing one). */
const captchaFields = {
  captcha: z.string().trim().max(16).optional().describe('The answer to the captcha image (required)'),
  captchaKey: z.string().max(64).optional().describe('The key the captcha image was fetched with (required)'),
};

export const LoginCodeRequestSchema = z.object({
  mobileNum: MobileNumberSchema,
  countryDialingCode: DialingCodeSchema,
  ...captchaFields,
});

export const SmsCodeRequestSchema = z.object({
  countryDialingCode: DialingCodeSchema,
  mobileNo: MobileNumberSchema,
  username: z.string().trim().max(64).optional().describe('Not checked here: registration itself says whether the name is free'),
  ...captchaFields,
});

export const EmptyBodySchema = z.object({}).nullish().describe('No fields (an empty body is fine)');

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
  referralCode: z.string().max(64).optional(),
  domain: z.string().max(255).optional().describe("Ignored: the platform takes the domain from the request's host"),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  login: z.boolean().optional(),
});

export const ChangePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const ResetPasswordByPhoneRequestSchema = z.object({
  mobileNum: MobileNumberSchema,
  countryDialingCode: DialingCodeSchema,
  verificationCode: z.string().trim().max(16),
  newPassword: z.string().max(128),
  ...captchaFields,
});

export const ResetPasswordByLinkRequestSchema = z.object({
  token: z.string().trim().max(128).describe('The resetToken of the mailed link'),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const PasswordByEmailRequestSchema = z
  .object({
    username: z.string().trim().min(1).max(64).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }),
    email: z.string().trim().min(3).max(254).regex(/^[^\s@<>]+@[^\s@<>]+$/, { error: 'must be an email address' }),
  })
  .meta({ id: 'PasswordByEmailForm' });

export const CaptchaQuerySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'must be 8 to 64 of A-Z, a-z, 0-9, -' })
    .describe('A key the client made up (a UUID); the answer is checked against it'),
});

export const AffiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9]+$/, { error: 'must be letters and digits' }),
});

export const OutboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(254).optional().describe("Recipient: '+84912345678' or an email address"),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, { error: 'must be a number from 1 to 200' })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: 'must be a number from 1 to 200' }).max(200, { error: 'must be a number from 1 to 200' }))
    .optional(),
});

export const OpsMemberCreateSchema = z
  .strictObject({
    account: z.string().trim().min(3).max(32).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }),
    password: z.string().min(1).max(128).describe('Not checked against the register rule (a forced-change journey needs 123456)'),
    type: z
      .number()
      .int()
      .refine((type) => ACCOUNT_TYPES.includes(type) && type !== TRIAL_TYPE, { error: 'must be one of 0, 1, 2, 41, 42' })
      .optional(),
    upline: z.string().trim().min(1).max(64).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }).optional(),
    mobileNum: MobileNumberSchema.optional(),
    countryDialingCode: DialingCodeSchema.optional(),
    email: z.string().trim().max(100).regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, { error: 'must be an email address' }).optional(),
    nickname: z.string().trim().min(1).max(64).regex(/^[^<>]+$/, { error: 'must not contain < or >' }).optional(),
    mustChangePassword: z.boolean().optional(),
    affiliateCode: z.string().regex(/^[A-Za-z0-9]{4,20}$/, { error: 'must be 4 to 20 letters and digits' }).optional(),
  })
  .meta({ id: 'OpsMemberCreate' });

export type OpsMemberCreate = z.output<typeof OpsMemberCreateSchema>;

export const CaptchaKeyParamsSchema = z.object({ key: CaptchaQuerySchema.shape.key });

/* ───────────── Answers ───────────── */

export const RsaKeySchema = z
  .object({ kid: z.string(), publicKey: z.string(), serverTime: z.number().int().describe("The platform's clock (ms since 1970), which sealed bodies carry") })
  .meta({ id: 'RsaKey' });

export const LoginValueSchema = z
  .object({
    token: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean().describe('The password must be changed now (passwordChange is not null)'),
    passwordChange: z
      .enum(['default', 'expired'])
      .nullable()
      .describe("Why the password must be changed first: 'default' (default or operator-set password), 'expired' (too old), or null"),
    expiresAt: z.string(),
    account: z.string(),
    customerId: z.string(),
    type: z.number().int(),
    memberLabel: z.string(),
  })
  .meta({ id: 'LoginValue' });

export const LoginRefusalSchema = z.object({ captchaRequired: z.boolean() }).meta({ id: 'LoginRefusal' });

/** Refusals of login: `value` says whether the next try needs a captcha. */
export const LoginRefusalEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: LoginRefusalSchema.nullable() }).meta({
  id: 'LoginRefusalEnvelope',
});

export const MemberInfoSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    username: z.string(),
    nickname: z.string(),
    type: z.number().int(),
    toUpline: z.string().nullable(),
    clubLabel: z.object({ labelName: z.string(), rankLevel: z.number() }).nullable(),
    memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
    mobileNum: z.string().nullable(),
    email: z.string().nullable(),
    currencySymbol: z.string(),
    registeredAt: z.string(),
  })
  .meta({ id: 'MemberInfo' });

export const MemberIconSchema = z.object({ iconUrl: z.string() });

export const PATTERN_IDS = [
  'ANY', 'LENGTH', 'LETTER_FIRST_ALPHANUMERIC', 'KANJI_DIGITS', 'EMAIL', 'ALPHANUMERIC', 'LETTERS_AND_DIGITS', 'DIGITS',
  'HAS_UPPERCASE', 'LETTERS_SPACES', 'NO_SPACES', 'CHINESE', 'DATE_YMD', 'DATE_MDY', 'KOREAN', 'THAI', 'FULL_NAME',
  'FULLWIDTH_JAPANESE', 'UPPERCASE_NO_SPACES', 'STRONG_PASSWORD', 'LETTERS', 'MOBILE', 'URL', 'CUSTOM',
] as const;

export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
  'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
] as const;

export const RegisterFieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.enum(PATTERN_IDS),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  type: z.enum(['text', 'password', 'email', 'tel', 'date']),
});

export const RegisterSettingsSchema = z.object({ fields: z.array(RegisterFieldRuleSchema) }).meta({ id: 'RegisterSettings' });

export const AffiliateSchema = z.object({ code: z.string(), agentAccount: z.string() });

export const SmsCodeSchema = z.object({ expiredMinutes: z.number().int() });

export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  carriesSecret: z.boolean().describe('A code or reset link is in it: deleted after 15 minutes'),
  createdAt: z.string(),
});

export const OpsMemberCreatedSchema = z.object({ id: z.number().int(), account: z.string(), type: z.number().int() });

export const CaptchaAnswerSchema = z.object({ answer: z.string() });

// Compile-time agreement with the shared contract (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type _AccountContractChecks = [
  Expect<Same<z.output<typeof RsaKeySchema>, RsaKeyValue>>,
  Expect<Same<z.output<typeof EncryptedBodySchema>, EncryptedBody>>,
  Expect<Same<z.output<typeof LoginValueSchema>, LoginValue>>,
  Expect<Same<z.output<typeof LoginRefusalSchema>, LoginRefusalValue>>,
  Expect<Same<z.output<typeof MemberInfoSchema>, MemberInfoValue>>,
  Expect<Same<z.output<typeof MemberIconSchema>, MemberIconValue>>,
  Expect<Same<z.output<typeof RegisterFieldRuleSchema>, RegisterFieldRule>>,
  Expect<Same<z.output<typeof RegisterSettingsSchema>, RegisterSettingsValue>>,
  Expect<Same<z.output<typeof AffiliateSchema>, AffiliateValue>>,
  Expect<Same<z.output<typeof SmsCodeSchema>, SmsCodeValue>>,
  Expect<Same<z.output<typeof LoginCodeRequestSchema>, LoginCodeRequest>>,
  Expect<Same<z.output<typeof LoginRequestSchema>, LoginRequest>>,
  Expect<Same<z.output<typeof SmsCodeRequestSchema>, SmsCodeRequest>>,
  Expect<Same<z.output<typeof ChangePasswordRequestSchema>, ChangePasswordRequest>>,
  Expect<Same<z.output<typeof ResetPasswordByPhoneRequestSchema>, ResetPasswordByPhoneRequest>>,
  Expect<Same<z.output<typeof ResetPasswordByLinkRequestSchema>, ResetPasswordByLinkRequest>>,
];
