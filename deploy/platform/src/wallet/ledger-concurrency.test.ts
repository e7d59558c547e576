import type { ScriptDb } from '../db/database';
import { PlatformError } from '../http/errors';
import { TRIAL_TYPE } from '../accounts/members';
import { accountBalance, creditMember, openMemberWallet, postTransfer, systemAccountId } from './ledger';
import { reconcile } from './reconcile';
import { insertMember, openLedgerTestDb } from './wallet-test-db';

/**
 * Many operations on one wallet at once, as a busy player with several tabs and a game provider
 * would cause. Whatever the interleaving, money is neither lost nor made, and the wallet never
 * goes below zero. On PGlite (one connection) the transactions run one after another; the deploy-pg
 * jest project runs this file on PostgreSQL, where they interleave across the pool's connections.
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

/** Small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type Outcome = { ok: true; replayed: boolean; entryId: string } | { ok: false; code: string };

async function outcome(promise: Promise<{ replayed: boolean; entryId: string }>): Promise<Outcome> {
  try {
    const result = await promise;
    return { ok: true, replayed: result.replayed, entryId: result.entryId };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, code: error.errorCode };
    throw error;
  }
}

async function journalSum(accountId: string): Promise<bigint> {
  const rows = await db.query<{ total: string }>('SELECT coalesce(sum(amount), 0)::text AS total FROM journal_lines WHERE account_id = $1::bigint', [accountId]);
  return BigInt(rows[0]!.total);
}

describe('400 debits and credits on one wallet at once', () => {
  it('never overdraws, refused debits move nothing, and the journal explains every cent', async () => {
    const memberId = await insertMember(db);
    const start = 50_000n;
    const { walletId } = await creditMember(db, { memberId, amount: start, idempotencyKey: `start:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    const houseStart = await accountBalance(db, house);

    const next = random(20_261_122);
    const operations = Array.from({ length: 400 }, (_, i) => {
      const debit = i % 2 === 0;
      // Debits outweigh credits (about 2,100.00 against 600.00 plus the 500.00 start), so many must be refused.
      const amount = BigInt(Math.floor(next() * (debit ? 2_000 : 500)) + 100);
      return { key: `op:${memberId}:${i}`, debit, amount };
    });

    const outcomes = await Promise.all(
      operations.map((op) =>
        outcome(
          postTransfer(db, {
            idempotencyKey: op.key,
            kind: op.debit ? 'TEST_BET' : 'TEST_PAYOUT',
            from: op.debit ? walletId : house,
            to: op.debit ? house : walletId,
            amount: op.amount,
          }),
        ),
      ),
    );

    const refused = operations.filter((_, i) => !outcomes[i]!.ok);
    const accepted = operations.filter((_, i) => outcomes[i]!.ok);
    // Only debits can be refused, and only for want of money.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((op) => op.debit)).toBe(true);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(accepted.filter((op) => op.debit).length).toBeGreaterThan(0);

    const net = accepted.reduce((sum, op) => sum + (op.debit ? -op.amount : op.amount), 0n);
    const balance = await accountBalance(db, walletId);
    expect(balance).toBe(start + net);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(await accountBalance(db, house)).toBe(houseStart - net);

    // Refused debits left no entry behind.
    const keys = await db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM journal_entries WHERE idempotency_key LIKE $1', [`op:${memberId}:%`]);
    expect(new Set(keys.map((k) => k.idempotency_key))).toEqual(new Set(accepted.map((op) => op.key)));

    // The wallet's journal adds up to its balance, and no line ever left it below zero.
    expect(await journalSum(walletId)).toBe(balance);
    const lowest = await db.query<{ low: string }>('SELECT min(balance_after)::text AS low FROM journal_lines WHERE account_id = $1::bigint', [walletId]);
    expect(BigInt(lowest[0]!.low)).toBeGreaterThanOrEqual(0n);

    // Replaying the wallet's lines in order reproduces every recorded balance.
    const lines = await db.query<{ amount: string; balance_after: string }>(
      'SELECT amount::text AS amount, balance_after::text AS balance_after FROM journal_lines WHERE account_id = $1::bigint ORDER BY id',
      [walletId],
    );
    let running = 0n;
    for (const line of lines) {
      running += BigInt(line.amount);
      expect(BigInt(line.balance_after)).toBe(running);
    }
  }, 60_000);

  it('every entry sums to zero and money is conserved across all accounts', async () => {
    const unbalanced = await db.query('SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING sum(amount) <> 0 OR count(*) <> 2');
    expect(unbalanced).toEqual([]);
    const total = await db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts');
    expect(total[0]!.total).toBe('0');
    const drift = await db.query(
      `SELECT a.id FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
       GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(l.amount), 0)`,
    );
    expect(drift).toEqual([]);
  });
});

describe('opposite transfers between two wallets at once', () => {
  it('all complete (no deadlock) and the pair keeps its total', async () => {
    const wallets = await Promise.all(
      [0, 1].map(async () => {
        const memberId = await insertMember(db);
        return (await creditMember(db, { memberId, amount: 5_000n, idempotencyKey: `start:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' })).walletId;
      }),
    );
    const [a, b] = wallets as [string, string];
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        outcome(postTransfer(db, { idempotencyKey: `swap:${a}:${b}:${i}`, kind: 'TEST_TRANSFER', from: i % 2 ? a : b, to: i % 2 ? b : a, amount: 700n })),
      ),
    );
    expect(outcomes.every((o) => o.ok || o.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const [balanceA, balanceB] = await Promise.all([accountBalance(db, a), accountBalance(db, b)]);
    expect(balanceA + balanceB).toBe(10_000n);
    expect(balanceA >= 0n && balanceB >= 0n).toBe(true);
    expect(await journalSum(a)).toBe(balanceA);
    expect(await journalSum(b)).toBe(balanceB);
  });
});

describe('idempotent replays under concurrency', () => {
  it('the same key posted 20 times at once moves money once', async () => {
    const memberId = await insertMember(db);
    const { walletId } = await creditMember(db, { memberId, amount: 10_000n, idempotencyKey: `start:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    const request = { idempotencyKey: `bet-once:${memberId}`, kind: 'TEST_BET', from: walletId, to: house, amount: 3_000n };
    const results = await Promise.all(Array.from({ length: 20 }, () => postTransfer(db, request)));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(results.every((r) => r.fromBalance === 7_000n)).toBe(true);
    expect(await accountBalance(db, walletId)).toBe(7_000n);
    expect(await journalSum(walletId)).toBe(7_000n);
  });

  it('the same key with different amounts at once: one posts, the others are refused', async () => {
    const memberId = await insertMember(db);
    const { walletId } = await creditMember(db, { memberId, amount: 10_000n, idempotencyKey: `start:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcome(postTransfer(db, { idempotencyKey: `bet-race:${memberId}`, kind: 'TEST_BET', from: walletId, to: house, amount: BigInt(100 + i) })),
      ),
    );
    const posted = outcomes.flatMap((o, i) => (o.ok ? [100 + i] : []));
    expect(posted).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === 'IDEMPOTENCY_CONFLICT')).toBe(true);
    expect(await accountBalance(db, walletId)).toBe(10_000n - BigInt(posted[0]!));
  });

  it('a trial wallet opened from 20 requests at once is granted once', async () => {
    const memberId = await insertMember(db, { type: TRIAL_TYPE });
    const wallets = await Promise.all(Array.from({ length: 20 }, () => openMemberWallet(db, memberId)));
    expect(new Set(wallets.map((w) => w.accountId)).size).toBe(1);
    expect(await accountBalance(db, wallets[0]!.accountId)).toBe(200_000n);
    const grants = await db.query('SELECT 1 FROM journal_entries WHERE idempotency_key = $1', [`trial-grant:${memberId}`]);
    expect(grants).toHaveLength(1);
  });
});

describe('after all of it', () => {
  it('reconcile finds every balance equal to its lines and every entry summing to zero', async () => {
    const report = await reconcile(db);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ consistent: true, problemCount: 0 });
    expect(report.entries).toBeGreaterThan(200);
  });
});
