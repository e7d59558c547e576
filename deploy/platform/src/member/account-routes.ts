import { z } from 'zod';
import {
  AccountProfileSchema,
  AddPayoutAccountRequestSchema,
  BankListSchema,
  BindEmailRequestSchema,
  BindMobileRequestSchema,
  ChangePaymentPasswordRequestSchema,
  ConfirmEmailRequestSchema,
  EmailCodeSentSchema,
  LoginHistoryPageSchema,
  LoginHistoryQuerySchema,
  MobileCodeRequestSchema,
  MobileCodeSentSchema,
  NicknameRequestSchema,
  PAYOUT_ACCOUNT_LIMIT,
  PayoutAccountItemSchema,
  PayoutAccountListSchema,
  PayoutAccountParamsSchema,
  RealNameRequestSchema,
  SetPaymentPasswordRequestSchema,
} from '@site/shared/contract/member';
import { EncryptedBodySchema } from '../accounts/account-schemas';
import { clientIp, openEncrypted, type AccountContext } from '../accounts/context';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import { ENCRYPTED_BODY_LIMIT, SESSION_SECURITY } from '../accounts/session-routes';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { contentLanguage } from '../i18n/language';
import type { ZodApp } from '../http/types';
import { accountProfile, setNickname, setRealName } from './account-profile';
import { accountRefusal } from './account-refusals';
import { listBanks } from './banks';
import { bindMobile, sendBindCode } from './contact-binding';
import { confirmEmailChange, EMAIL_CODE_TTL_MINUTES, requestEmailChange } from './email-change';
import { loginHistoryPage } from './login-history';
import { changePaymentPassword, setFirstPaymentPassword } from './payment-password-changes';
import { addPayoutAccount, deletePayoutAccount, listPayoutAccounts } from './payout-accounts';

const E = ErrorEnvelopeSchema;
const readErrors = { 401: E, 403: E, 500: E };
const writeErrors = { 400: E, 401: E, 403: E, 409: E, 429: E, 500: E };
const FORM_BODY_LIMIT = 4 * 1024;
const tags = ['member'];
const security = SESSION_SECURITY;

/**
 * My account: the signed-in member's profile, real name, mobile and email, payment password,
 * payout accounts and login history. Every call needs a member session (free play gets 403
 * NEED_REAL_ACCOUNT); each acts on the caller's own rows only.
 */
export function registerAccountRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db } = ctx;
  const member = sessionGuard(db, 'real');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request);

  app.get(
    '/wps/member/account/profile',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'My account: nickname, real name, masked mobile and email, whether a payment password is set, payout accounts',
        response: { 200: okEnvelope(AccountProfileSchema), ...readErrors },
      },
    },
    async (request) => ok(await accountProfile(db, me(request).memberId)),
  );

  app.put(
    '/wps/member/account/nickname',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: { tags, security, summary: 'Change the nickname', body: NicknameRequestSchema, response: { 200: okEnvelope(z.null()), ...writeErrors } },
    },
    async (request) => {
      await setNickname(db, me(request).memberId, request.body.nickname);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/account/real-name',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Set the real name (payee name) once',
        description:
          'Letters of any script and single spaces, 2-50 characters, stored upper case. Withdrawals are paid only to accounts in this name, ' +
          'so it is set once: a second time is refused (409 REAL_NAME_ALREADY_SET).',
        body: RealNameRequestSchema,
        response: { 200: okEnvelope(z.object({ realName: z.string() })), ...writeErrors },
      },
    },
    async (request) => {
      await setRealName(db, me(request).memberId, request.body.realName);
      return ok({ realName: request.body.realName });
    },
  );

  app.post(
    '/wps/member/account/mobile/code',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send a code to the number to bind',
        description:
          'Needs a captcha. A number another account uses is refused (409 MOBILE_EXISTS). At most one code a second per number (SMS_TOO_FREQUENT), ' +
          '10 sends an hour per address and 500 for the site (SMS_QUOTA).',
        body: MobileCodeRequestSchema,
        response: { 200: okEnvelope(MobileCodeSentSchema), ...writeErrors },
      },
    },
    async (request) => ok(await sendBindCode(ctx, me(request), request.body, clientIp(request), contentLanguage(request.headers.language))),
  );

  app.put(
    '/wps/member/account/mobile',
    {
      onRequest: member,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Bind or change the mobile number (encrypted body: BindMobileRequest)',
        description:
          'With the code sent to the new number; changing a number already bound also needs the login password (`password`). ' +
          'A code may be tried 3 times; five wrong codes or passwords in a row from one address lock it for 5 minutes.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, BindMobileRequestSchema);
      await bindMobile(ctx, me(request), input, clientIp(request));
      return ok(null);
    },
  );

  app.put(
    '/wps/member/account/email',
    {
      onRequest: member,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Ask to bind or change the email address: mails a code to it (encrypted body: BindEmailRequest)',
        description:
          "Needs the login password. The address follows the registration form's email rule. Nothing changes yet: a code valid " +
          `${EMAIL_CODE_TTL_MINUTES} minutes is mailed to the new address, and PUT /wps/member/account/email/confirm binds it; until then the ` +
          'old address stays. A newer request replaces the pending one. An address another account uses is 409 EMAIL_EXISTS, told to one ' +
          'member at most 10 times an hour; beyond that every request is 429 TOO_MANY_ATTEMPTS for an hour. One mail a second per address ' +
          '(SMS_TOO_FREQUENT), hourly quotas per source address and for the site (SMS_QUOTA).',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(EmailCodeSentSchema), ...writeErrors },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, BindEmailRequestSchema);
      return ok(await requestEmailChange(ctx, me(request), input, clientIp(request)));
    },
  );

  app.put(
    '/wps/member/account/email/confirm',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Bind the pending email address with the code mailed to it',
        description:
          'The code of the newest request only, 3 tries, then it is dead (CODE_INVALID; expired: CODE_EXPIRED). Five wrong codes in a row ' +
          'from one address lock it for 5 minutes. The old address, if any, is told of the change.',
        body: ConfirmEmailRequestSchema,
        response: { 200: okEnvelope(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      await confirmEmailChange(ctx, me(request), request.body, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/account/payment-password',
    {
      onRequest: member,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Set the first payment password (encrypted body: SetPaymentPasswordRequest)',
        description: 'Six digits, confirmed with the login password. Refused when one is set already (409 PAYMENT_PASSWORD_ALREADY_SET: change it instead).',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, SetPaymentPasswordRequestSchema);
      await setFirstPaymentPassword(db, me(request), input, clientIp(request));
      return ok(null);
    },
  );

  app.put(
    '/wps/member/account/payment-password',
    {
      onRequest: member,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Change the payment password (encrypted body: ChangePaymentPasswordRequest)',
        description:
          'Needs the current payment password, under its own attempt limit: five wrong in a row lock it for 5 minutes (429 PAYMENT_PASSWORD_LOCKED), ' +
          'counted before the comparison, so parallel guesses get no extra tries.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), ...writeErrors },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, ChangePaymentPasswordRequestSchema);
      await changePaymentPassword(db, me(request), input);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/account/banks',
    {
      onRequest: member,
      schema: { tags, security, summary: 'The banks a payout account may name', response: { 200: okEnvelope(BankListSchema), ...readErrors } },
    },
    async () => ok({ list: await listBanks(db) }),
  );

  app.get(
    '/wps/member/account/payout-accounts',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'My payout accounts (numbers masked to their last 4 digits)',
        response: { 200: okEnvelope(PayoutAccountListSchema), ...readErrors },
      },
    },
    async (request) => ok({ list: await listPayoutAccounts(db, me(request).memberId), limit: PAYOUT_ACCOUNT_LIMIT }),
  );

  app.post(
    '/wps/member/account/payout-accounts',
    {
      onRequest: member,
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Add a payout account',
        description:
          `A bank from the list, 6-20 digits, and the holder, which must be the real name (set it first: REAL_NAME_REQUIRED; otherwise HOLDER_NAME_MISMATCH). ` +
          `At most ${PAYOUT_ACCOUNT_LIMIT} (409 PAYOUT_ACCOUNT_LIMIT, however many arrive at once); the same account twice is refused (409 PAYOUT_ACCOUNT_EXISTS).`,
        body: AddPayoutAccountRequestSchema,
        response: { 200: okEnvelope(PayoutAccountItemSchema), ...writeErrors },
      },
    },
    async (request) => ok(await addPayoutAccount(db, me(request).memberId, request.body)),
  );

  app.delete(
    '/wps/member/account/payout-accounts/:id',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'Delete one of my payout accounts',
        description: "Another member's account answers 404 like a missing one.",
        params: PayoutAccountParamsSchema,
        response: { 200: okEnvelope(z.null()), 400: E, 401: E, 403: E, 404: E, 500: E },
      },
    },
    async (request) => {
      if (!(await deletePayoutAccount(db, me(request).memberId, request.params.id))) throw accountRefusal('PAYOUT_ACCOUNT_NOT_FOUND');
      return ok(null);
    },
  );

  app.get(
    '/wps/member/account/login-history',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: 'My sign-ins of the last 30 days: time, address and device, newest first, 15 a page',
        querystring: LoginHistoryQuerySchema,
        response: { 200: okEnvelope(LoginHistoryPageSchema), 400: E, 401: E, 403: E, 500: E },
      },
    },
    async (request) => ok(await loginHistoryPage(db, me(request).memberId, request.query.pageNo)),
  );
}
