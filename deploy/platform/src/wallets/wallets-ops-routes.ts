import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { ok, validationError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { formatAmount } from '../wallet/money';
import { setUplineLimits, uplineLimits, type UplineLimits } from './upline-transfer';
import { amountOf } from './wallet-transfer';
import { OpsUplineLimitsBodySchema, OpsUplineLimitsValueSchema, UplineLimitsSchema } from './wallets-schemas';

const E = ErrorEnvelopeSchema;
const tags = ['wallet', 'operator'];
const security = [{ operatorToken: [] }];

const formatLimits = (limits: UplineLimits) => ({ min: formatAmount(limits.min), max: formatAmount(limits.max), dailyMax: formatAmount(limits.dailyMax) });

/** The operator's side of the wallets area: the limits of transfers to the upline. */
export function registerWalletsOpsRoutes(app: ZodApp, { db, operatorToken }: { db: Db; operatorToken: string }): void {
  app.get(
    '/ops/wallets/upline-limits',
    {
      onRequest: requireOperator(operatorToken),
      schema: { tags, security, summary: 'The limits of transfers to the upline', response: { 200: okEnvelope(UplineLimitsSchema), 401: E, 500: E } },
    },
    async () => ok(formatLimits(await uplineLimits(db))),
  );

  app.put(
    '/ops/wallets/upline-limits',
    {
      onRequest: requireOperator(operatorToken),
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        security,
        summary: 'Set the limits of transfers to the upline',
        description:
          'Needs `X-Operator` (who, for the audit). `min` <= `max` <= `dailyMax`, amounts above 0. Audited as UPLINE_LIMITS_SET; ' +
          'the same `reference` again changes nothing (`replayed: true`) and answers the limits as they are.',
        body: OpsUplineLimitsBodySchema,
        response: { 200: okEnvelope(OpsUplineLimitsValueSchema), 400: E, 401: E, 500: E },
      },
    },
    async (request) => {
      const operator = operatorName(request);
      const { reference, ...text } = request.body;
      const limits: UplineLimits = { min: amountOf(text.min, 'min'), max: amountOf(text.max, 'max'), dailyMax: amountOf(text.dailyMax, 'dailyMax') };
      if (limits.max < limits.min) throw validationError('max', 'must be at least min');
      if (limits.dailyMax < limits.max) throw validationError('dailyMax', 'must be at least max');
      const replayed = await db.transaction(async (tx) => {
        const audit = await recordOperatorAction(tx, { operator, action: 'UPLINE_LIMITS_SET', reference, details: formatLimits(limits) });
        if (!audit.replayed) await setUplineLimits(tx, limits);
        return audit.replayed;
      });
      return ok({ ...formatLimits(await uplineLimits(db)), replayed });
    },
  );
}
