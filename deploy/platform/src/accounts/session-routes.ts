import { z } from 'zod';
import { ok } from '../http/errors';
import type { ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import {
  CaptchaQuerySchema,
  EmptyBodySchema,
  EncryptedBodySchema,
  LoginCodeRequestSchema,
  LoginRefusalEnvelopeSchema,
  LoginRequestSchema,
  LoginValueSchema,
  RsaKeySchema,
  SmsCodeSchema,
} from './account-schemas';
import { issueCaptcha } from './captcha';
import { sendToNumber } from './code-sends';
import { contentLanguage } from '../i18n/language';
import { clientIp, mobileNumber, openEncrypted, requireFeatures, type AccountContext } from './context';
import { freePlay, login } from './login';
import { findMemberByMobile } from './members';
import { accountOf, sessionGuard } from './session-auth';
import { revokeSession } from './sessions';

const E = ErrorEnvelopeSchema;
const R = LoginRefusalEnvelopeSchema;
export const ENCRYPTED_BODY_LIMIT = 32 * 1024;
export const SESSION_SECURITY = [{ sessionToken: [] }];

/** GET /wps/session/key/rsa, GET /wps/captcha, the logins, logout. */
export function registerSessionRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db, system, keys } = ctx;

  app.get(
    '/wps/session/key/rsa',
    {
      schema: {
        tags: ['session'],
        summary: 'The public key of the encrypted calls',
        description:
          "SPKI PEM and the platform's clock. Encrypted bodies name the key (kid); a body for another key is refused with ENCRYPTION_KEY_STALE. Sealed bodies carry the platform's time (within 5 minutes) and a single-use nonce.",
        response: { 200: okEnvelope(RsaKeySchema), 500: E },
      },
    },
    async () => {
      const { kid, publicKey } = await keys.get();
      return ok({ kid, publicKey, serverTime: keys.now() });
    },
  );

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['session'],
        summary: 'A captcha image for a client-chosen key',
        description: 'The value is a base64 PNG (no data: prefix). The answer is single use, valid 5 minutes, case-insensitive; asking again with the same key replaces it.',
        querystring: CaptchaQuerySchema,
        response: { 200: okEnvelope(z.string().describe('base64 PNG')), 400: E, 500: E },
      },
    },
    async (request) => ok(await issueCaptcha(db, request.query.key)),
  );

  app.post(
    '/wps/session/login',
    {
      bodyLimit: ENCRYPTED_BODY_LIMIT,
      schema: {
        tags: ['session'],
        summary: 'Log in by username and password, or by mobile number and one-time code (encrypted body: LoginRequest)',
        description:
          'Refusals: LOGIN_FAILED, CAPTCHA_REQUIRED, CAPTCHA_INVALID, CODE_INVALID, CODE_EXPIRED, TOO_MANY_ATTEMPTS (value { captchaRequired }), ' +
          'ACCOUNT_FROZEN, NOT_AGENT (side agent), FEATURE_DISABLED (sms without MOBILEVERCODELOGIN3), ENCRYPTION_KEY_STALE.',
        body: EncryptedBodySchema,
        response: { 200: okEnvelope(LoginValueSchema), 400: R, 403: R, 429: R, 500: E },
      },
    },
    async (request) => ok(await login(ctx, await openEncrypted(ctx, request.body, LoginRequestSchema), clientIp(request), request.headers['user-agent'])),
  );

  app.post(
    '/wps/session/login/code',
    {
      schema: {
        tags: ['session'],
        summary: 'Send a one-time login code to a registered mobile number',
        description:
          'Needs MOBILEVERCODELOGIN3 and a captcha (captcha, captchaKey). A number without an account gets nothing, with the same answer. ' +
          'At most one code a second per number (SMS_TOO_FREQUENT), 10 sends an hour per address and 500 for the site (SMS_QUOTA); 6 digits, valid expiredMinutes.',
        body: LoginCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 403: E, 429: E, 500: E },
      },
    },
    async (request) => {
      await requireFeatures(system, 'MOBILEVERCODELOGIN3');
      const { countryDialingCode, mobileNum, captcha, captchaKey } = request.body;
      const mobile = await mobileNumber(system, countryDialingCode, mobileNum, { dialingCode: 'countryDialingCode', number: 'mobileNum' });
      const known = (await findMemberByMobile(db, mobile.dialingCode, mobile.number)) !== null;
      return ok(
        await sendToNumber(
          ctx,
          { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
          known ? { kind: 'code', purpose: 'login' } : { kind: 'nothing' },
        ),
      );
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags: ['session'],
        summary: 'Play for free: a new trial account (type 4) and its session',
        description: 'Needs FREEPLAY3. Trial accounts get play money from the wallet and are refused on real-account calls (NEED_REAL_ACCOUNT).',
        body: EmptyBodySchema,
        response: { 200: okEnvelope(LoginValueSchema), 400: E, 403: E, 429: E, 500: E },
      },
    },
    async (request) => ok(await freePlay(ctx, clientIp(request))),
  );

  app.delete(
    '/wps/session/logout',
    {
      onRequest: sessionGuard(db, 'any', { duringPasswordChange: true }),
      schema: {
        tags: ['session'],
        summary: 'End this session',
        security: SESSION_SECURITY,
        response: { 200: okEnvelope(z.null()), 401: E, 403: E, 500: E },
      },
    },
    async (request) => {
      await revokeSession(db, accountOf(request).sessionId, 'LOGOUT');
      return ok(null);
    },
  );
}
