/**
 * My account (securityCenter): profile, real name, mobile and email binding, payment password,
 * payout accounts and login history. The platform validates each request with these schemas and
 * the member centre's forms check the same ones before sending.
 */
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';
import { matchesPattern } from '../field-rules';
import { PageNoSchema, pagedSchema, PaymentPasswordSchema } from './common';

/** How many live payout accounts a member may keep. */
export const PAYOUT_ACCOUNT_LIMIT = 5;

/** How far back the login history reaches, in days. */
export const LOGIN_HISTORY_DAYS = 30;

const characters = (text: string) => Array.from(text).length;

/**
 * A name as banks print it: Unicode composed form (so 'Ệ' typed two ways is one name), single
 * spaces, upper case. One fixed locale, so the browser and the platform upper-case alike.
 */
export function normalizeRealName(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleUpperCase('vi');
}

/** Whether two spellings are the same name once normalised (the holder of a payout account). */
export function sameRealName(a: string, b: string): boolean {
  return normalizeRealName(a) === normalizeRealName(b);
}

/**
 * The real name (payee name): letters of any script with their accents, words separated by single
 * spaces, 2-50 characters; stored and compared upper case.
 */
export const RealNameSchema = z
  .string()
  .max(200, 'must be 2-50 letters and spaces')
  .transform(normalizeRealName)
  .refine((text) => characters(text) >= 2 && characters(text) <= 50, 'must be 2-50 letters and spaces')
  .refine((text) => /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(text), 'must be letters and spaces only');

/** The nickname shown to others: 2-20 letters or digits of any script, with single spaces, '.', '_' or '-' between. */
export const NicknameSchema = z
  .string()
  .max(100, 'must be 2-20 characters')
  .transform((text) => text.normalize('NFC').trim())
  .refine((text) => characters(text) >= 2 && characters(text) <= 20, 'must be 2-20 characters')
  .refine((text) => /^[\p{L}\p{M}\p{N}]+(?:[ ._-][\p{L}\p{M}\p{N}]+)*$/u.test(text), 'must be letters and digits, with single spaces, dots, _ or - between');

/** An email address by the registration form's rule (EMAIL kind, 5-100 characters). */
export const AccountEmailSchema = z
  .string()
  .trim()
  .min(5, 'must be a valid email address of 5-100 characters')
  .max(100, 'must be a valid email address of 5-100 characters')
  .refine((text) => matchesPattern('EMAIL', '*', text), 'must be a valid email address of 5-100 characters');

/** The login password as typed, to confirm a change; its rule is the register rule (checked when it is set). */
export const ConfirmLoginPasswordSchema = z.string().min(1, 'is required').max(128, 'must be at most 128 characters');

export const MobileDialingCodeSchema = z.string().trim().regex(/^\+[0-9]{1,4}$/, "must be a dialing code such as '+84'");
/** The national number, digits only; a leading 0 (trunk prefix) is dropped by the platform. */
export const MobileNoSchema = z.string().trim().regex(/^[0-9]{4,20}$/, 'must be 4 to 20 digits');
export const BindCodeSchema = z.string().trim().regex(/^[0-9]{6}$/, 'must be the 6-digit code');

/* ───────────── Requests ───────────── */

export const NicknameRequestSchema = z.strictObject({ nickname: NicknameSchema });
export type NicknameRequest = z.input<typeof NicknameRequestSchema>;

export const RealNameRequestSchema = z.strictObject({ realName: RealNameSchema });
export type RealNameRequest = z.input<typeof RealNameRequestSchema>;

/** Sends a code to the number to bind (not yet the member's); a captcha guards the SMS. */
export const MobileCodeRequestSchema = z.strictObject({
  countryDialingCode: MobileDialingCodeSchema,
  mobileNo: MobileNoSchema,
  captcha: z.string().trim().min(1, 'is required').max(16),
  captchaKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 of A-Z, a-z, 0-9, -'),
});
export type MobileCodeRequest = z.input<typeof MobileCodeRequestSchema>;

/**
 * Binds the number with the code sent to it (sealed body). Changing a number already bound also
 * needs the login password; binding a first number does not.
 */
export const BindMobileRequestSchema = z.strictObject({
  countryDialingCode: MobileDialingCodeSchema,
  mobileNo: MobileNoSchema,
  verificationCode: BindCodeSchema,
  password: ConfirmLoginPasswordSchema.optional(),
});
export type BindMobileRequest = z.input<typeof BindMobileRequestSchema>;

/**
 * Asks to bind or change the email address, with the login password (sealed body). Nothing changes
 * yet: a code is mailed to the new address, and the address is bound by ConfirmEmailRequest.
 */
export const BindEmailRequestSchema = z.strictObject({ email: AccountEmailSchema, password: ConfirmLoginPasswordSchema });
export type BindEmailRequest = z.input<typeof BindEmailRequestSchema>;

/** Binds the address of the pending change with the code mailed to it. */
export const ConfirmEmailRequestSchema = z.strictObject({ verificationCode: BindCodeSchema });
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

/** Sets the first payment password with the login password (sealed body). */
export const SetPaymentPasswordRequestSchema = z
  .strictObject({ password: ConfirmLoginPasswordSchema, newPaymentPassword: PaymentPasswordSchema, confirmPaymentPassword: z.string() })
  .refine((input) => input.newPaymentPassword === input.confirmPaymentPassword, {
    message: 'does not match the new payment password',
    path: ['confirmPaymentPassword'],
  });
export type SetPaymentPasswordRequest = z.input<typeof SetPaymentPasswordRequestSchema>;

/** Changes the payment password with the current one (sealed body). */
export const ChangePaymentPasswordRequestSchema = z
  .strictObject({ paymentPassword: PaymentPasswordSchema, newPaymentPassword: PaymentPasswordSchema, confirmPaymentPassword: z.string() })
  .refine((input) => input.newPaymentPassword === input.confirmPaymentPassword, {
    message: 'does not match the new payment password',
    path: ['confirmPaymentPassword'],
  })
  .refine((input) => input.newPaymentPassword !== input.paymentPassword, {
    message: 'must differ from the current payment password',
    path: ['newPaymentPassword'],
  });
export type ChangePaymentPasswordRequest = z.input<typeof ChangePaymentPasswordRequestSchema>;

export const PayoutBankCodeSchema = z.string().trim().regex(/^[A-Z0-9]{2,16}$/, 'must be a bank from the list');
/** Digits only; spaces and dashes as printed on cards are dropped first. */
export const PayoutAccountNumberSchema = z
  .string()
  .max(64, 'must be 6-20 digits')
  .transform((text) => text.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{6,20}$/, 'must be 6-20 digits'));

export const AddPayoutAccountRequestSchema = z.strictObject({
  bankCode: PayoutBankCodeSchema,
  accountNumber: PayoutAccountNumberSchema,
  holderName: RealNameSchema,
});
export type AddPayoutAccountRequest = z.input<typeof AddPayoutAccountRequestSchema>;

export const PayoutAccountParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a payout account id') });

export const LoginHistoryQuerySchema = z.object({ pageNo: PageNoSchema });

/* ───────────── Answers ───────────── */

export const AccountProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  /** Upper case; null until the member sets it (once). */
  realName: z.string().nullable(),
  /** Masked: '+84 *****5678'. */
  mobile: z.string().nullable(),
  /** Masked: 'p***r@example.com'. */
  email: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
  payoutAccountCount: z.number().int().min(0),
  payoutAccountLimit: z.number().int().min(1),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

export const MobileCodeSentSchema = z.object({ expiredMinutes: z.number().int() });

export type MobileCodeSent = z.infer<typeof MobileCodeSentSchema>;

/** A code was mailed to the new address; it binds the address within `expiredMinutes`. */
export const EmailCodeSentSchema = z.object({ expiredMinutes: z.number().int() });
export type EmailCodeSent = z.infer<typeof EmailCodeSentSchema>;

export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;
export const BankListSchema = z.object({ list: z.array(BankSchema) });

export const PayoutAccountItemSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** '**** 6789'. */
  accountNumberMasked: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type PayoutAccountItem = z.infer<typeof PayoutAccountItemSchema>;
export const PayoutAccountListSchema = z.object({ list: z.array(PayoutAccountItemSchema), limit: z.number().int() });
export type PayoutAccountList = z.infer<typeof PayoutAccountListSchema>;

export const LoginHistoryItemSchema = z.object({
  /** ISO time of the sign-in. */
  time: z.string(),
  ip: z.string(),
  /** 'Chrome on Windows'. */
  device: z.string(),
});
export type LoginHistoryItem = z.infer<typeof LoginHistoryItemSchema>;
export const LoginHistoryPageSchema = pagedSchema(LoginHistoryItemSchema);
export type LoginHistoryPage = z.infer<typeof LoginHistoryPageSchema>;

export const RealNameSetSchema = z.object({ realName: z.string() });

/** A mailed code binds the address within this time, in minutes (mail is slower than SMS). */
export const EMAIL_CODE_TTL_MINUTES = 15;

/**
 * Every call needs a member session (free play gets 403 NEED_REAL_ACCOUNT); each acts on the
 * caller's own rows only. A closed site refuses them all, reads included.
 */
const account = { caller: 'realMember', closedSite: 'refuse', tag: 'member' } as const;

export const accountEndpoints = {
  profile: endpoint({
    ...account,
    method: 'GET',
    path: '/wps/member/account/profile',
    summary: 'My account: nickname, real name, masked mobile and email, whether a payment password is set, payout accounts',
    response: AccountProfileSchema,
  }),
  nickname: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/nickname',
    summary: 'Change the nickname',
    body: NicknameRequestSchema,
    response: z.null(),
  }),
  realName: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/real-name',
    summary: 'Set the real name (payee name) once',
    description:
      'Letters of any script and single spaces, 2-50 characters, stored upper case. Withdrawals are paid only to accounts in this name, ' +
      'so it is set once: a second time is refused (409 REAL_NAME_ALREADY_SET).',
    body: RealNameRequestSchema,
    response: RealNameSetSchema,
  }),
  mobileCode: endpoint({
    ...account,
    headers: LanguageHeaderSchema,
    method: 'POST',
    path: '/wps/member/account/mobile/code',
    summary: 'Send a code to the number to bind',
    description:
      'Needs a captcha. A number another account uses is refused (409 MOBILE_EXISTS). At most one code a second per number (SMS_TOO_FREQUENT), ' +
      '10 sends an hour per address and 500 for the site (SMS_QUOTA).',
    body: MobileCodeRequestSchema,
    response: MobileCodeSentSchema,
  }),
  bindMobile: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/mobile',
    sealed: true,
    summary: 'Bind or change the mobile number (sealed body)',
    description:
      'With the code sent to the new number; changing a number already bound also needs the login password (`password`). ' +
      'A code may be tried 3 times; five wrong codes or passwords in a row from one address lock it for 5 minutes.',
    body: BindMobileRequestSchema,
    response: z.null(),
  }),
  bindEmail: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/email',
    sealed: true,
    summary: 'Ask to bind or change the email address: mails a code to it (sealed body)',
    description:
      "Needs the login password. The address follows the registration form's email rule. Nothing changes yet: a code valid " +
      `${EMAIL_CODE_TTL_MINUTES} minutes is mailed to the new address, and PUT /wps/member/account/email/confirm binds it; until then the ` +
      'old address stays. A newer request replaces the pending one. An address another account uses is 409 EMAIL_EXISTS, told to one ' +
      'member at most 10 times an hour; beyond that every request is 429 TOO_MANY_ATTEMPTS for an hour. One mail a second per address ' +
      '(SMS_TOO_FREQUENT), hourly quotas per source address and for the site (SMS_QUOTA).',
    body: BindEmailRequestSchema,
    response: EmailCodeSentSchema,
  }),
  confirmEmail: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/email/confirm',
    summary: 'Bind the pending email address with the code mailed to it',
    description:
      'The code of the newest request only, 3 tries, then it is dead (CODE_INVALID; expired: CODE_EXPIRED). Five wrong codes in a row ' +
      'from one address lock it for 5 minutes. The old address, if any, is told of the change.',
    body: ConfirmEmailRequestSchema,
    response: z.null(),
  }),
  setPaymentPassword: endpoint({
    ...account,
    method: 'POST',
    path: '/wps/member/account/payment-password',
    sealed: true,
    summary: 'Set the first payment password (sealed body)',
    description: 'Six digits, confirmed with the login password. Refused when one is set already (409 PAYMENT_PASSWORD_ALREADY_SET: change it instead).',
    body: SetPaymentPasswordRequestSchema,
    response: z.null(),
  }),
  changePaymentPassword: endpoint({
    ...account,
    method: 'PUT',
    path: '/wps/member/account/payment-password',
    sealed: true,
    summary: 'Change the payment password (sealed body)',
    description:
      'Needs the current payment password, under its own attempt limit: five wrong in a row lock it for 5 minutes (429 PAYMENT_PASSWORD_LOCKED), ' +
      'counted before the comparison, so parallel guesses get no extra tries.',
    body: ChangePaymentPasswordRequestSchema,
    response: z.null(),
  }),
  banks: endpoint({
    ...account,
    method: 'GET',
    path: '/wps/member/account/banks',
    summary: 'The banks a payout account may name',
    response: BankListSchema,
  }),
  payoutAccounts: endpoint({
    ...account,
    method: 'GET',
    path: '/wps/member/account/payout-accounts',
    summary: 'My payout accounts (numbers masked to their last 4 digits)',
    response: PayoutAccountListSchema,
  }),
  addPayoutAccount: endpoint({
    ...account,
    method: 'POST',
    path: '/wps/member/account/payout-accounts',
    summary: 'Add a payout account',
    description:
      `A bank from the list, 6-20 digits, and the holder, which must be the real name (set it first: REAL_NAME_REQUIRED; otherwise HOLDER_NAME_MISMATCH). ` +
      `At most ${PAYOUT_ACCOUNT_LIMIT} (409 PAYOUT_ACCOUNT_LIMIT, however many arrive at once); the same account twice is refused (409 PAYOUT_ACCOUNT_EXISTS).`,
    body: AddPayoutAccountRequestSchema,
    response: PayoutAccountItemSchema,
  }),
  deletePayoutAccount: endpoint({
    ...account,
    method: 'DELETE',
    path: '/wps/member/account/payout-accounts/:id',
    summary: 'Delete one of my payout accounts',
    description: "Another member's account answers 404 like a missing one.",
    params: PayoutAccountParamsSchema,
    response: z.null(),
  }),
  loginHistory: endpoint({
    ...account,
    method: 'GET',
    path: '/wps/member/account/login-history',
    summary: 'My sign-ins of the last 30 days: time, address and device, newest first, 15 a page',
    query: LoginHistoryQuerySchema,
    response: LoginHistoryPageSchema,
  }),
};
