import { promises as fs } from 'node:fs';

export interface MigrateResult {
  database: 'pglite' | 'postgres';
  applied: number[];
}

/**
 * Brings the database up to this build's migrations without starting a server: DATABASE_URL when
 * set, else the embedded database in the data directory (which must not be open in a running server:
 * PGlite allows one process). The platform's start runs the same step; this lets an operator do it
 * first, for example once before several servers start on one PostgreSQL.
 */
export async function migrate(dataDir: string, databaseUrl: string | undefined): Promise<MigrateResult> {
  // Loaded here only: the other commands never load a database driver.
  const [{ connectDatabase }, { runMigrations }] = await Promise.all([
    import('../../platform/src/db/database'),
    import('../../platform/src/db/migrate'),
  ]);
  if (!databaseUrl) await fs.mkdir(dataDir, { recursive: true });
  const db = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    return { database: db.kind, applied: await runMigrations(db) };
  } finally {
    await db.close();
  }
}
