/**
 * Migration 032 on a database that kept its seeds in plain text: undrawn issues lose theirs (the
 * ones with bets are voided and audited, the others removed to be created again under the seed
 * key), drawn issues keep their revealed seed, and no seed can be stored before a draw again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ScriptDb } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { insertMember } from '../wallet/wallet-test-db';

jest.setTimeout(120_000);

const SEED = 'a'.repeat(64);
const HASH = 'b'.repeat(64);

let db: ScriptDb;
let dirs: string[] = [];

/** A folder with the migrations before (or up to) `last`. */
function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-032-'));
  dirs.push(dir);
  for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
    if (Number(file.slice(0, 3)) <= last) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  return dir;
}

async function issue(numero: string, status: string, drawn: boolean): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO lottery_issues (game_id, numero, sale_start_at, lock_at, draw_at, status, seed, seed_hash, result, drawn_at)
     VALUES ('FAST_1M', $1, now() - interval '1 hour', now() + interval '1 hour', now() + interval '2 hours', $2, $3, $4, $5::jsonb, $6)
     RETURNING id::text AS id`,
    [numero, status, SEED, HASH, drawn ? JSON.stringify({ tiers: [] }) : null, drawn ? new Date().toISOString() : null],
  );
  return row!.id;
}

beforeAll(async () => {
  loadNativeModulesOutsideSandbox();
  db = await connectDatabase({ memory: true });
  await runMigrations(db, migrationsUpTo(31));
});

afterAll(async () => {
  await db?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

it('removes every seed not revealed yet, voids the issues that took bets, keeps the drawn ones', async () => {
  const drawn = await issue('20261123-0001', 'SETTLED', true);
  const betOn = await issue('20261123-0002', 'OPEN', false);
  const lockedBetOn = await issue('20261123-0003', 'LOCKED', false);
  const empty = await issue('20261123-0004', 'UPCOMING', false);
  const lockedEmpty = await issue('20261123-0005', 'LOCKED', false);
  const cancelled = await issue('20261123-0006', 'CANCELLED', false);
  const member = await insertMember(db);
  for (const [issueId, numero] of [[betOn, '20261123-0002'], [lockedBetOn, '20261123-0003']] as const) {
    await db.query(
      `INSERT INTO lottery_bets (member_id, game_id, issue_id, numero, bet_type, numbers, units, unit_price, stake, odds, request_id, placed_at)
       VALUES ($1, 'FAST_1M', $2, $3, 'DE', '{07}', 1, 100, 100, 95, $4, now())`,
      [member, issueId, numero, `migration-${numero}`],
    );
  }

  await runMigrations(db, migrationsUpTo(32));

  const rows = await db.query<{ id: string; status: string; seed: string | null; seed_hash: string }>(
    'SELECT id::text AS id, status, seed, seed_hash FROM lottery_issues ORDER BY id',
  );
  expect(rows).toEqual([
    { id: drawn, status: 'SETTLED', seed: SEED, seed_hash: HASH },
    { id: betOn, status: 'CANCELLED', seed: null, seed_hash: HASH },
    { id: lockedBetOn, status: 'CANCELLED', seed: null, seed_hash: HASH },
    { id: cancelled, status: 'CANCELLED', seed: null, seed_hash: HASH },
  ]);
  expect(rows.map((row) => row.id)).not.toContain(empty);
  expect(rows.map((row) => row.id)).not.toContain(lockedEmpty);
  // The voided issues are refunded by the scheduler like any cancelled issue, and the void is audited.
  const audit = await db.query<{ operator: string; reference: string }>(
    `SELECT operator, reference FROM operator_actions WHERE action = 'LOTTERY_ISSUE_VOID' ORDER BY reference`,
  );
  expect(audit).toEqual([
    { operator: 'platform', reference: 'FAST_1M:20261123-0002' },
    { operator: 'platform', reference: 'FAST_1M:20261123-0003' },
  ]);
  const [refunds] = await db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM lottery_issues WHERE status = 'CANCELLED' AND settled_at IS NULL`);
  expect(refunds!.pending).toBe(3);

  // No seed can be stored for an issue not drawn.
  await expect(issue('20261123-0007', 'UPCOMING', false)).rejects.toThrow(/lottery_issues_secret_until_drawn/);
});
