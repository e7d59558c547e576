import { opsCli } from '../testing/ops-cli';
import { createPlatformFixture, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from './wallet-test-db';

/** `npm run ops -- reconcile` against the platform: the command's exit code and what it prints. */

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

async function creditSomeone(): Promise<string> {
  const account = `rcc${Math.random().toString(36).slice(2, 10)}`;
  await insertMember(fx.db as Parameters<typeof insertMember>[0], { account });
  const response = await fx.call({ method: 'POST', url: '/ops/wallet/credit', operator: true, payload: { account, amount: '25.00', reference: `rcc-${account}` } });
  expect(response.statusCode).toBe(200);
  const [row] = await fx.db.query<{ id: string }>(
    'SELECT a.id::text AS id FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.account = $1',
    [account],
  );
  return row!.id;
}

describe('npm run ops -- reconcile', () => {
  it('exits 0 with a short summary when the ledger adds up', async () => {
    await creditSomeone();
    const run = opsCli(fx.app);
    expect(await run.run('reconcile')).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.lines[0]).toMatch(/^ledger consistent: \d+ accounts, \d+ entries, \d+ lines$/);
    expect(run.lines.slice(1, 3)).toEqual([expect.stringMatching(/^ {2}PLAY: \d+ accounts, balances sum to 0\.00$/), expect.stringMatching(/^ {2}REAL: \d+ accounts, balances sum to 0\.00$/)]);
    // One line per system account, whichever shards its postings went to.
    expect(run.lines[3]).toBe('system accounts (each the sum of its shards):');
    expect(run.lines.slice(4)).toHaveLength(9);
    expect(run.lines.slice(4)).toContain('  WITHDRAWAL_HOLD (REAL): 0.00');
    expect(run.lines.slice(4).find((line) => line.startsWith('  OPERATOR_FUNDING (REAL): -'))).toBeDefined();
  });

  it('exits 1 and names the account when a balance was changed behind the ledger', async () => {
    const wallet = await creditSomeone();
    const bypass = (sql: string) =>
      fx.db.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        await tx.query(sql, [wallet]);
      });
    await bypass('UPDATE ledger_accounts SET balance = balance + 100 WHERE id = $1::bigint');
    try {
      const run = opsCli(fx.app);
      expect(await run.run('reconcile')).toBe(1);
      expect(run.errors[0]).toMatch(/^ledger NOT consistent: /);
      expect(run.errors).toContain('1 problem(s):');
      expect(run.errors).toContain(`  BALANCE_MISMATCH ${wallet}: balance 2600, lines sum to 2500`);
    } finally {
      await bypass('UPDATE ledger_accounts SET balance = balance - 100 WHERE id = $1::bigint');
    }
    expect(await opsCli(fx.app).run('reconcile')).toBe(0);
  });

  it('exits 1 without the operator token, and 2 on extra arguments', async () => {
    const wrong = opsCli(fx.app, { token: `${TEST_OPERATOR_TOKEN}x` });
    expect(await wrong.run('reconcile')).toBe(1);
    expect(wrong.errors[0]).toMatch(/HTTP 401/);
    expect(await opsCli(fx.app).run('reconcile', '--fix')).toBe(2);
  });
});
