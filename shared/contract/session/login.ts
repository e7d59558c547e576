/**
 * Signing in and out: the public key of sealed bodies, captcha images, the logins (password, SMS
 * code, free play) and logout, with the pieces the other session calls share (dialing code,
 * national number, captcha fields). Login bodies travel sealed; a login's refusals say whether
 * the next try needs a captcha.
 */
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema, LanguageHeaderSchema } from '../endpoint';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../device-id';

/** The sign-in and registration calls read the browser's device id (optional: other clients send none). */
export const DeviceIdHeaderSchema = z.object({
  [DEVICE_ID_HEADER]: z
    .string()
    .regex(DEVICE_ID_PATTERN, { error: 'must be 16 to 64 letters, digits, - or _' })
    .optional()
    .describe("The browser's device id, kept in localStorage; only compared between accounts for abuse signals"),
});

export const DialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+[0-9]{1,4}$/, { error: "must be a dialing code such as '+84'" })
  .describe("Dialing code, e.g. '+84'");

/** A national number: digits only (a leading 0, the trunk prefix, is dropped by the platform). */
export const MobileNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{4,20}$/, { error: 'must be 4 to 20 digits' })
  .describe('The number without the dialing code, digits only');

/** Login names: what registration, free play and the operator can create. */
export const LOGIN_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** The captcha every code send and phone reset carries (optional here; the platform names a missing one). */
export const captchaFields = {
  captcha: z.string().trim().max(16).optional().describe('The answer to the captcha image (required)'),
  captchaKey: z.string().max(64).optional().describe('The key the captcha image was fetched with (required)'),
};

export const EmptyBodySchema = z.object({}).nullish().describe('No fields (an empty body is fine)');

export const CaptchaQuerySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'must be 8 to 64 of A-Z, a-z, 0-9, -' })
    .describe('A key the client made up (a UUID); the answer is checked against it'),
});

/** The public key of the sealed calls. */
export const RsaKeySchema = z
  .object({
    kid: z.string().describe('Key id; a sealed body names the key it was made for, so a rotated key is detected'),
    publicKey: z.string().describe('SPKI, PEM text'),
    serverTime: z
      .number()
      .int()
      .describe("The platform's clock (ms since 1970), which sealed bodies carry: device clocks can be minutes off"),
  })
  .meta({ id: 'RsaKey' });
export type RsaKeyValue = z.output<typeof RsaKeySchema>;

export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The login payload (sealed): in `sms` mode `username` carries the mobile number and `password` the one-time code. */
export const LoginRequestSchema = z.object({
  type: z.enum(LOGIN_TYPES),
  username: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(LOGIN_NAME, { error: 'must be letters, digits or _' })
    .describe('The login name, or in sms mode the mobile number'),
  password: z.string().min(1).max(128).describe('The password, or in sms mode the one-time code'),
  countryDialingCode: DialingCodeSchema.optional().describe("sms mode: the mobile number's dialing code"),
  captcha: z.string().trim().max(16).optional().describe('The answer to the captcha image, when the platform asked for one'),
  captchaKey: z.string().max(64).optional().describe('The key the captcha image was fetched with'),
  side: z.enum(['member', 'agent']).optional().describe("'agent' on /agentHome: non-agent accounts are refused there. Default 'member'"),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/** A one-time login code to this number. */
export const LoginCodeRequestSchema = z.object({
  mobileNum: MobileNumberSchema,
  countryDialingCode: DialingCodeSchema,
  ...captchaFields,
});
export type LoginCodeRequest = z.input<typeof LoginCodeRequestSchema>;

/** The answer of every code send. */
export const SmsCodeSchema = z.object({ expiredMinutes: z.number().int() });
export type SmsCodeValue = z.output<typeof SmsCodeSchema>;

export const PASSWORD_CHANGE_REASONS = ['default', 'expired'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

/** The answer of login, free-play login and registration: the new session. */
export const LoginValueSchema = z
  .object({
    token: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean().describe('The password must be changed now (passwordChange is not null)'),
    passwordChange: z
      .enum(PASSWORD_CHANGE_REASONS)
      .nullable()
      .describe(
        "Why the password must be changed first: 'default' (default or operator-set password), 'expired' (too old), or null. " +
          'While it is set the session may only change the password, read member info and sign out (PASSWORD_CHANGE_REQUIRED otherwise)',
      ),
    expiresAt: z.string().describe('When the session ends unless used (ISO time)'),
    account: z.string(),
    customerId: z.string(),
    type: z.number().int().describe('Account type: 0 member, 4 trial, 1/2/41/42 agents'),
    memberLabel: z.string(),
  })
  .meta({ id: 'LoginValue' });
export type LoginValue = z.output<typeof LoginValueSchema>;

export const SECOND_STEP_METHODS = ['sms', 'email', 'payee', 'totp', 'recovery'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/**
 * A right password from an address the account does not trust opens no session: the refusal
 * (403 SECOND_STEP_REQUIRED) carries this pending sign-in instead, to complete with
 * POST /wps/session/login/second-step (see protection/two-step.ts).
 */
export const SecondStepOfferSchema = z
  .object({
    pendingId: z.string().describe('The pending sign-in: give it back with the answer. Secret; it works only from the address that signed in'),
    expiresAt: z.string().describe('When the pending sign-in ends (ISO time)'),
    methods: z.array(z.enum(SECOND_STEP_METHODS)).describe('The ways this account can answer, best first'),
    smsTo: z.string().nullable().describe("Where an SMS code would go, masked: '+84 *****5678'"),
    emailTo: z.string().nullable().describe("Where an e-mailed code would go, masked: 'd***@example.com'"),
  })
  .meta({ id: 'SecondStepOffer' });
export type SecondStepOffer = z.output<typeof SecondStepOfferSchema>;

/** `value` of a refused login: whether the next try must carry a captcha; the pending sign-in on SECOND_STEP_REQUIRED. */
export const LoginRefusalSchema = z.object({ captchaRequired: z.boolean(), secondStep: SecondStepOfferSchema.optional() }).meta({ id: 'LoginRefusal' });
export type LoginRefusalValue = z.output<typeof LoginRefusalSchema>;

/** Refusals of login: `value` says whether the next try needs a captcha. */
export const LoginRefusalEnvelopeSchema = ErrorEnvelopeSchema.extend({ value: LoginRefusalSchema.nullable() }).meta({
  id: 'LoginRefusalEnvelope',
});

const loginRefusals = { 400: LoginRefusalEnvelopeSchema, 403: LoginRefusalEnvelopeSchema, 429: LoginRefusalEnvelopeSchema };

export const sessionEndpoints = {
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'session',
    summary: 'The public key of the encrypted calls',
    description:
      "SPKI PEM and the platform's clock. Encrypted bodies name the key (kid); a body for another key is refused with ENCRYPTION_KEY_STALE. Sealed bodies carry the platform's time (within 5 minutes) and a single-use nonce.",
    response: RsaKeySchema,
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'session',
    summary: 'A captcha image for a client-chosen key',
    description: 'The value is a base64 PNG (no data: prefix). The answer is single use, valid 5 minutes, case-insensitive; asking again with the same key replaces it.',
    query: CaptchaQuerySchema,
    response: z.string().describe('base64 PNG'),
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    caller: 'visitor',
    headers: DeviceIdHeaderSchema,
    closedSite: 'refuse',
    sealed: true,
    tag: 'session',
    summary: 'Log in by username and password, or by mobile number and one-time code (sealed body)',
    description:
      'Refusals: LOGIN_FAILED, CAPTCHA_REQUIRED, CAPTCHA_INVALID, CODE_INVALID, CODE_EXPIRED, TOO_MANY_ATTEMPTS (value { captchaRequired }), ' +
      'ACCOUNT_FROZEN, NOT_AGENT (side agent), FEATURE_DISABLED (sms without MOBILEVERCODELOGIN3), ENCRYPTION_KEY_STALE; ' +
      'SECOND_STEP_REQUIRED (403, value.secondStep: a right password from an address the account does not trust; no session).',
    body: LoginRequestSchema,
    response: LoginValueSchema,
    refusals: loginRefusals,
  }),
  loginCode: endpoint({
    method: 'POST',
    path: '/wps/session/login/code',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'session',
    summary: 'Send a one-time login code to a registered mobile number',
    description:
      'Needs MOBILEVERCODELOGIN3 and a captcha (captcha, captchaKey). A number without an account gets nothing, with the same answer. ' +
      'At most one code a second per number (SMS_TOO_FREQUENT), 10 sends an hour per address and 500 for the site (SMS_QUOTA); 6 digits, valid expiredMinutes.',
    body: LoginCodeRequestSchema,
    response: SmsCodeSchema,
  }),
  freePlay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'session',
    summary: 'Play for free: a new trial account (type 4) and its session',
    description: 'Needs FREEPLAY3. Trial accounts get play money from the wallet and are refused on real-account calls (NEED_REAL_ACCOUNT).',
    body: EmptyBodySchema,
    response: LoginValueSchema,
  }),
  logout: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    caller: 'member',
    closedSite: 'serve',
    duringPasswordChange: true,
    tag: 'session',
    summary: 'End this session',
    response: z.null(),
  }),
};
