import type { ScriptDb } from '../db/database';
import { creditMember, postTransfer, systemAccountId } from './ledger';
import { reconcile } from './reconcile';
import { insertMember, openLedgerTestDb } from './wallet-test-db';

/**
 * reconcile() re-checks what the database enforces. To see it catch a fault, the faults are written
 * the only way left: as the superuser with triggers switched off for the transaction
 * (session_replication_role = replica), as a hand repair or a bad restore would.
 */

let db: ScriptDb;
let house: string;

beforeAll(async () => {
  db = await openLedgerTestDb();
  house = await systemAccountId(db, 'HOUSE');
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function fundedWallet(amount: bigint): Promise<string> {
  const memberId = await insertMember(db);
  return (await creditMember(db, { memberId, amount, idempotencyKey: `fund:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' })).walletId;
}

/** Runs SQL with every trigger off, then checks and undoes it again the same way. */
async function withFault(fault: string, undo: string, check: () => Promise<void>): Promise<void> {
  const bypass = (sql: string) =>
    db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.exec(sql);
    });
  await bypass(fault);
  try {
    await check();
  } finally {
    await bypass(undo);
  }
}

describe('reconcile', () => {
  it('finds the ledger consistent after ordinary postings, with counts and per-ledger totals', async () => {
    const wallet = await fundedWallet(10_000n);
    await postTransfer(db, { idempotencyKey: 'rc-bet', kind: 'TEST_BET', from: wallet, to: house, amount: 2_500n });
    const report = await reconcile(db);
    expect(report).toMatchObject({ consistent: true, problemCount: 0, problems: [], accounts: 10, entries: 2, lines: 4 });
    expect(report.ledgers).toEqual([
      { ledger: 'PLAY', accounts: 2, total: '0.00' },
      { ledger: 'REAL', accounts: 8, total: '0.00' },
    ]);
    // One figure per system account, whichever of its shards the postings landed on.
    expect(report.systemAccounts).toEqual([
      { code: 'AGENT_PAYOUTS', ledger: 'REAL', balance: '0.00' },
      { code: 'HOUSE', ledger: 'REAL', balance: '25.00' },
      { code: 'LOTTERY_STAKES', ledger: 'REAL', balance: '0.00' },
      { code: 'MARKETING', ledger: 'REAL', balance: '0.00' },
      { code: 'OPERATOR_FUNDING', ledger: 'REAL', balance: '-100.00' },
      { code: 'PAYMENT_CLEARING', ledger: 'REAL', balance: '0.00' },
      { code: 'PLAY_HOUSE', ledger: 'PLAY', balance: '0.00' },
      { code: 'TRIAL_FUNDING', ledger: 'PLAY', balance: '0.00' },
      { code: 'WITHDRAWAL_HOLD', ledger: 'REAL', balance: '0.00' },
    ]);
  });

  it('reports a balance that differs from its lines', async () => {
    const wallet = await fundedWallet(700n);
    await withFault(`UPDATE ledger_accounts SET balance = balance + 5 WHERE id = ${wallet}`, `UPDATE ledger_accounts SET balance = balance - 5 WHERE id = ${wallet}`, async () => {
      const report = await reconcile(db);
      expect(report.consistent).toBe(false);
      expect(report.problemCount).toBe(1);
      expect(report.problems).toEqual([{ kind: 'BALANCE_MISMATCH', id: wallet, detail: 'balance 705, lines sum to 700' }]);
    });
    expect((await reconcile(db)).consistent).toBe(true);
  });

  it('reports an entry that does not sum to zero, and the running balance it breaks', async () => {
    const wallet = await fundedWallet(300n);
    const [line] = await db.query<{ id: string; entry_id: string }>(
      'SELECT id::text AS id, entry_id::text AS entry_id FROM journal_lines WHERE account_id = $1::bigint',
      [wallet],
    );
    // The line and the balance move together, so only the entry's sum and the recorded balance_after are wrong.
    await withFault(
      `UPDATE journal_lines SET amount = 301 WHERE id = ${line!.id}; UPDATE ledger_accounts SET balance = 301 WHERE id = ${wallet}`,
      `UPDATE journal_lines SET amount = 300 WHERE id = ${line!.id}; UPDATE ledger_accounts SET balance = 300 WHERE id = ${wallet}`,
      async () => {
        const report = await reconcile(db);
        expect(report.consistent).toBe(false);
        expect(report.problems).toEqual([
          { kind: 'ENTRY_UNBALANCED', id: line!.entry_id, detail: 'lines sum to 1' },
          { kind: 'RUNNING_BALANCE_BREAK', id: line!.id, detail: `account ${wallet}: balance_after 300, running sum 301` },
        ]);
      },
    );
    expect((await reconcile(db)).consistent).toBe(true);
  });

  it('reports an entry without lines and one mixing play and real money', async () => {
    const memberId = await insertMember(db);
    const fund = (key: string) => creditMember(db, { memberId, amount: 300n, idempotencyKey: key, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    await fund(`fund:${memberId}`);
    // Funded twice: the second funding's line, moved, carries a balance that no running sum of its new account reaches.
    const wallet = (await fund(`fund-again:${memberId}`)).walletId;
    const trialFunding = await systemAccountId(db, 'TRIAL_FUNDING');
    const [line] = await db.query<{ id: string; entry_id: string }>(
      'SELECT id::text AS id, entry_id::text AS entry_id FROM journal_lines WHERE account_id = $1::bigint ORDER BY id DESC LIMIT 1',
      [wallet],
    );
    // The funding's other line, on the wallet's shard of OPERATOR_FUNDING.
    const [funding] = await db.query<{ account_id: string }>('SELECT account_id::text AS account_id FROM journal_lines WHERE entry_id = $1::bigint AND amount < 0', [
      line!.entry_id,
    ]);
    const operatorFunding = funding!.account_id;
    await withFault(
      `INSERT INTO journal_entries (idempotency_key, kind, fingerprint) VALUES ('rc-empty', 'TEST', 'x');
       UPDATE journal_lines SET account_id = ${trialFunding} WHERE entry_id = ${line!.entry_id} AND account_id = ${operatorFunding};
       UPDATE ledger_accounts SET balance = balance + 300 WHERE id = ${operatorFunding};
       UPDATE ledger_accounts SET balance = balance - 300 WHERE id = ${trialFunding}`,
      `DELETE FROM journal_entries WHERE idempotency_key = 'rc-empty';
       UPDATE journal_lines SET account_id = ${operatorFunding} WHERE entry_id = ${line!.entry_id} AND account_id = ${trialFunding};
       UPDATE ledger_accounts SET balance = balance - 300 WHERE id = ${operatorFunding};
       UPDATE ledger_accounts SET balance = balance + 300 WHERE id = ${trialFunding}`,
      async () => {
        const report = await reconcile(db);
        // The moved line also breaks the trial funding's running balance.
        expect(new Set(report.problems.map((p) => p.kind))).toEqual(new Set(['ENTRY_MIXES_LEDGERS', 'ENTRY_WITHOUT_LINES', 'RUNNING_BALANCE_BREAK']));
        expect(report.problems.find((p) => p.kind === 'ENTRY_MIXES_LEDGERS')).toEqual({ kind: 'ENTRY_MIXES_LEDGERS', id: line!.entry_id, detail: 'lines in PLAY and REAL' });
        expect(report.problems.find((p) => p.kind === 'ENTRY_WITHOUT_LINES')?.detail).toBe('0 line(s)');
      },
    );
    expect((await reconcile(db)).consistent).toBe(true);
  });
});
