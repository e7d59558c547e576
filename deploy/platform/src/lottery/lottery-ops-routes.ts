/** The operator's lottery calls: cancel an issue before its lock, void one whose draw cannot run (bets refunded), and the tests' draw-now hook. */
import { LotteryIssueAnswerSchema, LotteryIssueParamsSchema, LotteryGameIdSchema } from '@site/shared/contract/lottery';
import { z } from 'zod';
import { operatorName } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import type { LotteryClock } from './clock';
import { cancelIssue, drawNow, voidIssue } from './issue-actions';
import { issueView } from './lottery-rows';
import type { MenuCache } from './menu-cache';
import type { IssueMoneyStep } from './scheduler';

const E = ErrorEnvelopeSchema;
const errors = { 400: E, 401: E, 404: E, 409: E, 500: E };
const security = [{ operatorToken: [] }];

const CancelBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(200).default('cancelled by the operator') });
const VoidBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(200) });
const DrawNowBodySchema = z.strictObject({ gameId: LotteryGameIdSchema });

export interface LotteryOpsOptions {
  db: Db;
  operatorToken: string;
  now: LotteryClock;
  menu: MenuCache;
  refund: IssueMoneyStep;
  testHooks: boolean;
}

export function registerLotteryOpsRoutes(app: ZodApp, { db, operatorToken, now, menu, refund, testHooks }: LotteryOpsOptions): void {
  const onRequest = requireOperator(operatorToken);

  app.post(
    '/ops/lottery/issues/:gameId/:numero/cancel',
    {
      onRequest,
      schema: {
        tags: ['lottery', 'operator'],
        summary: 'Cancels an issue whose sales have not closed and refunds every bet on it',
        description:
          'Needs the operator token and `X-Operator` (who acts, for the audit). A cancelled issue takes no bet and is never drawn. ' +
          'Repeating the call answers the cancelled issue and finishes any refund a failure interrupted. Once its lock time passed an issue ' +
          'is 409 LOTTERY_ISSUE_LOCKED (its result is fixed: only a void, when its draw cannot run, refunds it); a drawn issue is 409 LOTTERY_ISSUE_DRAWN.',
        security,
        params: LotteryIssueParamsSchema,
        body: CancelBodySchema.optional(),
        response: { 200: okEnvelope(LotteryIssueAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const operator = operatorName(request);
      const { gameId, numero } = request.params;
      const row = await cancelIssue(db, refund, { gameId, numero, operator, reason: request.body?.reason ?? CancelBodySchema.parse({}).reason, at: now() });
      menu.invalidate();
      request.log.info({ gameId, numero, operator }, 'lottery: issue cancelled');
      return ok({ serverTime: now().getTime(), issue: issueView(row) });
    },
  );

  app.post(
    '/ops/lottery/issues/:gameId/:numero/void',
    {
      onRequest,
      schema: {
        tags: ['lottery', 'operator'],
        summary: 'Voids a locked issue whose draw cannot run and refunds every stake on it',
        description:
          'Needs the operator token, `X-Operator` and a reason (1-200 characters), recorded with the draw failure as operator action LOTTERY_ISSUE_VOID. ' +
          'Only a LOCKED issue not drawn, for which the scheduler recorded that its draw cannot run (no configured seed key matches its commitment), ' +
          'may be voided: otherwise 409 LOTTERY_ISSUE_DRAWABLE; before the lock 409 LOTTERY_ISSUE_NOT_LOCKED (cancel it); drawn 409 LOTTERY_ISSUE_DRAWN. ' +
          'Repeating the call finishes any refund a failure interrupted.',
        security,
        params: LotteryIssueParamsSchema,
        body: VoidBodySchema,
        response: { 200: okEnvelope(LotteryIssueAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const operator = operatorName(request);
      const { gameId, numero } = request.params;
      const row = await voidIssue(db, refund, { gameId, numero, operator, reason: request.body.reason, at: now() });
      menu.invalidate();
      request.log.warn({ gameId, numero, operator }, 'lottery: issue voided');
      return ok({ serverTime: now().getTime(), issue: issueView(row) });
    },
  );

  if (testHooks) {
    app.post(
      '/ops/test/lottery/draw-now',
      {
        onRequest,
        schema: {
          tags: ['lottery', 'operator'],
          summary: "Test hook (PLATFORM_TEST_HOOKS=1 only): the lottery's issue on sale locks in 1 s and draws 1 s later",
          security,
          body: DrawNowBodySchema,
          response: { 200: okEnvelope(LotteryIssueAnswerSchema), ...errors },
        },
      },
      async (request) => {
        const row = await drawNow(db, request.body.gameId, now());
        menu.invalidate();
        return ok({ serverTime: now().getTime(), issue: issueView(row) });
      },
    );
  }
}
