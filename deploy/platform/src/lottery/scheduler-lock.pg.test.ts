/**
 * On PostgreSQL (this file runs only in the deploy-pg jest project) platform processes share the
 * database: a scheduler tick holds an advisory lock, so while another process holds it the tick
 * does nothing, and once it is free the tick does the work. A tick whose lock connection is lost
 * fails (the process stays up), and the next one takes the lock again.
 */
import type { Db, ScriptDb } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-error';
import { holdAdvisoryLock } from '../testing/advisory-lock';
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
  // The scheduler's own queries wait at the games read until let go, so the lock is held meanwhile.
  let letGo: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let reachedGate: () => void = () => undefined;
  const atGate = new Promise<void>((resolve) => {
    reachedGate = resolve;
  });
  let gated = true;
  const waiting: Db = {
    kind: db.kind,
    query: async (sql, params) => {
      if (gated && sql.includes('FROM lottery_games')) {
        reachedGate();
        await gate;
      }
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  const scheduler = createLotteryScheduler({ db: waiting, now: () => new Date('2026-11-23T09:50:00Z'), settle: async () => undefined, refund: async () => undefined, seedKeys: { current: 'scheduler-lock-test-key-0123456789abcdef' } });
  const tick = scheduler.tick();
  await atGate;
  const ended = await db.query<{ ended: boolean }>(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
    [SCHEDULER_LOCK_KEY],
  );
  expect(ended).toEqual([{ ended: true }]);
  gated = false;
  letGo();
  await expect(tick).rejects.toBeInstanceOf(DatabaseUnavailableError);
  expect(await scheduler.tick()).toMatchObject({ skipped: false });
});
