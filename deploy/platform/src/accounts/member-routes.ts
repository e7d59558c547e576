import { z } from 'zod';
import { ok, validationError } from '../http/errors';
import type { ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, okEnvelope } from '../schemas/contract-schemas';
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
  ResetPasswordByPhoneRequestSchema,
} from './account-schemas';
import { useCode } from './codes';
import { clientIp, mobileNumber, openEncrypted, type AccountContext } from './context';
import { assertField, passwordRule } from './field-checks';
import { accountSubject, claimSendSlot, clearAttempts, isLocked, mobileSubject, recordWrongAttempt } from './limits';
import { avatarNumber, findAffiliate, findMemberByAccount, findMemberById, findMemberByMobile, memberInfo } from './members';
import { hashPassword, temporaryPassword, verifyPassword } from './passwords';
import { refusal } from './refusals';
import { register } from './registration';
import { accountOf, sessionGuard } from './session-auth';
import { ENCRYPTED_BODY_LIMIT, SESSION_SECURITY } from './session-routes';
import { revokeMemberSessions } from './sessions';

const E = ErrorEnvelopeSchema;
const signedInErrors = { 401: E, 403: E, 500: E };

/** Member info and icon, register settings, affiliate check, registration, password change and reset. */
export function registerMemberRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db, store, delivery } = ctx;
  const anyAccount = sessionGuard(db, 'any');
  const realAccount = sessionGuard(db, 'real');

  app.get(
    '/wps/member/info',
    {
      onRequest: anyAccount,
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
    async () => ok({ fields: await store.registerFields() }),
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['member'],
        summary: 'Check an invitation (affiliate) code; a valid one names its agent',
        querystring: AffiliateQuerySchema,
        response: { 200: okEnvelope(AffiliateSchema), 400: E, 500: E },
      },
    },
    async (request) => {
      const affiliate = await findAffiliate(db, request.query.code, request.query.domain || null);
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
        return ok(await register(ctx, input, { mobileType, ip: clientIp(request) }));
      },
    );
  }

  app.post(
    '/wps/member/password',
    {
      onRequest: realAccount,
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['member'],
        summary: 'Change the password (encrypted body: ChangePasswordRequest)',
        description: 'Other sessions of the account end; this one stays. Five wrong current passwords in a row lock the account for 5 minutes.',
        security: SESSION_SECURITY,
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), 400: E, 401: E, 403: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const caller = accountOf(request);
      const input = await openEncrypted(ctx, request.body, ChangePasswordRequestSchema);
      const subject = accountSubject(caller.account);
      if (!input.oldPassword) throw validationError('oldPassword', 'is required');
      assertField(passwordRule(await store.registerFields()), input.newPassword, 'newPassword');
      if (input.confirmNewPassword !== input.newPassword) throw validationError('confirmNewPassword', 'does not match the new password');
      if (await isLocked(db, subject)) throw refusal('TOO_MANY_ATTEMPTS');

      const member = await findMemberById(db, caller.memberId);
      if (!member || !(await verifyPassword(input.oldPassword, member.password_hash))) {
        const locked = await recordWrongAttempt(db, subject);
        throw locked ? refusal('TOO_MANY_ATTEMPTS') : refusal('PASSWORD_WRONG', { field: 'oldPassword' });
      }
      if (input.newPassword === input.oldPassword) throw validationError('newPassword', 'must differ from the current password');

      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE members SET password_hash = $2, password_changed_at = now(), must_change_password = false WHERE id = $1::bigint',
          [member.id, passwordHash],
        );
        await revokeMemberSessions(tx, member.id, 'PASSWORD_CHANGED', caller.sessionId);
      });
      await clearAttempts(db, subject);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['member'],
        summary: 'Forgotten password by email: mails a temporary password (form: username, email)',
        description:
          'application/x-www-form-urlencoded (JSON is accepted too). The temporary password replaces the old one, ends every session ' +
          'and must be changed at the next login (passwordExpired). At most one mail a second per address.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: PasswordByEmailRequestSchema,
        response: { 200: okEnvelope(z.null()), 400: E, 404: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const { username, email } = request.body;
      const member = await findMemberByAccount(db, username);
      if (!member || !member.email || member.email.toLowerCase() !== email.toLowerCase()) throw refusal('USER_NOT_FOUND');
      const recipient = member.email.toLowerCase();
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const { brandName } = await store.settings();
      await db.transaction(async (tx) => {
        if (!(await claimSendSlot(tx, recipient))) throw refusal('SMS_TOO_FREQUENT');
        await tx.query(
          'UPDATE members SET password_hash = $2, password_changed_at = now(), must_change_password = true WHERE id = $1::bigint',
          [member.id, passwordHash],
        );
        await revokeMemberSessions(tx, member.id, 'PASSWORD_RESET');
        await delivery.send(tx, {
          channel: 'email',
          to: recipient,
          subject: `${brandName}: your temporary password`,
          body:
            `Hello ${member.account},\n\nyour temporary password is: ${password}\n\n` +
            'Log in with it; you will be asked to choose a new password straight away. If you did not ask for this, contact customer service.',
        });
      });
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
        description: 'Ends every session of the account. Five wrong codes in a row lock the number for 5 minutes.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(z.null()), 400: E, 404: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const input = await openEncrypted(ctx, request.body, ResetPasswordByPhoneRequestSchema);
      const mobile = await mobileNumber(store, input.countryDialingCode, input.mobileNum, { dialingCode: 'countryDialingCode', number: 'mobileNum' });
      if (!input.verificationCode) throw validationError('verificationCode', 'is required');
      assertField(passwordRule(await store.registerFields()), input.newPassword, 'newPassword');
      const subject = mobileSubject(mobile.full);
      if (await isLocked(db, subject)) throw refusal('TOO_MANY_ATTEMPTS');
      const member = await findMemberByMobile(db, mobile.dialingCode, mobile.number);
      if (!member) throw refusal('MOBILE_NOT_FOUND', { field: 'mobileNum' });

      const passwordHash = await hashPassword(input.newPassword);
      const outcome = await db.transaction(async (tx) => {
        const check = await useCode(tx, { purpose: 'reset', recipient: mobile.full, code: input.verificationCode });
        if (check !== 'ok') return check;
        await tx.query(
          'UPDATE members SET password_hash = $2, password_changed_at = now(), must_change_password = false WHERE id = $1::bigint',
          [member.id, passwordHash],
        );
        await revokeMemberSessions(tx, member.id, 'PASSWORD_RESET');
        return check;
      });
      if (outcome === 'expired') throw refusal('CODE_EXPIRED', { field: 'verificationCode' });
      if (outcome === 'invalid') {
        const locked = await recordWrongAttempt(db, subject);
        throw locked ? refusal('TOO_MANY_ATTEMPTS') : refusal('CODE_INVALID', { field: 'verificationCode' });
      }
      await clearAttempts(db, subject);
      return ok(null);
    },
  );
}
