import fs from 'node:fs';
import path from 'node:path';
import type { ScriptDb } from './database';
import { applySqlFolder, expandIncludes, loadSqlFolder, SQL_DIR, type SqlFile } from './sql-folder';

/** Plain SQL migrations, applied in the order of their three-digit prefix. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Several platform processes may start together against one PostgreSQL; this transaction-scoped
 * advisory lock makes them apply each migration once, one after another.
 */
const MIGRATION_LOCK_KEY = 7_340_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Reads the migration files, each with its `-- include sql/…` lines replaced by the files of `folder`;
 * a misnamed `.sql` file or a repeated number is an error, not skipped.
 */
export function loadMigrations(dir: string = MIGRATIONS_DIR, folder: readonly SqlFile[] = loadSqlFolder()): Migration[] {
  const migrations: Migration[] = [];
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) throw new Error(`Two migrations share number ${match[1]}`);
    migrations.push({ version, name: match[2]!, sql: expandIncludes(fs.readFileSync(path.join(dir, file), 'utf8'), folder) });
  }
  return migrations.sort((a, b) => a.version - b.version);
}

/**
 * Brings a database to the current schema: the pending migrations, each in its own transaction, then
 * the SQL folder (the functions and triggers as they are now) in one more. Returns the versions
 * applied now.
 *
 * The SQL folder goes with the full set of migrations only: given an older set (a test building a
 * database as an earlier release left it), only those migrations run, since today's functions may
 * need columns that set does not create yet.
 */
export async function runMigrations(db: ScriptDb, dir: string = MIGRATIONS_DIR, sqlDir: string = SQL_DIR): Promise<number[]> {
  const folder = loadSqlFolder(sqlDir);
  const applied = await applyMigrations(db, loadMigrations(dir, folder));
  if (path.resolve(dir) === MIGRATIONS_DIR) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // After a migration the folder is applied even if unchanged: the migration may have dropped
      // one of its functions (to change its arguments).
      await applySqlFolder(tx, folder, { force: applied.length > 0 });
    });
  }
  return applied;
}

/** What applying migrations needs of a database: the platform's driver and the demo vendor's both have it. */
export interface MigrationDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: MigrationDb) => Promise<T>): Promise<T>;
}

/** Where a party keeps its record of applied migrations, and the lock its starting processes share. */
export interface MigrationBook {
  /** The table of applied versions (schema-qualified for a party with its own schema). */
  table: string;
  lockKey: number;
  /** Run before the table is made, in the same transaction (a party's own schema). */
  setUp?: string;
}

/**
 * Applies the migrations `book` has not recorded yet, each in its own transaction under the book's
 * advisory lock, so processes starting together apply each once; answers the versions applied now.
 */
export async function applyPendingMigrations(db: MigrationDb, migrations: readonly Migration[], book: MigrationBook): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [book.lockKey]);
    await tx.exec(`${book.setUp ? `${book.setUp};\n` : ''}CREATE TABLE IF NOT EXISTS ${book.table} (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [book.lockKey]);
      const rows = await tx.query(`SELECT 1 FROM ${book.table} WHERE version = $1`, [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${book.table} (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

async function applyMigrations(db: ScriptDb, migrations: readonly Migration[]): Promise<number[]> {
  const applied = await applyPendingMigrations(db, migrations, { table: 'schema_migrations', lockKey: MIGRATION_LOCK_KEY });

  const known = new Set(migrations.map((m) => m.version));
  const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  const unknown = recorded.filter((row) => !known.has(row.version)).map((row) => row.version);
  if (unknown.length > 0) {
    // A database migrated by a newer build: keep running (a code rollback must still start), but say so.
    console.warn(`platform: the database has migrations this build does not know: ${unknown.join(', ')}`);
  }
  return applied;
}
