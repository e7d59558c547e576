import { accountOpsEndpoints as calls, CaptchaAnswerSchema, CaptchaKeyParamsSchema, type OpsMemberCreate } from '@site/shared/contract/session';
import type { EndpointRoute } from '../http/endpoint-routes';
import { notFound, ok, validationError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { refusal } from '../http/refusals';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { captchaAnswer } from './captcha';
import { mobileNumber, type AccountContext } from './context';
import { accountTaken, findMemberByAccount, insertMember, isAgentType, MEMBER_TYPE, mobileTaken, uniqueViolation } from './members';
import { listOutbox } from './outbox';
import { hashPassword } from './passwords';

const E = ErrorEnvelopeSchema;
export const OUTBOX_DEFAULT_LIMIT = 20;

/**
 * Operator calls of the accounts part: the outbox, creating members, and the captcha test hook
 * (a test-only route outside the contract, registered only with test hooks on).
 */
export function registerAccountOpsRoutes(route: EndpointRoute, app: ZodApp, ctx: AccountContext): void {
  const { db, system, operatorToken } = ctx;

  route(calls.outbox, (request) => listOutbox(db, { to: request.query.to, limit: request.query.limit ?? OUTBOX_DEFAULT_LIMIT }));

  route(
    calls.createMember,
    async (request) => {
      const created = await createMember(request.body);
      // Which account, never its password.
      request.log.info({ account: created.account, type: created.type }, 'platform: operator created an account');
      return created;
    },
    { bodyLimit: 8 * 1024 },
  );

  if (ctx.testHooks) {
    app.get(
      '/ops/captcha/:key',
      {
        onRequest: requireOperator(operatorToken),
        schema: {
          tags: ['operator'],
          summary: 'Test hook (PLATFORM_TEST_HOOKS=1 only): the answer of a live captcha',
          security: [{ operatorToken: [] }],
          params: CaptchaKeyParamsSchema,
          response: { 200: okEnvelope(CaptchaAnswerSchema), 400: E, 401: E, 404: E, 500: E },
        },
      },
      async (request) => {
        const answer = await captchaAnswer(db, request.params.key);
        if (answer === null) throw notFound('No live captcha with this key');
        return ok({ answer });
      },
    );
  }

  async function createMember(body: OpsMemberCreate): Promise<{ id: number; account: string; type: number }> {
    const type = body.type ?? MEMBER_TYPE;
    if ((body.mobileNum === undefined) !== (body.countryDialingCode === undefined)) {
      throw validationError(body.mobileNum === undefined ? 'mobileNum' : 'countryDialingCode', 'is required with the other part of the number');
    }
    const mobile = body.mobileNum
      ? await mobileNumber(system, body.countryDialingCode, body.mobileNum, { dialingCode: 'countryDialingCode', number: 'mobileNum' })
      : null;
    let uplineId: string | null = null;
    if (body.upline) {
      const upline = await findMemberByAccount(db, body.upline);
      if (!upline || !isAgentType(upline.type)) throw validationError('upline', 'is not an agent account');
      uplineId = upline.id;
    }
    if (body.affiliateCode) {
      if (!isAgentType(type)) throw validationError('affiliateCode', 'is for agent accounts only');
      const taken = await db.query('SELECT 1 FROM affiliate_codes WHERE lower(code) = lower($1)', [body.affiliateCode]);
      if (taken.length > 0) throw validationError('affiliateCode', 'is already in use');
    }
    if (await accountTaken(db, body.account)) throw refusal('ACCOUNT_EXISTS', { field: 'account' });
    if (mobile && (await mobileTaken(db, mobile.dialingCode, mobile.number))) throw refusal('MOBILE_EXISTS', { field: 'mobileNum' });

    const passwordHash = await hashPassword(body.password);
    try {
      const id = await db.transaction(async (tx) => {
        const memberId = await insertMember(tx, {
          account: body.account,
          type,
          passwordHash,
          uplineId,
          nickname: body.nickname ?? null,
          dialingCode: mobile?.dialingCode ?? null,
          mobileNum: mobile?.number ?? null,
          email: body.email ?? null,
          registerMethod: 'OPERATOR',
          mustChangePassword: body.mustChangePassword ?? false,
        });
        if (body.affiliateCode) await tx.query('INSERT INTO affiliate_codes (code, agent_id) VALUES ($1, $2::bigint)', [body.affiliateCode, memberId]);
        return memberId;
      });
      return { id: Number(id), account: body.account, type };
    } catch (error) {
      const broken = uniqueViolation(error);
      if (broken === 'account') throw refusal('ACCOUNT_EXISTS', { field: 'account' });
      if (broken === 'mobile') throw refusal('MOBILE_EXISTS', { field: 'mobileNum' });
      throw error;
    }
  }
}
