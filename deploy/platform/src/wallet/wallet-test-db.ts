/**
 * Test support: a fresh database with every migration and no demo content (so it starts fast).
 * In-memory PGlite by default. With LEDGER_TEST_DATABASE_URL set (a PostgreSQL role that may
 * create databases) the same tests run on a new throw-away database there, where transactions
 * really interleave across the pool's connections.
 */
import { connectDatabase, type ScriptDb } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';

async function freshPostgres(url: string): Promise<ScriptDb> {
  const name = `ledger_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = await connectDatabase({ databaseUrl: url });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: target.toString() });
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    const cleanup = await connectDatabase({ databaseUrl: url });
    await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
    await cleanup.close();
  };
  return db;
}

export async function openLedgerTestDb(): Promise<ScriptDb> {
  loadNativeModulesOutsideSandbox();
  const url = process.env.LEDGER_TEST_DATABASE_URL;
  const db = url ? await freshPostgres(url) : await connectDatabase({ memory: true });
  await runMigrations(db, MIGRATIONS_DIR);
  return db;
}

let serial = 0;

/** A member row with only what the wallet needs; returns its id. */
export async function insertMember(db: ScriptDb, options: { account?: string; type?: number } = {}): Promise<string> {
  serial += 1;
  const rows = await db.query<{ id: string }>(
    'INSERT INTO members (account, type, password_hash) VALUES ($1, $2, $3) RETURNING id::text AS id',
    [options.account ?? `walletuser${serial}`, options.type ?? 0, 'scrypt$not-a-real-hash'],
  );
  return rows[0]!.id;
}
