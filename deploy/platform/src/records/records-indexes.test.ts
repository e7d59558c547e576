/**
 * The record pages read one index range each, also among many rows: every query the betting and
 * account records send is explained on a database holding tens of thousands of rows (two members
 * with thousands each), and must use the index made for it, never a scan of the whole table.
 */
import { addDays, DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { defaultDateRange } from '@site/shared/contract/member';
import type { Db, ScriptDb } from '../db/database';
import { openLedgerTestDb } from '../wallet/wallet-test-db';
import { reconcile } from '../wallet/reconcile';
import { accountRecord } from './account-record';
import { bettingRecord } from './betting-record';
import { seedBulkRecords } from './records-bulk-seed';

let db: ScriptDb;
let heavy: number;

beforeAll(async () => {
  db = await openLedgerTestDb();
  const { memberIds } = await seedBulkRecords(db, { members: 41, heavyMembers: 3, heavyRows: 4_000, lines: 30_000, rounds: 20_000, days: 90, accountPrefix: 'ix' });
  heavy = memberIds[0]!;
  await db.query('ANALYZE');
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** The statements `run` sends, each with its parameters. */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording: Db = {
    kind: db.kind,
    query: (sql, params = []) => {
      sent.push({ sql, params });
      return db.query(sql, params);
    },
    transaction: (fn) => fn(recording),
    close: () => Promise.resolve(),
  };
  await run(recording);
  return sent;
}

async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const plans: string[] = [];
  for (const { sql, params } of await statementsOf(run)) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

const range = defaultDateRange();
/** The whole span the rows were seeded over (90 days up to today). */
const seededDays = { startDate: addDays(siteDay(new Date(), DEFAULT_SITE_TIME_ZONE), -91), endDate: siteDay(new Date(), DEFAULT_SITE_TIME_ZONE) };

it('bulk records form a ledger that reconciles, with the heavy member holding thousands of rows', async () => {
  expect((await reconcile(db)).consistent).toBe(true);
  const [counts] = await db.query<{ lines: number; rounds: number }>(
    'SELECT (SELECT count(*)::int FROM journal_lines WHERE member_id = $1) AS lines, (SELECT count(*)::int FROM game_rounds WHERE member_id = $1) AS rounds',
    [heavy],
  );
  // Its 4,000 rows of each, plus the opening credit on the ledger.
  expect(counts).toEqual({ lines: 4_001, rounds: 4_000 });
});

it.each([
  ['no filter', {}, 'journal_lines_member_time_idx'],
  ['a kind', { kind: 'BONUS' as const }, 'journal_lines_member_kind_time_idx'],
])('account record with %s reads its index', async (_name, filter, index) => {
  for (const pageNo of [1, 40]) {
    // The ledger version (the member's wallet rows), the count, the page.
    const plans = await plansOf((recording) => accountRecord(recording, { memberId: heavy, ...range, ...filter, pageNo }));
    expect(plans).toHaveLength(3);
    const [version, count, page] = plans as [string, string, string];
    expect(version).not.toContain('journal_lines');
    for (const plan of [count, page]) expect(plan).toContain(index);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on journal_lines/);
  }
});

it('answers every page of the account record as a plain offset would, also past the listing\'s bookmarks', async () => {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_lines WHERE member_id = $1', [heavy]);
  const lastPage = Math.ceil(count!.n / 15);
  for (const pageNo of [1, 10, 11, 12, 21, 40, lastPage - 1, lastPage]) {
    const page = await accountRecord(db, { memberId: heavy, ...seededDays, pageNo });
    const expected = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM journal_lines WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 15 OFFSET $2',
      [heavy, (pageNo - 1) * 15],
    );
    expect({ pageNo, ids: page.list.map((line) => line.id) }).toEqual({ pageNo, ids: expected.map((row) => row.id) });
    expect(page.totalCount).toBe(count!.n);
  }
});

it.each([
  ['no filter', {}, 'game_rounds_member_real_time_idx'],
  ['a game type', { gameType: 'FISH' as const }, 'game_rounds_member_type_time_idx'],
  ['a vendor', { vendor: 'BULKA' }, 'game_rounds_member_vendor_time_idx'],
])('betting record with %s reads its index for the page, count and totals from the rollups', async (_name, filter, index) => {
  const plans = await plansOf((recording) => bettingRecord(recording, { memberId: heavy, ...range, ...filter, pageNo: 3 }));
  expect(plans).toHaveLength(2);
  const [summary, page] = plans as [string, string];
  expect(summary).toContain('member_daily_rollups_pkey');
  expect(page).toContain(index);
  for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on (game_rounds|member_daily_rollups)/);
});
