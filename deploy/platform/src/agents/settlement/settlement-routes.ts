/**
 * Settlement in the platform: My Income (GET /wps/agent/income), the operators' settle-now call
 * (POST /ops/agents/settle) and the scheduler that settles every kind on time.
 */
import { agentsEndpoints as calls, resolveAgentRange, type AgentSettleAnswer } from '@site/shared/contract/agents';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { validationError } from '../../http/errors';
import type { ZodApp } from '../../http/types';
import { formatAmount } from '../../wallet/money';
import { listIncome } from './income-list';
import { createSettlementScheduler } from './scheduler';
import { createSettlementRunner, type KindReport } from './settle-kind';
import { siteTimeZone } from '../../system/site-day';

/** How often the scheduler looks for ended periods: the real-time salary's are five minutes long. */
export const SETTLEMENT_TICK_MS = 30_000;

export interface SettlementOptions {
  /** Run the scheduler in this process (default true; the tests' fixture turns it off). */
  schedule?: boolean;
  /** The settlement's clock (default: the system clock). */
  now?: () => Date;
  /** Milliseconds between scheduler ticks (default SETTLEMENT_TICK_MS). */
  tickMs?: number;
}

function settleAnswer(report: KindReport): AgentSettleAnswer {
  const paid = report.periods.reduce((sum, period) => sum + period.paid, 0n);
  const owed = report.periods.reduce((sum, period) => sum + period.owed, 0n);
  return {
    kind: report.kind,
    skipped: report.skipped,
    settledTo: report.settledTo,
    periodCount: report.periods.length,
    paid: formatAmount(paid),
    owed: formatAmount(owed),
    periods: report.periods
      .filter((period) => period.payments > 0 || period.paid > 0n)
      .map((period) => ({ periodKey: period.periodKey, payments: period.payments, paid: formatAmount(period.paid), owed: formatAmount(period.owed) })),
  };
}

export function registerSettlement(
  app: ZodApp,
  route: EndpointRoute,
  options: { db: Db; testHooks: boolean; settlement?: SettlementOptions },
): void {
  const { db } = options;
  const now = options.settlement?.now ?? (() => new Date());
  const runner = createSettlementRunner(db);

  route(calls.income, async (request) => {
    const { kind, direction, pageNo, ...range } = request.query;
    const { startDate, endDate } = resolveAgentRange(range, now(), siteTimeZone());
    const page = await listIncome(db, { agentId: String(accountOf(request).memberId), startDate, endDate, kind, direction, pageNo });
    return { ...page, startDate, endDate };
  });

  route(
    calls.opsSettle,
    async (request) => {
      const at = now();
      const until = request.body.periodEnd === undefined ? at : new Date(request.body.periodEnd);
      // Settling a period before it ends would freeze its pay before its play is over.
      if (until > at && !options.testHooks) throw validationError('periodEnd', 'must not be in the future');
      const report = await runner.settle(request.body.kind, until, at);
      request.log.info({ kind: report.kind, periods: report.periods.length, settledTo: report.settledTo }, 'agents: settlement run by the operator');
      return settleAnswer(report);
    },
    { bodyLimit: 1024 },
  );

  if (options.settlement?.schedule === false) return;
  const scheduler = createSettlementScheduler({
    runner,
    now,
    onError: (error, step) => app.log.error({ err: error }, `agent settlement: ${step} failed`),
  });
  app.addHook('onReady', async () => {
    scheduler.start(options.settlement?.tickMs ?? SETTLEMENT_TICK_MS);
  });
  app.addHook('onClose', () => scheduler.stop());
}
