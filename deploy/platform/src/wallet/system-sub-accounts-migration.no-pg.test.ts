import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ScriptDb } from '../db/database';
import { runMigrations } from '../db/migrate';
import { applySqlFolder, loadSqlFolder } from '../db/sql-folder';
import { refundIssue } from '../lottery/bets/settlement';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { accountBalance, postTransfer, systemAccountId } from './ledger';
import { reconcile } from './reconcile';

/**
 * Migration 040 on a ledger the build before it wrote: every system account's balance stays on its
 * own row (shard 0), the stakes of open lottery bets move to their members' shards of
 * LOTTERY_STAKES, and such a bet's money can still leave (here: refunded), reconcile green.
 */

/** The last commit before the system accounts were split: its migrations and SQL folder. */
const BEFORE_SPLIT = '31694bbed78c878a0f420df24a83621a5ea25264';
const REPO_ROOT = path.resolve(__dirname, '../../../..');

jest.setTimeout(180_000);

let workDir: string;
let db: ScriptDb;

afterAll(async () => {
  await db?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** The folder `folder` of deploy/platform as BEFORE_SPLIT had it, written into `dir`. */
async function oldFiles(folder: 'migrations' | 'sql', dir: string): Promise<void> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  await fs.mkdir(dir, { recursive: true });
  for (const file of git('ls-tree', '--name-only', `${BEFORE_SPLIT}:deploy/platform/${folder}`).split('\n').filter((name) => name.endsWith('.sql'))) {
    await fs.writeFile(path.join(dir, file), git('show', `${BEFORE_SPLIT}:deploy/platform/${folder}/${file}`));
  }
}

it('keeps each balance on the account and moves open lottery stakes to their members’ shards', async () => {
  loadNativeModulesOutsideSandbox();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ledger-before-split-'));
  await oldFiles('migrations', path.join(workDir, 'migrations'));
  await oldFiles('sql', path.join(workDir, 'sql'));
  db = await connectDatabase({ memory: true });
  await runMigrations(db, path.join(workDir, 'migrations'), path.join(workDir, 'sql'));
  // An older set of migrations runs without a folder: this one's goes with it, as that build applied it.
  await db.transaction((tx) => applySqlFolder(tx, loadSqlFolder(path.join(workDir, 'sql')), { force: true }));

  // The ledger as the build before wrote it: a member funded, a game bet into HOUSE, a lottery bet open.
  const [member] = await db.query<{ id: string }>(`INSERT INTO members (account, type, password_hash) VALUES ('beforesplit', 0, 'x') RETURNING id::text AS id`);
  const [wallet] = await db.query<{ id: string }>(`INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', $1::bigint, 'MAIN') RETURNING id::text AS id`, [
    member!.id,
  ]);
  const funding = await systemAccountId(db, 'OPERATOR_FUNDING');
  const house = await systemAccountId(db, 'HOUSE');
  const stakes = await systemAccountId(db, 'LOTTERY_STAKES');
  await db.query(`SELECT ledger_post_transfer('old-fund', 'TEST_FUNDING', $1::bigint, $2::bigint, 100000)`, [funding, wallet!.id]);
  await db.query(`SELECT ledger_post_transfer('old-bet', 'SEAMLESS_BET', $1::bigint, $2::bigint, 2500)`, [wallet!.id, house]);
  const [issue] = await db.query<{ id: string }>(
    `INSERT INTO lottery_issues (game_id, numero, sale_start_at, lock_at, draw_at, status, seed_hash)
     VALUES ('FAST_1M', '20261128-0001', now() - interval '1 minute', now() + interval '1 minute', now() + interval '2 minutes', 'OPEN', repeat('b', 64))
     RETURNING id::text AS id`,
  );
  const [placed] = await db.query<{ o_result: string }>(
    `SELECT o_result FROM lottery_place_bet($1::bigint, 'FAST_1M', '20261128-0001', 'DE', ARRAY['07'], 1, 1000, 1000, 990000, 'old-lottery-bet', now(), 'LOTTERY', 'LOTTERY', 'LOTTERY', 'Fast 1')`,
    [member!.id],
  );
  expect(placed!.o_result).toBe('PLACED');

  await runMigrations(db);

  // Each system account's balance is still on its own row; its shards start empty.
  const rows = async (account: string) =>
    db.query<{ shard: number; balance: string }>('SELECT shard, balance::text AS balance FROM ledger_accounts WHERE id = $1::bigint OR shard_of = $1::bigint ORDER BY shard', [account]);
  const houseRows = await rows(house);
  expect(houseRows).toHaveLength(16);
  expect(houseRows[0]).toEqual({ shard: 0, balance: '2500' });
  expect(houseRows.slice(1).every((row) => row.balance === '0')).toBe(true);
  expect(await accountBalance(db, funding)).toBe(-100_000n);
  // The open stake is on the member's shard, the account's figure unchanged.
  const [shard] = await db.query<{ id: string; balance: string }>(
    'SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE id = ledger_account_shard($1::bigint, $2::bigint)',
    [stakes, wallet!.id],
  );
  expect(shard!.id).not.toBe(stakes);
  expect(shard!.balance).toBe('1000');
  expect(await accountBalance(db, stakes)).toBe(1_000n);
  expect((await reconcile(db)).consistent).toBe(true);

  // Postings go to the member's shard now, and the stake leaves from the shard it is on.
  await postTransfer(db, { idempotencyKey: 'new-bet', kind: 'SEAMLESS_BET', from: wallet!.id, to: house, amount: 500n });
  expect(await accountBalance(db, house)).toBe(3_000n);
  await db.query(`UPDATE lottery_issues SET status = 'CANCELLED', cancelled_at = now() WHERE id = $1::bigint`, [issue!.id]);
  await refundIssue(db, issue!.id, new Date());
  expect(await accountBalance(db, stakes)).toBe(0n);
  expect(await accountBalance(db, wallet!.id)).toBe(100_000n - 2_500n - 500n);
  const report = await reconcile(db);
  expect(report).toMatchObject({ consistent: true, problemCount: 0 });
  expect(report.systemAccounts.find((account) => account.code === 'HOUSE')?.balance).toBe('30.00');
});
