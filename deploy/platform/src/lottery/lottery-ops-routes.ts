/** The operator's lottery calls: cancel an issue before its lock, void one whose draw cannot run (bets refunded), and the tests' draw-now hook. */
import { LotteryCancelBodySchema, LotteryGameIdSchema, LotteryIssueAnswerSchema, lotteryEndpoints as calls } from '@site/shared/contract/lottery';
import { z } from 'zod';
import { operatorName } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { EndpointRoute } from '../http/endpoint-routes';
import type { ZodApp } from '../http/types';
import type { LotteryClock } from './clock';
import { cancelIssue, drawNow, voidIssue } from './issue-actions';
import { issueView } from './lottery-rows';
import type { MenuCache } from './menu-cache';
import type { IssueMoneyStep } from './scheduler';

const E = ErrorEnvelopeSchema;
const errors = { 400: E, 401: E, 404: E, 409: E, 500: E };
const security = [{ operatorToken: [] }];

const DrawNowBodySchema = z.strictObject({ gameId: LotteryGameIdSchema });

export interface LotteryOpsOptions {
  db: Db;
  operatorToken: string;
  now: LotteryClock;
  menu: MenuCache;
  refund: IssueMoneyStep;
  testHooks: boolean;
}

export function registerLotteryOpsRoutes(app: ZodApp, route: EndpointRoute, { db, operatorToken, now, menu, refund, testHooks }: LotteryOpsOptions): void {
  route(calls.opsCancelIssue, async (request) => {
    const operator = operatorName(request);
    const { gameId, numero } = request.params;
    const row = await cancelIssue(db, refund, { gameId, numero, operator, reason: request.body?.reason ?? LotteryCancelBodySchema.parse({}).reason, at: now() });
    menu.invalidate();
    request.log.info({ gameId, numero, operator }, 'lottery: issue cancelled');
    return { serverTime: now().getTime(), issue: issueView(row) };
  });

  route(calls.opsVoidIssue, async (request) => {
    const operator = operatorName(request);
    const { gameId, numero } = request.params;
    const row = await voidIssue(db, refund, { gameId, numero, operator, reason: request.body.reason, at: now() });
    menu.invalidate();
    request.log.warn({ gameId, numero, operator }, 'lottery: issue voided');
    return { serverTime: now().getTime(), issue: issueView(row) };
  });

  // A test hook is not a call of the contract: it exists only where test hooks are on.
  if (testHooks) {
    app.post(
      '/ops/test/lottery/draw-now',
      {
        onRequest: requireOperator(operatorToken),
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
