/**
 * The second step of a sign-in from an address the account has not used before, and what the member
 * manages of it in My account: trusted addresses and the authenticator app.
 *
 * A sign-in whose password is right but whose address is not trusted opens no session: the login
 * call answers 403 SECOND_STEP_REQUIRED with a pending sign-in (its id, the ways the member can
 * prove it is them, how long it lasts). The page then asks one of them: a code sent by SMS or
 * e-mail, the payee name, a code of the authenticator app or one of its recovery codes. Only the
 * right answer, within the pending sign-in's life and tries, opens the session, and (unless the
 * member says otherwise) trusts the address.
 */
import '../zod-in-browser';
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { DeviceIdHeaderSchema, LoginValueSchema, SECOND_STEP_METHODS } from '../session/login';

export { SECOND_STEP_METHODS, SecondStepOfferSchema, type SecondStepMethod, type SecondStepOffer } from '../session/login';

/** How long a pending sign-in lasts, in minutes: long enough to fetch a code, short enough to be no session. */
export const PENDING_SIGN_IN_MINUTES = 10;
/** Wrong answers a pending sign-in takes before it is dead (sign in again with the password). */
export const PENDING_SIGN_IN_TRIES = 5;
/** Recovery codes made when the authenticator is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

const PendingIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'must be the pendingId of the login answer' })
  .describe('The pendingId of the SECOND_STEP_REQUIRED answer');

export const SecondStepCodeRequestSchema = z.object({
  pendingId: PendingIdSchema,
  channel: z.enum(['sms', 'email']).describe('Where the code goes: the bound mobile number or e-mail address'),
});
export type SecondStepCodeRequest = z.input<typeof SecondStepCodeRequestSchema>;

export const SecondStepCodeSentSchema = z.object({
  expiredMinutes: z.number().int(),
  to: z.string().describe('Where it went, masked'),
});

/** The answer to a pending sign-in (sealed). */
export const SecondStepAnswerSchema = z.object({
  pendingId: PendingIdSchema,
  method: z.enum(SECOND_STEP_METHODS),
  answer: z.string().trim().min(1, { error: 'is required' }).max(100, { error: 'must be at most 100 characters' }).describe('The code, the payee name or a recovery code'),
  trustAddress: z.boolean().optional().describe('Trust this address from now on (default true); say false on a shared computer'),
});
export type SecondStepAnswer = z.input<typeof SecondStepAnswerSchema>;

/** A 6-digit code of the authenticator app. */
export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, { error: 'must be the 6 digits the app shows' });

export const TrustedAddressSchema = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.string().nullable().describe('The device of the sign-in that trusted it'),
  how: z.enum(['REGISTRATION', 'FIRST_SIGN_IN', 'SECOND_STEP', 'EARLIER_SIGN_IN', 'OPERATOR']),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean().describe('The address of this request'),
});
export type TrustedAddress = z.output<typeof TrustedAddressSchema>;
export const TrustedAddressListSchema = z.object({ items: z.array(TrustedAddressSchema) });

export const TrustedAddressParamsSchema = z.object({ id: z.string().regex(/^[0-9]{1,18}$/, { error: 'must be an id' }) });

export const AuthenticatorStatusSchema = z.object({
  status: z.enum(['OFF', 'PENDING', 'ON']).describe('PENDING: enrolled, not yet confirmed with a code'),
  recoveryCodesLeft: z.number().int(),
  confirmedAt: z.string().nullable(),
});
export type AuthenticatorStatus = z.output<typeof AuthenticatorStatusSchema>;

export const AuthenticatorEnrolRequestSchema = z.object({
  password: z.string().min(1, { error: 'is required' }).max(128, { error: 'must be at most 128 characters' }).describe('The login password'),
});

export const AuthenticatorEnrolmentSchema = z.object({
  secret: z.string().describe('Base32, to type into the app'),
  otpauthUrl: z.string().describe('otpauth:// address the picture holds'),
  qrDataUrl: z.string().describe('The QR picture, a data: URL'),
});
export type AuthenticatorEnrolment = z.output<typeof AuthenticatorEnrolmentSchema>;

export const AuthenticatorCodeRequestSchema = z.object({ code: TotpCodeSchema });

export const AuthenticatorDisableRequestSchema = z.object({
  code: z.string().trim().min(6, { error: 'must be a code of the app or a recovery code' }).max(32, { error: 'must be a code of the app or a recovery code' }),
});

export const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown this once; each works once in place of an app code'),
});
export type RecoveryCodes = z.output<typeof RecoveryCodesSchema>;

/** An address as the operator names it: IPv4 or IPv6. */
export const IpAddressSchema = z.union([z.ipv4(), z.ipv6()], { error: 'must be an IPv4 or IPv6 address' });

export const OpsTrustedAddressesQuerySchema = z.object({ account: z.string().trim().min(1).max(64).describe('The login name') });

export const OpsTrustAddressSchema = z.object({
  account: z.string().trim().min(1).max(64).describe('The login name'),
  ip: IpAddressSchema,
  reference: z.string().trim().min(1).max(100).describe("The operator's reference (a support ticket): a repeat changes nothing"),
});

export const OpsTrustedSchema = z.object({ replayed: z.boolean(), address: TrustedAddressSchema });

/** My account's calls: a real member's own rows only; a closed site refuses them. */
const mine = { caller: 'realMember', closedSite: 'refuse', tag: 'member' } as const;

export const twoStepEndpoints = {
  sendCode: endpoint({
    method: 'POST',
    path: '/wps/session/login/second-step/code',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'refuse',
    tag: 'session',
    summary: 'Send the code of a pending sign-in by SMS or e-mail',
    description:
      'Only to the number or address bound to the account (never one the caller names), only from the address that signed in. ' +
      'A new send replaces the older code; at most one a second per recipient (SMS_TOO_FREQUENT) and the hourly quotas (SMS_QUOTA). ' +
      'A pending sign-in that is unknown, ended or from another address is 404 SIGN_IN_PENDING_INVALID.',
    body: SecondStepCodeRequestSchema,
    response: SecondStepCodeSentSchema,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/wps/session/login/second-step',
    caller: 'visitor',
    headers: DeviceIdHeaderSchema,
    closedSite: 'refuse',
    sealed: true,
    tag: 'session',
    summary: 'Complete a pending sign-in: the session (sealed body)',
    description:
      'A wrong answer is 400 SECOND_STEP_INVALID (field answer); after ' +
      `${PENDING_SIGN_IN_TRIES} the pending sign-in is dead and, like five wrong answers in a row for the account from one address, 429 TOO_MANY_ATTEMPTS. ` +
      'An authenticator code is accepted once (a replay is refused); a recovery code works once. 404 SIGN_IN_PENDING_INVALID: unknown, ' +
      'ended, used or from another address: sign in again.',
    body: SecondStepAnswerSchema,
    response: LoginValueSchema,
  }),
  trustedAddresses: endpoint({
    ...mine,
    method: 'GET',
    path: '/wps/member/security/trusted-addresses',
    summary: 'The addresses I sign in from without the second step',
    response: TrustedAddressListSchema,
  }),
  removeTrustedAddress: endpoint({
    ...mine,
    method: 'DELETE',
    path: '/wps/member/security/trusted-addresses/:id',
    summary: 'Stop trusting an address: the next sign-in from it needs the second step',
    description: "Another member's address answers 404 like a missing one.",
    params: TrustedAddressParamsSchema,
    response: z.null(),
  }),
  authenticator: endpoint({
    ...mine,
    method: 'GET',
    path: '/wps/member/security/authenticator',
    summary: 'Whether the authenticator app is on, and how many recovery codes are left',
    response: AuthenticatorStatusSchema,
  }),
  enrolAuthenticator: endpoint({
    ...mine,
    method: 'POST',
    path: '/wps/member/security/authenticator',
    sealed: true,
    summary: 'Start adding an authenticator app: a new secret and its QR picture (sealed body, login password)',
    description: 'Refused while one is on (409 AUTHENTICATOR_ON: turn it off first). Nothing changes for sign-ins until the confirm call.',
    body: AuthenticatorEnrolRequestSchema,
    response: AuthenticatorEnrolmentSchema,
  }),
  confirmAuthenticator: endpoint({
    ...mine,
    method: 'POST',
    path: '/wps/member/security/authenticator/confirm',
    summary: 'Turn the authenticator on with a code it shows; answers the recovery codes, once',
    description: 'A wrong code is 400 CODE_INVALID (field code); five in a row from one address lock it for 5 minutes.',
    body: AuthenticatorCodeRequestSchema,
    response: RecoveryCodesSchema,
  }),
  opsTrustedAddresses: endpoint({
    method: 'GET',
    path: '/ops/protection/trusted-addresses',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'protection',
    summary: "An account's trusted addresses (no second step from them)",
    query: OpsTrustedAddressesQuerySchema,
    response: TrustedAddressListSchema,
  }),
  opsTrustAddress: endpoint({
    method: 'POST',
    path: '/ops/protection/trusted-addresses',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'protection',
    summary: 'Trust an address for an account, for a member who cannot answer the second step (customer service, after checking who asks)',
    description: 'Needs the operator token and `X-Operator` (who acts, for the audit). Audited as TRUST_ADDRESS; a repeated reference answers as the first time.',
    body: OpsTrustAddressSchema,
    response: OpsTrustedSchema,
  }),
  disableAuthenticator: endpoint({
    ...mine,
    method: 'POST',
    path: '/wps/member/security/authenticator/disable',
    summary: 'Turn the authenticator off with a code of the app or a recovery code',
    body: AuthenticatorDisableRequestSchema,
    response: z.null(),
  }),
};
