import type { Db } from '../db/database';

/**
 * Test support: `db` with the work stopped at the first statement containing `marker` until
 * `letGo`, so a test can act while a scheduler holds its lock (after `reached`). Later statements run as usual.
 */
export function stoppedAt(db: Db, marker: string): { db: Db; reached: Promise<void>; letGo: () => void } {
  let letGo: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let arrive: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let stopped = false;
  const stopping: Db = {
    kind: db.kind,
    query: async (sql, params) => {
      if (!stopped && sql.includes(marker)) {
        stopped = true;
        arrive();
        await gate;
      }
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: stopping, reached, letGo };
}

/**
 * Ends the session holding the transaction advisory lock `key` (PostgreSQL), as a server restart
 * or an operator's pg_terminate_backend would; resolves with how many sessions were ended.
 */
export async function endLockHolder(db: Db, key: number): Promise<number> {
  const ended = await db.query<{ ended: boolean }>(
    // Only this test's database: the test cluster is shared, and other files' schedulers hold the same key.
    `SELECT pg_terminate_backend(l.pid) AS ended FROM pg_locks l JOIN pg_database d ON d.oid = l.database
     WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted AND d.datname = current_database()`,
    [key],
  );
  return ended.filter((row) => row.ended).length;
}
