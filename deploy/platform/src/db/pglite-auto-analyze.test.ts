import { analyzeGrownTables } from './pglite-auto-analyze';
import type { ScriptDb } from './database';
import { openTestDatabase } from '../testing/test-database';

let db: ScriptDb;

beforeAll(async () => {
  db = await openTestDatabase({ seeded: false });
  await db.exec('CREATE TABLE auto_analyze_probe (id integer PRIMARY KEY, filler text NOT NULL)');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const fill = (from: number, to: number) =>
  db.query(`INSERT INTO auto_analyze_probe SELECT g, repeat('x', 200) FROM generate_series($1::int, $2::int) g`, [from, to]);

const recorded = async () =>
  (await db.query<{ relpages: number }>(`SELECT relpages FROM pg_class WHERE relname = 'auto_analyze_probe'`))[0]!.relpages;

it('analyses a table once it has a few pages, and again each time it doubled, not before', async () => {
  await fill(1, 20);
  expect(await analyzeGrownTables(db)).not.toContain('auto_analyze_probe');
  await fill(21, 400);
  expect(await analyzeGrownTables(db)).toContain('auto_analyze_probe');
  const pages = await recorded();
  expect(pages).toBeGreaterThanOrEqual(8);
  expect(await analyzeGrownTables(db)).not.toContain('auto_analyze_probe');
  await fill(401, 600);
  expect(await analyzeGrownTables(db)).not.toContain('auto_analyze_probe');
  await fill(601, 1_000);
  expect(await analyzeGrownTables(db)).toContain('auto_analyze_probe');
  expect(await recorded()).toBeGreaterThanOrEqual(2 * pages);
});
