/**
 * On PostgreSQL (this file runs only in the deploy-pg jest project) platform processes share the
 * database: a scheduler tick holds an advisory lock, so while another process holds it the tick
 * does nothing, and once it is free the tick does the work. A tick whose lock connection is lost
 * fails (the process stays up), and the next one takes the lock again.
 */
import type { ScriptDb } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-error';
import { holdAdvisoryLock } from '../testing/advisory-lock';
import { endLockHolder, stoppedAt } from '../testing/lost-lock';
import { openTestDatabase } from '../testing/test-database';
import { createLotteryScheduler, SCHEDULER_LOCK_KEY } from './scheduler';

jest.setTimeout(60_000);

let db: ScriptDb;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
});

afterAll(async () => {
  await db?.close();
});

it('skips the tick while another process holds the scheduler lock, and works once it is free', async () => {
  const scheduler = createLotteryScheduler({ db, now: () => new Date('2026-11-23T08:50:00Z'), settle: async () => undefined, refund: async () => undefined, seedKeys: { current: 'scheduler-lock-test-key-0123456789abcdef' } });
  // Another process holds the lock until told to let go.
  const other = await holdAdvisoryLock(db, SCHEDULER_LOCK_KEY);
  expect(await scheduler.tick()).toMatchObject({ skipped: true, created: 0 });
  expect(await db.query('SELECT 1 FROM lottery_issues')).toHaveLength(0);
  await other.release();
  const report = await scheduler.tick();
  expect(report.skipped).toBe(false);
  expect(report.created).toBeGreaterThan(0);
});

it('a tick whose lock connection is ended fails as unavailable, and the next tick takes the lock again', async () => {
  // The tick stops at its games read, holding the lock, until let go.
  const stopped = stoppedAt(db, 'FROM lottery_games');
  const scheduler = createLotteryScheduler({ db: stopped.db, now: () => new Date('2026-11-23T09:50:00Z'), settle: async () => undefined, refund: async () => undefined, seedKeys: { current: 'scheduler-lock-test-key-0123456789abcdef' } });
  const tick = scheduler.tick();
  await stopped.reached;
  expect(await endLockHolder(db, SCHEDULER_LOCK_KEY)).toBe(1);
  stopped.letGo();
  await expect(tick).rejects.toBeInstanceOf(DatabaseUnavailableError);
  expect(await scheduler.tick()).toMatchObject({ skipped: false });
});
