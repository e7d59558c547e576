/**
 * On PostgreSQL (this file runs only in the deploy-pg jest project) platform processes share the
 * database: a settlement holds an advisory lock, so while another process holds it a run does
 * nothing (and says so), and once it is free the run settles. A run whose lock connection is lost
 * fails (the process stays up), and the next run takes the lock again.
 */
import type { ScriptDb } from '../../db/database';
import { DatabaseUnavailableError } from '../../db/database-error';
import { holdAdvisoryLock } from '../../testing/advisory-lock';
import { endLockHolder, stoppedAt } from '../../testing/lost-lock';
import { openTestDatabase } from '../../testing/test-database';
import { createSettlementRunner, SETTLEMENT_LOCK_KEY } from './settle-kind';
import { setCursor } from './settlement-test-kit';

jest.setTimeout(60_000);

let db: ScriptDb;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
});

afterAll(async () => {
  await db?.close();
});

it('skips while another process holds the settlement lock, and settles once it is free', async () => {
  const runner = createSettlementRunner(db);
  await setCursor(db, 'DAILY_SALARY', '2025-01-01T00:00:00Z');
  const until = new Date('2025-01-03T00:00:00Z');
  // Another process holds the lock until told to let go.
  const other = await holdAdvisoryLock(db, SETTLEMENT_LOCK_KEY);
  expect(await runner.settle('DAILY_SALARY', until, until)).toMatchObject({ skipped: true, periods: [], settledTo: '2025-01-01T00:00:00.000Z' });
  expect(await db.query(`SELECT 1 FROM agent_settlement_runs WHERE kind = 'DAILY_SALARY'`)).toHaveLength(0);
  await other.release();
  const report = await runner.settle('DAILY_SALARY', until, until);
  expect(report).toMatchObject({ skipped: false, settledTo: until.toISOString() });
  expect(report.periods.map((period) => period.periodKey)).toEqual(['2025-01-01', '2025-01-02']);
});

it('a run whose lock connection is ended fails as unavailable, and the next run takes the lock again', async () => {
  await setCursor(db, 'HOURLY_SALARY', '2025-01-01T00:00:00Z');
  const until = new Date('2025-01-01T03:00:00Z');
  // The run stops at its cursor read, holding the lock, until let go.
  const stopped = stoppedAt(db, 'FROM agent_settlement_cursors');
  const runner = createSettlementRunner(stopped.db);
  const run = runner.settle('HOURLY_SALARY', until, until);
  await stopped.reached;
  expect(await endLockHolder(db, SETTLEMENT_LOCK_KEY)).toBe(1);
  stopped.letGo();
  await expect(run).rejects.toBeInstanceOf(DatabaseUnavailableError);
  expect(await runner.settle('HOURLY_SALARY', until, until)).toMatchObject({ skipped: false, settledTo: until.toISOString() });
});
