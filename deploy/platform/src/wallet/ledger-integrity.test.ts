import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRIAL_TYPE } from '../accounts/members';
import { connectDatabase, type ScriptDb } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { PlatformError } from '../http/errors';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { accountBalance, creditMember, openMemberWallet, postTransfer, systemAccountId } from './ledger';
import { reconcile } from './reconcile';
import { insertMember, openLedgerTestDb } from './wallet-test-db';

/**
 * The ledger's rules held by the database (migration 008), whatever SQL the application sends:
 * balances move only with journal lines, an overdraft writes nothing, play money never meets real
 * money, and the journal cannot be rewritten or emptied.
 */

let db: ScriptDb;
let house: string;
let operatorFunding: string;
let trialFunding: string;

beforeAll(async () => {
  db = await openLedgerTestDb();
  house = await systemAccountId(db, 'HOUSE');
  operatorFunding = await systemAccountId(db, 'OPERATOR_FUNDING');
  trialFunding = await systemAccountId(db, 'TRIAL_FUNDING');
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function fundedWallet(amount: bigint): Promise<string> {
  const memberId = await insertMember(db);
  return (await creditMember(db, { memberId, amount, idempotencyKey: `fund:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' })).walletId;
}

async function trialWallet(): Promise<string> {
  return (await openMemberWallet(db, await insertMember(db, { type: TRIAL_TYPE }))).accountId;
}

/** Everything a refused write must leave as it was. */
async function ledgerSnapshot(): Promise<unknown> {
  return db.query(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM journal_lines) AS lines,
            (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances`,
  );
}

async function refusalOf(promise: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw error;
  return error;
}

/** One entry with the given lines, written by raw SQL as a careless or hostile caller would. */
function rawEntry(key: string, lines: [string, bigint][]): Promise<void> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.query<{ id: string }>(
      `INSERT INTO journal_entries (idempotency_key, kind, fingerprint) VALUES ($1, 'TEST', 'raw') RETURNING id::text AS id`,
      [key],
    );
    for (const [account, amount] of lines) {
      await tx.query('INSERT INTO journal_lines (entry_id, account_id, amount, balance_after) VALUES ($1::bigint, $2::bigint, $3::bigint, 0)', [
        entry!.id,
        account,
        amount.toString(),
      ]);
    }
  });
}

describe('balances move only with journal lines', () => {
  it('refuses a direct UPDATE of a balance, even to a harmless value, and with the line setting forged', async () => {
    const wallet = await fundedWallet(500n);
    await expect(db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1::bigint', [wallet])).rejects.toThrow(/only through journal lines/);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('ledger.posting_line', 'on', true)`);
        await tx.query('UPDATE ledger_accounts SET balance = 0 WHERE id = $1::bigint', [wallet]);
      }),
    ).rejects.toThrow(/only through journal lines/);
    expect(await accountBalance(db, wallet)).toBe(500n);
  });

  it("refuses to change an account's ledger, owner or overdraft permission", async () => {
    const wallet = await trialWallet();
    await expect(db.query(`UPDATE ledger_accounts SET ledger = 'REAL' WHERE id = $1::bigint`, [wallet])).rejects.toThrow(/only through journal lines/);
    await expect(db.query(`UPDATE ledger_accounts SET allow_negative = false WHERE id = $1::bigint`, [house])).rejects.toThrow(/only through journal lines/);
  });

  it('applies a line to its account and records the balance after it, whatever the caller wrote there', async () => {
    const wallet = await fundedWallet(500n);
    // rawEntry writes balance_after 0; the database keeps the real one.
    await rawEntry('raw-bet', [
      [wallet, -200n],
      [house, 200n],
    ]);
    expect(await accountBalance(db, wallet)).toBe(300n);
    const [line] = await db.query<{ balance_after: string }>(
      'SELECT balance_after::text AS balance_after FROM journal_lines WHERE account_id = $1::bigint ORDER BY id DESC LIMIT 1',
      [wallet],
    );
    expect(line!.balance_after).toBe('300');
    expect((await reconcile(db)).consistent).toBe(true);
  });
});

describe('an overdraft', () => {
  it('is refused with INSUFFICIENT_FUNDS and writes nothing: no entry, no line, no balance change, key unused', async () => {
    const wallet = await fundedWallet(1_000n);
    const before = await ledgerSnapshot();
    const error = await refusalOf(postTransfer(db, { idempotencyKey: 'overdraft-1', kind: 'TEST_BET', from: wallet, to: house, amount: 1_001n }));
    expect(error.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerSnapshot()).toEqual(before);
    // The key was never used, so the same operation can be posted once the money is there.
    await expect(postTransfer(db, { idempotencyKey: 'overdraft-1', kind: 'TEST_BET', from: wallet, to: house, amount: 1_000n })).resolves.toMatchObject({
      replayed: false,
      fromBalance: 0n,
    });
  });

  it('written as raw SQL fails the whole transaction', async () => {
    const wallet = await fundedWallet(100n);
    const before = await ledgerSnapshot();
    await expect(
      rawEntry('raw-overdraft', [
        [house, 101n],
        [wallet, -101n],
      ]),
    ).rejects.toThrow(/ledger_accounts_no_overdraft/);
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it("leaves the caller's transaction usable: a later posting in it still commits", async () => {
    const wallet = await fundedWallet(100n);
    await db.transaction(async (tx) => {
      const refused = await refusalOf(postTransfer(tx, { idempotencyKey: 'in-tx-too-much', kind: 'TEST_BET', from: wallet, to: house, amount: 500n }));
      expect(refused.errorCode).toBe('INSUFFICIENT_FUNDS');
      await postTransfer(tx, { idempotencyKey: 'in-tx-fits', kind: 'TEST_BET', from: wallet, to: house, amount: 40n });
    });
    expect(await accountBalance(db, wallet)).toBe(60n);
    expect(await db.query(`SELECT 1 FROM journal_entries WHERE idempotency_key = 'in-tx-too-much'`)).toHaveLength(0);
  });
});

describe('play money and real money', () => {
  it("opens a trial member's wallet in the PLAY ledger, whatever the insert says", async () => {
    const memberId = await insertMember(db, { type: TRIAL_TYPE });
    const [row] = await db.query<{ ledger: string }>(
      `INSERT INTO ledger_accounts (kind, member_id, wallet_type, ledger) VALUES ('MEMBER', $1::bigint, 'MAIN', 'REAL') RETURNING ledger`,
      [memberId],
    );
    expect(row!.ledger).toBe('PLAY');
    const ledgers = await db.query<{ code: string; ledger: string }>(`SELECT code, ledger FROM system_account_balances ORDER BY code`);
    expect(ledgers).toEqual([
      { code: 'AGENT_PAYOUTS', ledger: 'REAL' },
      { code: 'HOUSE', ledger: 'REAL' },
      { code: 'LOTTERY_STAKES', ledger: 'REAL' },
      { code: 'MARKETING', ledger: 'REAL' },
      { code: 'OPERATOR_FUNDING', ledger: 'REAL' },
      { code: 'PAYMENT_CLEARING', ledger: 'REAL' },
      { code: 'PLAY_HOUSE', ledger: 'PLAY' },
      { code: 'TRIAL_FUNDING', ledger: 'PLAY' },
      { code: 'WITHDRAWAL_HOLD', ledger: 'REAL' },
    ]);
    // A system account's shards hold money of its ledger.
    const [shards] = await db.query<{ n: number; other: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE s.ledger <> a.ledger)::int AS other FROM ledger_accounts s JOIN ledger_accounts a ON a.id = s.shard_of`,
    );
    expect(shards!.n).toBeGreaterThan(0);
    expect(shards!.other).toBe(0);
  });

  it('moves play money between play accounts', async () => {
    const wallet = await trialWallet();
    expect(await accountBalance(db, wallet)).toBe(200_000n);
    await postTransfer(db, { idempotencyKey: `play-back:${wallet}`, kind: 'TEST_RETURN', from: wallet, to: trialFunding, amount: 500n });
    expect(await accountBalance(db, wallet)).toBe(199_500n);
  });

  it('refuses play money into a real account (LEDGER_MISMATCH), writing nothing', async () => {
    const wallet = await trialWallet();
    const before = await ledgerSnapshot();
    const error = await refusalOf(postTransfer(db, { idempotencyKey: `play-to-house:${wallet}`, kind: 'TEST_BET', from: wallet, to: house, amount: 100n }));
    expect(error).toMatchObject({ errorCode: 'LEDGER_MISMATCH', statusCode: 409 });
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('refuses real money into a play wallet, and a real member wallet taking play money', async () => {
    const play = await trialWallet();
    const real = await fundedWallet(1_000n);
    const before = await ledgerSnapshot();
    const credit = creditMember(db, {
      memberId: (await db.query<{ id: string }>('SELECT member_id::text AS id FROM ledger_accounts WHERE id = $1::bigint', [play]))[0]!.id,
      amount: 100n,
      idempotencyKey: `real-to-play:${play}`,
      kind: 'OPS_CREDIT',
      source: 'OPERATOR_FUNDING',
    });
    expect((await refusalOf(credit)).errorCode).toBe('LEDGER_MISMATCH');
    expect((await refusalOf(postTransfer(db, { idempotencyKey: `play-to-real:${play}`, kind: 'TEST', from: play, to: real, amount: 1n }))).errorCode).toBe(
      'LEDGER_MISMATCH',
    );
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('refuses a raw entry mixing the ledgers, even when it sums to zero', async () => {
    const play = await trialWallet();
    const before = await ledgerSnapshot();
    await expect(
      rawEntry('raw-mixed', [
        [play, -100n],
        [operatorFunding, 100n],
      ]),
    ).rejects.toThrow(/mixes play money and real money/);
    expect(await ledgerSnapshot()).toEqual(before);
  });
});

describe('every entry', () => {
  it('sums to zero at commit', async () => {
    const wallet = await fundedWallet(500n);
    const before = await ledgerSnapshot();
    await expect(
      rawEntry('unbalanced', [
        [wallet, 100n],
        [house, -99n],
      ]),
    ).rejects.toThrow(/does not balance/);
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('has lines: an entry alone does not commit', async () => {
    const before = await ledgerSnapshot();
    await expect(rawEntry('no-lines', [])).rejects.toThrow(/fewer than two lines/);
    expect(await ledgerSnapshot()).toEqual(before);
  });
});

describe('the journal is append-only', () => {
  it('refuses UPDATE and DELETE of entries and lines', async () => {
    await fundedWallet(500n);
    await expect(db.query('UPDATE journal_lines SET amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM journal_lines')).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE journal_entries SET memo = 'changed'`)).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM journal_entries')).rejects.toThrow(/append-only/);
  });

  it('refuses TRUNCATE of lines, entries and accounts (CASCADE included)', async () => {
    await fundedWallet(500n);
    const before = await ledgerSnapshot();
    await expect(db.query('TRUNCATE journal_lines')).rejects.toThrow(/append-only \(TRUNCATE on journal_lines\)/);
    await expect(db.query('TRUNCATE journal_entries CASCADE')).rejects.toThrow(/append-only \(TRUNCATE on journal_/);
    await expect(db.query('TRUNCATE ledger_accounts CASCADE')).rejects.toThrow(/append-only \(TRUNCATE on /);
    expect(await ledgerSnapshot()).toEqual(before);
  });
});

describe('migration 008 on an existing ledger', () => {
  // A fresh embedded database of its own takes seconds to open on a busy machine.
  jest.setTimeout(120_000);

  it('puts trial wallets and trial funding in the PLAY ledger, the rest in REAL, and keeps reconcile green', async () => {
    loadNativeModulesOutsideSandbox();
    const before008 = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-before-008-'));
    const old = await connectDatabase({ memory: true });
    try {
      for (const file of await fs.readdir(MIGRATIONS_DIR)) {
        if (/^00[1-7]_.*\.sql$/.test(file)) await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(before008, file));
      }
      await runMigrations(old, before008);
      // The ledger as the code before 008 wrote it: balances updated by the application.
      const [trial] = await old.query<{ id: string }>(`INSERT INTO members (account, type, password_hash) VALUES ('oldtrial', 4, 'x') RETURNING id::text AS id`);
      const [member] = await old.query<{ id: string }>(`INSERT INTO members (account, type, password_hash) VALUES ('oldmember', 0, 'x') RETURNING id::text AS id`);
      await old.exec(`
        INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', ${trial!.id}, 'MAIN'), ('MEMBER', ${member!.id}, 'MAIN');
        UPDATE ledger_accounts SET balance = 200 WHERE member_id = ${trial!.id};
        UPDATE ledger_accounts SET balance = -200 WHERE code = 'TRIAL_FUNDING';
        INSERT INTO journal_entries (idempotency_key, kind, fingerprint) VALUES ('trial-grant:old', 'TRIAL_GRANT', 'x');
        INSERT INTO journal_lines (entry_id, account_id, amount, balance_after)
          SELECT e.id, a.id, CASE WHEN a.code = 'TRIAL_FUNDING' THEN -200 ELSE 200 END, CASE WHEN a.code = 'TRIAL_FUNDING' THEN -200 ELSE 200 END
          FROM journal_entries e, ledger_accounts a WHERE e.idempotency_key = 'trial-grant:old' AND (a.code = 'TRIAL_FUNDING' OR a.member_id = ${trial!.id});
      `);
      await runMigrations(old, MIGRATIONS_DIR);
      const ledgers = await old.query<{ who: string; ledger: string }>(
        `SELECT coalesce(a.code, m.account) AS who, a.ledger FROM ledger_accounts a LEFT JOIN members m ON m.id = a.member_id WHERE a.shard_of IS NULL ORDER BY 1`,
      );
      expect(ledgers).toEqual([
        { who: 'AGENT_PAYOUTS', ledger: 'REAL' },
        { who: 'HOUSE', ledger: 'REAL' },
        { who: 'LOTTERY_STAKES', ledger: 'REAL' },
        { who: 'MARKETING', ledger: 'REAL' },
        { who: 'OPERATOR_FUNDING', ledger: 'REAL' },
        { who: 'PAYMENT_CLEARING', ledger: 'REAL' },
        { who: 'PLAY_HOUSE', ledger: 'PLAY' },
        { who: 'TRIAL_FUNDING', ledger: 'PLAY' },
        { who: 'WITHDRAWAL_HOLD', ledger: 'REAL' },
        { who: 'oldmember', ledger: 'REAL' },
        { who: 'oldtrial', ledger: 'PLAY' },
      ]);
      expect(await reconcile(old)).toMatchObject({ consistent: true, entries: 1, lines: 2 });
    } finally {
      await old.close();
      await fs.rm(before008, { recursive: true, force: true });
    }
  });
});
