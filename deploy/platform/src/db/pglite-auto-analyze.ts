/**
 * Planner statistics for the embedded database. PostgreSQL's autovacuum analyses a table once it
 * has changed enough; PGlite runs no autovacuum, so nothing ever does. Statements sent by the
 * platform are planned afresh each time and follow a table's real size, but the plans kept by
 * database functions and triggers (the ledger's posting, the seamless bet and win) are made once:
 * made while a table was nearly empty they scan all of it, and keep doing so as it grows. The
 * ledger's posting took 1.1 ms at 1,000 entries and 2 ms at 6,000, growing without end; after an
 * ANALYZE (which also makes those plans be made again) it stays near 0.5 ms.
 *
 * So, like autovacuum, this analyses a table when it has grown: every two seconds it compares each
 * table's size with the size recorded by its last analysis, and analyses the tables that doubled
 * (and have at least a few pages). Doubling keeps the number of analyses logarithmic in the size.
 */
import type { Db } from './database';

/**
 * How often the sizes are compared (a few milliseconds each time). Often, because a plan made on a
 * small table costs more with every row added until the table is analysed.
 */
export const AUTO_ANALYZE_INTERVAL_MS = 2_000;

/** Smaller tables are left alone: scanning them whole costs nothing. */
const MIN_PAGES = 8;

/** Analyses the platform's tables that doubled since their last analysis; returns their names. */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const grown = await db.query<{ name: string }>(
    `SELECT quote_ident(c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname = 'public'
       AND pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(2 * c.relpages, $1)
     ORDER BY c.relname`,
    [MIN_PAGES],
  );
  const names = grown.map((row) => row.name);
  if (names.length > 0) await db.query(`ANALYZE ${names.join(', ')}`);
  return names;
}

/**
 * Runs analyzeGrownTables every `intervalMs` until the returned function is called. The timer does
 * not keep the process alive; a failed round is reported once and tried again next time.
 */
export function startAutoAnalyze(db: Db, intervalMs = AUTO_ANALYZE_INTERVAL_MS): () => void {
  let running = false;
  let reported = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeGrownTables(db)
      .catch((error: unknown) => {
        if (!reported) console.warn('platform: analysing the embedded database failed:', (error as Error).message);
        reported = true;
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
