import type { Db } from '../db/database';

/**
 * Test support: another platform process holding an advisory lock, in a transaction of its own on
 * another connection (PostgreSQL only). Resolves once the lock is held; `release` lets it go and
 * resolves when that transaction ended.
 */
export async function holdAdvisoryLock(db: Db, key: number): Promise<{ release: () => Promise<void> }> {
  let letGo: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let held: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const other = db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
    held();
    await released;
  });
  await holding;
  return {
    release: async () => {
      letGo();
      await other;
    },
  };
}
