import { z } from 'zod';
import { ok } from '../http/errors';
import type { ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import {
  AffiliateQuerySchema,
  AffiliateSchema,
  ChangePasswordRequestSchema,
  EncryptedBodySchema,
  LoginValueSchema,
  MemberIconSchema,
  MemberInfoSchema,
  PasswordByEmailRequestSchema,
  RegisterRequestSchema,
  RegisterSettingsSchema,
  ResetPasswordByLinkRequestSchema,
  ResetPasswordByPhoneRequestSchema,
} from './account-schemas';
import { clientIp, openEncrypted, linkOrigin, requestDomain, type AccountContext } from './context';
import { avatarNumber, findAffiliate, findMemberById, memberInfo } from './members';
import { changePassword, mailResetLink, resetByLink, resetByPhone } from './password-resets';
import { refusal } from '../http/refusals';
import { register } from './registration';
import { accountOf, sessionGuard } from './session-auth';
import { ENCRYPTED_BODY_LIMIT, SESSION_SECURITY } from './session-routes';

const E = ErrorEnvelopeSchema;
const signedInErrors = { 401: E, 403: E, 500: E };

/** Member info and icon, register settings, affiliate check, registration, password change and reset. */
export function registerMemberRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db } = ctx;
  const anyAccount = sessionGuard(db, 'any');

  app.get(
    '/wps/member/info',
    {
      onRequest: sessionGuard(db, 'any', { duringPasswordChange: true }),
      schema: {
        tags: ['member'],
        summary: "The signed-in account's info (mobile number and email masked)",
        security: SESSION_SECURITY,
        response: { 200: okEnvelope(MemberInfoSchema), ...signedInErrors },
      },
    },
    async (request) => {
      const member = await findMemberById(db, accountOf(request).memberId);
      if (!member) throw refusal('SESSION_INVALID');
      return ok(await memberInfo(db, member));
    },
  );

  for (const url of ['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
    app.get(
      url,
      {
        onRequest: anyAccount,
        schema: {
          tags: ['member'],
          summary: "The signed-in account's avatar picture",
          security: SESSION_SECURITY,
          response: { 200: okEnvelope(MemberIconSchema), ...signedInErrors },
        },
      },
      async (request) => ok({ iconUrl: `/media/avatars/${avatarNumber(accountOf(request).memberId)}.svg` }),
    );
  }

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['member'],
        summary: 'Registration validation config per field (enabled, required, pattern, bounds, input type)',
        response: { 200: okEnvelope(RegisterSettingsSchema), 500: E },
      },
    },
    async () => ok({ fields: await ctx.registerFields.rules() }),
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['member'],
        summary: 'Check an invitation (affiliate) code; a valid one names its agent',
        description: "A code tied to a domain is valid only when the request's host is that domain.",
        querystring: AffiliateQuerySchema,
        response: { 200: okEnvelope(AffiliateSchema), 400: E, 500: E },
      },
    },
    async (request) => {
      const affiliate = await findAffiliate(db, request.query.code, requestDomain(request));
      if (!affiliate) throw refusal('AFFILIATE_INVALID', { field: 'code' });
      return ok({ code: affiliate.code, agentAccount: affiliate.agentAccount });
    },
  );

  for (const [url, mobileType] of [
    ['/wps/member/register', false],
    ['/wps/member/register/mobile', true],
  ] as const) {
    app.put(
      url,
      {
        bodyLimit: ENCRYPTED_BODY_LIMIT,
        schema: {
          tags: ['member'],
          summary: mobileType
            ? 'Register by mobile number; the number is the username (encrypted body: RegisterRequest)'
            : 'Register by username (encrypted body: RegisterRequest)',
          description:
            'Fields are checked against GET /wps/system/setting/register. Needs DIRECTREG3 and ' +
            (mobileType ? 'MOBILENUMREG3; always needs the SMS code.' : 'USERNAMEREG3; needs the SMS code when REGMOBVERF3 is on.') +
            ' Refusals: VALIDATION, AFFILIATE_INVALID, CAPTCHA_INVALID, CODE_INVALID, CODE_EXPIRED, ACCOUNT_EXISTS, MOBILE_EXISTS, TOO_MANY_ATTEMPTS, FEATURE_DISABLED.',
          body: EncryptedBodySchema,
          response: { 200: okEnvelope(LoginValueSchema), 400: E, 403: E, 409: E, 429: E, 500: E },
        },
      },
      async (request) => {
        const input = await openEncrypted(ctx, request.body, RegisterRequestSchema);
        return ok(await register(ctx, input, { mobileType, ip: clientIp(request), domain: requestDomain(request) }));
      },
    );
  }

  app.post(
    '/wps/member/password',
    {
      onRequest: sessionGuard(db, 'real', { duringPasswordChange: true }),
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['member'],
        summary: 'Change the password (encrypted body: ChangePasswordRequest)',
        description:
          'Other sessions of the account end; this one stays, and a session limited to the password change (PASSWORD_CHANGE_REQUIRED) is free again. ' +
          'Five wrong current passwords in a row from one address lock the account there for 5 minutes.',
        security: SESSION_SECURITY,
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), 400: E, 401: E, 403: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, ChangePasswordRequestSchema);
      await changePassword(ctx, accountOf(request), input, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['member'],
        summary: 'Forgotten password by email: mails a single-use reset link (form: username, email)',
        description:
          'application/x-www-form-urlencoded (JSON is accepted too). When the name and email belong together, mails ' +
          '<origin>/changePassword?resetToken=<token> (origin from the request host), valid 15 minutes, single use; a newer link replaces it. ' +
          'Nothing changes until the link is used (POST /wps/member/password/link). The answer is the same whether or not the pair matches. ' +
          'At most one mail a second per address typed (SMS_TOO_FREQUENT); 10 sends an hour per source address and 500 for the site (SMS_QUOTA).',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: PasswordByEmailRequestSchema,
        response: { 200: okEnvelope(z.null()), 400: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const { username, email } = request.body;
      await mailResetLink(ctx, { username, email, origin: linkOrigin(request), ip: clientIp(request) });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/link',
    {
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['member'],
        summary: 'Set a new password with the token of a mailed reset link (encrypted body: ResetPasswordByLinkRequest)',
        description:
          'The token works once, within 15 minutes of the mail; unknown, used and expired tokens are refused alike (RESET_LINK_INVALID, field token). ' +
          'Five failed tries from one address lock it out for 5 minutes (TOO_MANY_ATTEMPTS). Every session of the account ends.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), 400: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, ResetPasswordByLinkRequestSchema);
      await resetByLink(ctx, input, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['member'],
        summary: 'Forgotten password by phone: set a new password with the code from POST /wps/verification/sms/noLogin (encrypted body: ResetPasswordByPhoneRequest)',
        description:
          'Needs a captcha (captcha, captchaKey). Ends every session of the account. A code may be tried 3 times; five wrong codes in a row ' +
          'from one address lock the number there for 5 minutes. A number without an account is answered like a wrong code.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), 400: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, ResetPasswordByPhoneRequestSchema);
      await resetByPhone(ctx, input, clientIp(request));
      return ok(null);
    },
  );
}
