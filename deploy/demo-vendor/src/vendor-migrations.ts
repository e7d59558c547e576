import path from 'node:path';
import { loadMigrations } from '../../platform/src/db/migrate';
import type { VendorScriptDb } from './vendor-db';

/** The vendor's migrations (NNN_name.sql), applied in order into its schema `demo_vendor`. */
export const VENDOR_MIGRATIONS_DIR = path.resolve(__dirname, '../migrations');

/** Its own lock, so the vendor and the platform starting together never wait on each other's. */
const VENDOR_MIGRATION_LOCK_KEY = 7_340_101;

/**
 * Applies the vendor's pending migrations, each in its own transaction, recorded in
 * demo_vendor.schema_migrations (the platform's list is its own); answers the versions applied now.
 */
export async function runVendorMigrations(db: VendorScriptDb, dir: string = VENDOR_MIGRATIONS_DIR): Promise<number[]> {
  const migrations = loadMigrations(dir);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [VENDOR_MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS demo_vendor;
      CREATE TABLE IF NOT EXISTS demo_vendor.schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [VENDOR_MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM demo_vendor.schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO demo_vendor.schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
