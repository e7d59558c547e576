import type { Db } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-error';

/** How long readiness waits for the database before it says not ready. */
export const READY_TIMEOUT_MS = 1_000;

/**
 * Asks the database a trivial query; resolves with how long it took (ms), or rejects with
 * DatabaseUnavailableError when it fails or does not answer within `timeoutMs`. A query that
 * answers late is left to finish on its own: a load balancer asks again soon anyway.
 */
export async function probeDatabase(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<number> {
  const started = performance.now();
  const probe = db.query('SELECT 1');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe, late]);
  } catch (error) {
    // Whatever kept the database from answering, the process is not ready to serve.
    probe.catch(() => undefined);
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}
