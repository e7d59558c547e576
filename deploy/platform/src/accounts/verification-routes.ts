import { ok } from '../http/errors';
import type { ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import { EmptyBodySchema, SmsCodeRequestSchema, SmsCodeSchema } from './account-schemas';
import { sendToNumber } from './code-sends';
import { contentLanguage } from '../i18n/language';
import { alreadyRegisteredSmsText } from './sms-texts';
import { clientIp, mobileNumber, requireFeatures, type AccountContext } from './context';
import { findMemberById, findMemberByMobile, mobileTaken } from './members';
import { refusal } from '../http/refusals';
import { accountOf, sessionGuard } from './session-auth';
import { SESSION_SECURITY } from './session-routes';

const E = ErrorEnvelopeSchema;

const SEND_LIMITS =
  'Needs a captcha (captcha, captchaKey). At most one code a second per number (SMS_TOO_FREQUENT), 10 sends an hour per address and 500 for the site (SMS_QUOTA).';

/** The text sent instead of a registration code to a number that already has an account. */

/** The SMS code sends of registration, password reset and the signed-in member's own number. */
export function registerVerificationRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db, system } = ctx;

  const numberOf = (body: { countryDialingCode: string; mobileNo: string }) =>
    mobileNumber(system, body.countryDialingCode, body.mobileNo, { dialingCode: 'countryDialingCode', number: 'mobileNo' });

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags: ['member'],
        summary: 'Send a registration code to a number',
        description:
          'Needs DIRECTREG3 and MOBILENUMREG3 or REGMOBVERF3. The answer is the same whether or not the number (or username) is taken: ' +
          'a number that already has an account gets a notice instead of a code, and registration itself says ACCOUNT_EXISTS or MOBILE_EXISTS. ' +
          SEND_LIMITS,
        body: SmsCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 403: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const flags = await requireFeatures(system, 'DIRECTREG3');
      if (!flags.MOBILENUMREG3 && !flags.REGMOBVERF3) throw refusal('FEATURE_DISABLED');
      const mobile = await numberOf(request.body);
      const taken = await mobileTaken(db, mobile.dialingCode, mobile.number);
      const { captcha, captchaKey } = request.body;
      return ok(
        await sendToNumber(
          ctx,
          { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
          taken ? { kind: 'notice', text: alreadyRegisteredSmsText } : { kind: 'code', purpose: 'register' },
        ),
      );
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['member'],
        summary: 'Send a password-reset code to a registered number',
        description:
          'The code is used by POST /wps/member/password/verification. A number without an account gets nothing, with the same answer. ' +
          SEND_LIMITS,
        body: SmsCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const mobile = await numberOf(request.body);
      const known = (await findMemberByMobile(db, mobile.dialingCode, mobile.number)) !== null;
      const { captcha, captchaKey } = request.body;
      return ok(
        await sendToNumber(
          ctx,
          { mobile, ip: clientIp(request), captcha, captchaKey, captchaRequired: true, language: contentLanguage(request.headers.language) },
          known ? { kind: 'code', purpose: 'reset' } : { kind: 'nothing' },
        ),
      );
    },
  );

  app.post(
    '/wps/verification/sms',
    {
      onRequest: sessionGuard(db, 'real'),
      schema: {
        tags: ['member'],
        summary: "Send a code to the signed-in member's own number",
        description: 'No captcha (the session stands for it); the send throttle and quotas apply.',
        security: SESSION_SECURITY,
        body: EmptyBodySchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 401: E, 403: E, 404: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const member = await findMemberById(db, accountOf(request).memberId);
      if (!member?.dialing_code || !member.mobile_num) throw refusal('MOBILE_NOT_FOUND');
      const mobile = { dialingCode: member.dialing_code, number: member.mobile_num, full: member.dialing_code + member.mobile_num };
      return ok(await sendToNumber(ctx, { mobile, ip: clientIp(request), captchaRequired: false, language: contentLanguage(request.headers.language) }, { kind: 'code', purpose: 'member' }));
    },
  );
}
