import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastCompleteMonth, statementEndpoints as calls } from '@site/shared/contract/protection/statement';
import { accountOf } from '../../accounts/session-auth';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { validationError } from '../../http/errors';
import { createTicker } from '../../scheduling/ticker';
import { siteTimeZone } from '../../system/site-day';
import { MONTHLY_STATEMENT_INTERVAL_MS, sendMonthlyStatements, sendStatementsOfMonth } from './monthly-statements';
import { activityStatement } from './statement';

/**
 * The member's activity statement (read only; the member is the session's, the call takes no id),
 * the monthly statement messages (monthly-statements.ts) on a timer of this process, and the
 * operator's run of that pass by hand for a month that has ended.
 */
export const statementPlugin = fp<AreaOptions & { monthlyStatements?: boolean }>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    route(calls.statement, (request) => activityStatement(options.db, String(accountOf(request).memberId), request.query));
    // The operator's run by hand: only a month that has ended, so no member is told a month's
    // figures while they can still change (and then never told the final ones).
    route(calls.opsRun, async (request) => {
      const now = new Date();
      const lastEnded = lastCompleteMonth(now, siteTimeZone());
      const month = request.body.month ?? lastEnded;
      if (month > lastEnded) throw validationError('month', `must be a month that has ended (${lastEnded} or before)`);
      const report = await sendStatementsOfMonth(options.db, month, now);
      request.log.info({ ...report, operator: request.headers['x-operator'] }, 'statement: monthly messages run by hand');
      return report;
    });
    if (options.monthlyStatements === false) return;

    // The first pass one interval after the start, so a test platform or a quick restart does no
    // work, and a month's messages go out within one interval of its start.
    const ticker = createTicker(
      async () => {
        const report = await sendMonthlyStatements(options.db);
        if (report.sent > 0) instance.log.info(report, 'statement: monthly messages sent');
      },
      (error) => instance.log.error({ err: error }, 'statement: monthly messages failed'),
    );
    ticker.start(MONTHLY_STATEMENT_INTERVAL_MS, { firstAfterOneTick: true });
    instance.addHook('onClose', () => ticker.stop());
  },
  // Its call needs a signed-in member (accounts).
  { name: 'protection-statement', fastify: '5.x', dependencies: ['accounts'] },
);
