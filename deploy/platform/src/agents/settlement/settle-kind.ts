/**
 * Settling a kind up to a moment: every period of the kind that ended after the kind's cursor and
 * by that moment, oldest first, then the cursor moves on. A platform that was stopped settles
 * every period it missed on its first run; a period is never settled twice (the run row), and a
 * run cut short is finished by the next one.
 *
 * One settlement at a time: in this process runs queue behind each other, and on PostgreSQL a
 * transaction advisory lock keeps other platform processes out (they skip and answer `skipped`).
 * PGlite is one process's database, so it needs no lock.
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { siteTimeZone } from '../../system/site-day';
import { periodsEndingBetween, periodTypesOf, type Period } from './periods';
import { settlePeriod, type PeriodReport } from './settle-period';

/** The settlement's advisory lock key on PostgreSQL ('AGPY' in ASCII). */
export const SETTLEMENT_LOCK_KEY = 0x41475059;

/** Periods settled per call at most: a long catch-up continues on the next call. */
export const MAX_PERIODS_PER_RUN = 2_000;

export interface KindReport {
  kind: IncomeKind;
  /** Another process held the settlement lock; nothing was done. */
  skipped: boolean;
  /** Where the kind's cursor stands now. */
  settledTo: string;
  periods: PeriodReport[];
}

async function cursorOf(db: Db, kind: IncomeKind): Promise<Date> {
  const [row] = await db.query<{ settled_to: unknown }>('SELECT settled_to FROM agent_settlement_cursors WHERE kind = $1', [kind]);
  if (!row) throw new Error(`settlement: no cursor for ${kind}`);
  return new Date(isoTime(row.settled_to));
}

async function moveCursor(db: Db, kind: IncomeKind, to: Date): Promise<void> {
  await db.query('UPDATE agent_settlement_cursors SET settled_to = GREATEST(settled_to, $2::timestamptz), updated_at = now() WHERE kind = $1', [kind, to.toISOString()]);
}

/** The periods of `kind` ended after `from` and by `until` in the site zone, oldest end first (the shorter first on the same end). */
export function duePeriods(kind: IncomeKind, from: Date, until: Date, timeZone: string): Period[] {
  return periodTypesOf(kind)
    .flatMap((type) => periodsEndingBetween(type, from, until, timeZone))
    .sort((a, b) => a.end.getTime() - b.end.getTime() || b.start.getTime() - a.start.getTime());
}

async function work(db: Db, kind: IncomeKind, until: Date, now: Date): Promise<KindReport> {
  const from = await cursorOf(db, kind);
  const all = duePeriods(kind, from, until, siteTimeZone());
  const periods = all.slice(0, MAX_PERIODS_PER_RUN);
  const reports: PeriodReport[] = [];
  for (const period of periods) {
    reports.push(await settlePeriod(db, kind, period, now));
    await moveCursor(db, kind, period.end);
  }
  // With every due period done the cursor goes to `until`; otherwise to the last one settled.
  if (periods.length === all.length && until > from) await moveCursor(db, kind, until);
  return { kind, skipped: false, settledTo: (await cursorOf(db, kind)).toISOString(), periods: reports };
}

export interface SettlementRunner {
  /** Settles `kind` up to `until`; `now` is when payments are recorded. */
  settle(kind: IncomeKind, until: Date, now: Date): Promise<KindReport>;
}

export function createSettlementRunner(db: Db): SettlementRunner {
  let queue: Promise<unknown> = Promise.resolve();

  async function locked(kind: IncomeKind, until: Date, now: Date): Promise<KindReport> {
    if (db.kind !== 'postgres') return work(db, kind, until, now);
    // The lock lives as long as this transaction; the work runs on other connections and keeps
    // its own transactions short.
    return db.transaction(async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [SETTLEMENT_LOCK_KEY]);
      if (!lock?.locked) return { kind, skipped: true, settledTo: (await cursorOf(db, kind)).toISOString(), periods: [] };
      return work(db, kind, until, now);
    });
  }

  return {
    settle(kind, until, now) {
      const run = queue.then(() => locked(kind, until, now));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
