/**
 * The settlement scheduler: on every tick each kind is settled up to now minus its grace, which
 * settles every period that ended since the last tick, or since the platform stopped (catch-up).
 *
 * The grace lets rounds that were being written at the end of a period land before the period is
 * read: a round's settle time is taken when its transaction starts, so it may commit a moment
 * after the period ended. A day is settled 15 minutes after midnight (late wins of rounds started
 * that day reach its rollup), an hour 2 minutes after, five minutes 1 minute after.
 */
import { INCOME_KINDS, type IncomeKind } from '@site/shared/contract/agents';
import { createTicker, type Ticker } from '../../scheduling/ticker';
import type { KindReport, SettlementRunner } from './settle-kind';

const MINUTE_MS = 60_000;

export const SETTLEMENT_GRACE_MS: Record<IncomeKind, number> = {
  DIVIDEND: 15 * MINUTE_MS,
  DAILY_SALARY: 15 * MINUTE_MS,
  HOURLY_SALARY: 2 * MINUTE_MS,
  REALTIME_SALARY: MINUTE_MS,
};

/** Each tick settles every kind up to now, minus the kind's grace. */
export type SettlementScheduler = Ticker<KindReport[]>;

export function createSettlementScheduler(options: {
  runner: SettlementRunner;
  now: () => Date;
  onError?: (error: unknown, step: string) => void;
}): SettlementScheduler {
  const reportError = options.onError ?? ((error: unknown, step: string) => console.error(`agent settlement: ${step} failed:`, error));
  async function work(): Promise<KindReport[]> {
    const reports: KindReport[] = [];
    for (const kind of INCOME_KINDS) {
      const now = options.now();
      try {
        reports.push(await options.runner.settle(kind, new Date(now.getTime() - SETTLEMENT_GRACE_MS[kind]), now));
      } catch (error) {
        // One kind failing (say, a bad contract row) does not hold up the others; the next tick retries.
        reportError(error, `settling ${kind}`);
      }
    }
    return reports;
  }

  return createTicker(work, (error) => reportError(error, 'tick'));
}
