import { addDays, DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../e2e/server-process';
import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { runMigrations } from '../../platform/src/db/migrate';

/** One row of the bench's table. */
export interface Row {
  scope: string;
  metric: string;
  value: number | null;
  unit: string;
  budget?: number;
  /** 'max': value must be ≤ budget; 'min': value must be ≥ budget. */
  kind?: 'max' | 'min';
}

/** The query of a range of the last `days` site days (the default zone the bench server runs in), today included. */
export function lastDays(days: number): string {
  const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
  return `startDate=${addDays(today, -(days - 1))}&endDate=${today}`;
}

/**
 * A server of its own over a database seeded first: `seed` writes straight into a fresh embedded
 * database (set-based SQL, far faster than through the API), the database closes, a server starts
 * on it and `measure` loads it. The data directory is removed afterwards, whatever happened.
 */
export async function onSeededServer<Seed, Result>(
  label: string,
  env: Record<string, string>,
  seed: (db: ScriptDb) => Promise<Seed>,
  measure: (origin: string, seeded: Seed) => Promise<Result>,
): Promise<Result> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), `${label}-`));
  const dataDir = path.join(base, 'data');
  let stopServer: (() => Promise<void>) | undefined;
  try {
    await fs.mkdir(dataDir, { recursive: true });
    const db = await connectDatabase({ dataDir });
    let seeded: Seed;
    try {
      await runMigrations(db);
      seeded = await seed(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ label, dataDir, env });
    stopServer = () => server.stop();
    return await measure(server.url, seeded);
  } finally {
    await stopServer?.();
    await fs.rm(base, { recursive: true, force: true });
  }
}
