import { ok } from '../http/errors';
import type { ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, okEnvelope } from '../schemas/contract-schemas';
import { EmptyBodySchema, SmsCodeRequestSchema, SmsCodeSchema } from './account-schemas';
import { sendCode, type CodePurpose } from './codes';
import { mobileNumber, requireFeatures, type AccountContext, type MobileNumber } from './context';
import { isLocked, mobileSubject } from './limits';
import { accountTaken, findMemberById, findMemberByMobile, mobileTaken } from './members';
import { refusal } from './refusals';
import { accountOf, sessionGuard } from './session-auth';
import { SESSION_SECURITY } from './session-routes';

const E = ErrorEnvelopeSchema;

/** The SMS code sends of registration, password reset and the signed-in member's own number. */
export function registerVerificationRoutes(app: ZodApp, ctx: AccountContext): void {
  const { db, store, delivery } = ctx;

  const send = async (purpose: CodePurpose, mobile: MobileNumber) => {
    if (await isLocked(db, mobileSubject(mobile.full))) throw refusal('TOO_MANY_ATTEMPTS');
    const { brandName } = await store.settings();
    return db.transaction((tx) => sendCode(tx, delivery, { purpose, recipient: mobile.full, brandName }));
  };
  const numberOf = (body: { countryDialingCode: string; mobileNo: string }) =>
    mobileNumber(store, body.countryDialingCode, body.mobileNo, { dialingCode: 'countryDialingCode', number: 'mobileNo' });

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags: ['member'],
        summary: 'Send a registration code to a number that is not registered yet',
        description: 'Needs DIRECTREG3 and MOBILENUMREG3 or REGMOBVERF3. At most one code a second per number.',
        body: SmsCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 403: E, 409: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const flags = await requireFeatures(store, 'DIRECTREG3');
      if (!flags.MOBILENUMREG3 && !flags.REGMOBVERF3) throw refusal('FEATURE_DISABLED');
      const mobile = await numberOf(request.body);
      const username = request.body.username?.trim();
      if (username && (await accountTaken(db, username))) throw refusal('ACCOUNT_EXISTS', { field: 'username' });
      if (await mobileTaken(db, mobile.dialingCode, mobile.number)) throw refusal('MOBILE_EXISTS', { field: 'mobileNo' });
      return ok(await send('register', mobile));
    },
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags: ['member'],
        summary: 'Send a password-reset code to a registered number',
        description: 'The code is used by POST /wps/member/password/verification. At most one code a second per number.',
        body: SmsCodeRequestSchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 404: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const mobile = await numberOf(request.body);
      if (!(await findMemberByMobile(db, mobile.dialingCode, mobile.number))) throw refusal('MOBILE_NOT_FOUND', { field: 'mobileNo' });
      return ok(await send('reset', mobile));
    },
  );

  app.post(
    '/wps/verification/sms',
    {
      onRequest: sessionGuard(db, 'real'),
      schema: {
        tags: ['member'],
        summary: "Send a code to the signed-in member's own number",
        security: SESSION_SECURITY,
        body: EmptyBodySchema,
        response: { 200: okEnvelope(SmsCodeSchema), 400: E, 401: E, 403: E, 404: E, 429: E, 500: E },
      },
    },
    async (request) => {
      const member = await findMemberById(db, accountOf(request).memberId);
      if (!member?.dialing_code || !member.mobile_num) throw refusal('MOBILE_NOT_FOUND');
      const full = member.dialing_code + member.mobile_num;
      return ok(await send('member', { dialingCode: member.dialing_code, number: member.mobile_num, full }));
    },
  );
}
