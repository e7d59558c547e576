import path from 'node:path';
import { applyPendingMigrations, loadMigrations } from '../../platform/src/db/migrate';
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
  return applyPendingMigrations(db, loadMigrations(dir), {
    table: 'demo_vendor.schema_migrations',
    lockKey: VENDOR_MIGRATION_LOCK_KEY,
    setUp: 'CREATE SCHEMA IF NOT EXISTS demo_vendor',
  });
}
