import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementEndpoints as calls } from '@site/shared/contract/protection/statement';
import { accountOf } from '../../accounts/session-auth';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { MONTHLY_STATEMENT_INTERVAL_MS, sendMonthlyStatements } from './monthly-statements';
import { activityStatement } from './statement';

/**
 * The member's activity statement (read only; the member is the session's, the call takes no id),
 * and the monthly statement messages (monthly-statements.ts) on a timer of this process.
 */
export const statementPlugin = fp<AreaOptions & { monthlyStatements?: boolean }>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    route(calls.statement, (request) => activityStatement(options.db, String(accountOf(request).memberId), request.query));
    if (options.monthlyStatements === false) return;

    // One pass at a time; the first one interval after the start, so a test platform or a quick
    // restart does no work, and a month's messages go out within one interval of its start.
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = sendMonthlyStatements(options.db)
        .then((report) => {
          if (report.sent > 0) instance.log.info(report, 'statement: monthly messages sent');
        })
        .catch((error: unknown) => instance.log.error({ err: error }, 'statement: monthly messages failed'))
        .finally(() => {
          running = null;
        });
    }, MONTHLY_STATEMENT_INTERVAL_MS);
    timer.unref();
    instance.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  // Its call needs a signed-in member (accounts).
  { name: 'protection-statement', fastify: '5.x', dependencies: ['accounts'] },
);
