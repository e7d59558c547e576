/**
 * The login password: a change by the signed-in member, and the two forgotten-password ways (a
 * mailed single-use link, or an SMS code). The bodies that carry a password travel sealed.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { captchaFields, DialingCodeSchema, LOGIN_NAME, MobileNumberSchema } from './login';

export const ChangePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** Forgot password by phone, with the code of POST /wps/verification/sms/noLogin. */
export const ResetPasswordByPhoneRequestSchema = z.object({
  mobileNum: MobileNumberSchema,
  countryDialingCode: DialingCodeSchema,
  verificationCode: z.string().trim().max(16),
  newPassword: z.string().max(128),
  ...captchaFields,
});
export type ResetPasswordByPhoneRequest = z.input<typeof ResetPasswordByPhoneRequestSchema>;

/**
 * The page behind the mailed reset link sets the new password. `token` is the single-use secret
 * from the link (`/changePassword?resetToken=...`), valid 15 minutes.
 */
export const ResetPasswordByLinkRequestSchema = z.object({
  token: z.string().trim().max(128).describe('The resetToken of the mailed link'),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ResetPasswordByLinkRequest = z.input<typeof ResetPasswordByLinkRequestSchema>;

export const PasswordByEmailRequestSchema = z
  .object({
    username: z.string().trim().min(1).max(64).regex(LOGIN_NAME, { error: 'must be letters, digits or _' }),
    email: z.string().trim().min(3).max(254).regex(/^[^\s@<>]+@[^\s@<>]+$/, { error: 'must be an email address' }),
  })
  .meta({ id: 'PasswordByEmailForm' });
export type PasswordByEmailRequest = z.input<typeof PasswordByEmailRequestSchema>;

export const passwordEndpoints = {
  change: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    caller: 'realMember',
    closedSite: 'refuse',
    sealed: true,
    duringPasswordChange: true,
    tag: 'member',
    summary: 'Change the password (sealed body)',
    description:
      'Other sessions of the account end; this one stays, and a session limited to the password change (PASSWORD_CHANGE_REQUIRED) is free again. ' +
      'Five wrong current passwords in a row from one address lock the account there for 5 minutes.',
    body: ChangePasswordRequestSchema,
    response: z.null(),
  }),
  byEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'member',
    summary: 'Forgotten password by email: mails a single-use reset link (form: username, email)',
    description:
      'application/x-www-form-urlencoded (JSON is accepted too). When the name and email belong together, mails ' +
      '<origin>/changePassword?resetToken=<token> (origin from the request host), valid 15 minutes, single use; a newer link replaces it. ' +
      'Nothing changes until the link is used (POST /wps/member/password/link). The answer is the same whether or not the pair matches. ' +
      'At most one mail a second per address typed (SMS_TOO_FREQUENT); 10 sends an hour per source address and 500 for the site (SMS_QUOTA).',
    body: PasswordByEmailRequestSchema,
    response: z.null(),
  }),
  byLink: endpoint({
    method: 'POST',
    path: '/wps/member/password/link',
    caller: 'visitor',
    closedSite: 'refuse',
    sealed: true,
    tag: 'member',
    summary: 'Set a new password with the token of a mailed reset link (sealed body)',
    description:
      'The token works once, within 15 minutes of the mail; unknown, used and expired tokens are refused alike (RESET_LINK_INVALID, field token). ' +
      'Five failed tries from one address lock it out for 5 minutes (TOO_MANY_ATTEMPTS). Every session of the account ends.',
    body: ResetPasswordByLinkRequestSchema,
    response: z.null(),
  }),
  byPhone: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    caller: 'visitor',
    closedSite: 'refuse',
    sealed: true,
    tag: 'member',
    summary: 'Forgotten password by phone: set a new password with the code from POST /wps/verification/sms/noLogin (sealed body)',
    description:
      'Needs a captcha (captcha, captchaKey). Ends every session of the account. A code may be tried 3 times; five wrong codes in a row ' +
      'from one address lock the number there for 5 minutes. A number without an account is answered like a wrong code.',
    body: ResetPasswordByPhoneRequestSchema,
    response: z.null(),
  }),
};
