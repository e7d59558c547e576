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
export async function insertMember(db: ScriptDb, options: { account?: string; type?: number; uplineId?: string } = {}): Promise<string> {
  serial += 1;
  // The upline is given at creation: it never changes afterwards.
  const rows = await db.query<{ id: string }>(
    'INSERT INTO members (account, type, password_hash, upline_id) VALUES ($1, $2, $3, $4::bigint) RETURNING id::text AS id',
    [options.account ?? `walletuser${serial}`, options.type ?? 0, 'scrypt$not-a-real-hash', options.uplineId ?? null],
  );
  return rows[0]!.id;
}
