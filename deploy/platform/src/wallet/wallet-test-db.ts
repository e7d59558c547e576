/**
 * Test support: a fresh database with every migration and no demo content (so it starts fast).
 * In-memory PGlite, or in the deploy-pg jest project a new PostgreSQL database of its own, where
 * transactions really interleave across the pool's connections.
 */
import type { ScriptDb } from '../db/database';
import { openTestDatabase } from '../testing/test-database';

export function openLedgerTestDb(): Promise<ScriptDb> {
  return openTestDatabase({ seeded: false });
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
