import type { Db, ScriptDb } from '../db/database';
import { PlatformError } from '../http/errors';
import { accountBalance, creditMember, postTransfer, systemAccountId, type SystemAccountCode } from './ledger';
import { reconcile } from './reconcile';
import { insertMember, openLedgerTestDb } from './wallet-test-db';

/**
 * No row every member queues on (PostgreSQL only: on PGlite's one connection transactions never
 * overlap). One member's posting is held in an open transaction, which keeps every row it locked;
 * another member's posting through the same system account must complete meanwhile, and a debit
 * the committed balance cannot cover must be refused without waiting for the wallet's lock. A
 * posting that waits shows in pg_stat_activity as waiting on a Lock: then the held transaction is
 * let go and the test fails, so nothing depends on how fast the machine is.
 */

let db: ScriptDb;

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);

afterAll(async () => {
  if (db) expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  await db?.close();
});

/** Sessions of this database waiting for a lock (the held transaction's own session never does). */
async function lockWaiters(): Promise<number> {
  const [row] = await db.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return row!.waiting;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `held` in a transaction kept open until `other` has settled, or until `other` is seen
 * waiting for a lock. Answers whether it waited, and how `other` ended.
 */
async function whileHeld<T>(held: (tx: Db) => Promise<unknown>, other: () => Promise<T>): Promise<{ waited: boolean; outcome: PromiseSettledResult<T> }> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let posted!: () => void;
  const heldPosted = new Promise<void>((resolve) => (posted = resolve));
  const transaction = db.transaction(async (tx) => {
    await held(tx);
    posted();
    await released;
  });
  await Promise.race([heldPosted, transaction]);
  let settled = false;
  const otherDone = other().finally(() => (settled = true));
  const outcome = Promise.allSettled([otherDone]).then(([result]) => result!);
  let waited = false;
  while (!settled) {
    if ((await lockWaiters()) > 0 && !settled) {
      waited = true;
      break;
    }
    await Promise.race([outcome, pause(20)]);
  }
  letGo();
  await transaction;
  return { waited, outcome: await outcome };
}

async function fundedMember(amount: bigint): Promise<{ memberId: string; walletId: string }> {
  const memberId = await insertMember(db);
  const { walletId } = await creditMember(db, { memberId, amount, idempotencyKey: `fund:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
  return { memberId, walletId };
}

/** A member's stake into the account, or the account's payment to the member. */
const postings: { name: string; code: SystemAccountCode; kind: string; toMember: boolean }[] = [
  { name: 'game bets', code: 'HOUSE', kind: 'SEAMLESS_BET', toMember: false },
  { name: 'game wins', code: 'HOUSE', kind: 'SEAMLESS_WIN', toMember: true },
  { name: 'lottery stakes', code: 'LOTTERY_STAKES', kind: 'LOTTERY_BET', toMember: false },
  { name: 'deposits', code: 'PAYMENT_CLEARING', kind: 'DEPOSIT', toMember: true },
  { name: 'bonuses', code: 'MARKETING', kind: 'BONUS', toMember: true },
];

describe.each(postings)("two members' $name through $code", ({ code, kind, toMember }) => {
  it("do not wait for each other: the second completes while the first's transaction is open", async () => {
    const account = await systemAccountId(db, code);
    // Opened one after the other: consecutive account ids, so never the same shard.
    const first = await fundedMember(10_000n);
    const second = await fundedMember(10_000n);
    const before = await accountBalance(db, account);
    const post = (on: Db, wallet: string, key: string) =>
      postTransfer(on, { idempotencyKey: key, kind, from: toMember ? account : wallet, to: toMember ? wallet : account, amount: 300n });

    const { waited, outcome } = await whileHeld(
      (tx) => post(tx, first.walletId, `hot:${code}:${kind}:${first.memberId}`),
      () => post(db, second.walletId, `hot:${code}:${kind}:${second.memberId}`),
    );

    expect(waited).toBe(false);
    expect(outcome.status).toBe('fulfilled');
    // Both postings count in the account's one figure.
    expect(await accountBalance(db, account)).toBe(before + (toMember ? -600n : 600n));
  });
});

describe('a debit the balance cannot cover', () => {
  it("is refused without waiting for the wallet's lock held by another posting", async () => {
    const house = await systemAccountId(db, 'HOUSE');
    const member = await fundedMember(1_000n);

    const { waited, outcome } = await whileHeld(
      (tx) => postTransfer(tx, { idempotencyKey: `hold:${member.memberId}`, kind: 'SEAMLESS_BET', from: member.walletId, to: house, amount: 200n }),
      () => postTransfer(db, { idempotencyKey: `too-much:${member.memberId}`, kind: 'SEAMLESS_BET', from: member.walletId, to: house, amount: 5_000n }),
    );

    expect(waited).toBe(false);
    expect(outcome.status).toBe('rejected');
    const reason = (outcome as PromiseRejectedResult).reason as unknown;
    expect(reason).toBeInstanceOf(PlatformError);
    expect((reason as PlatformError).errorCode).toBe('INSUFFICIENT_FUNDS');
    // The refused key stayed unused, and only the held posting moved money.
    expect(await accountBalance(db, member.walletId)).toBe(800n);
    const [used] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = $1', [`too-much:${member.memberId}`]);
    expect(used!.n).toBe(0);
  });

  it('that the committed balance covers still waits, and the locked check decides', async () => {
    const house = await systemAccountId(db, 'HOUSE');
    const member = await fundedMember(1_000n);

    // 700 is covered by the committed 1,000 but not by what the held posting leaves (300).
    const { waited, outcome } = await whileHeld(
      (tx) => postTransfer(tx, { idempotencyKey: `hold:${member.memberId}`, kind: 'SEAMLESS_BET', from: member.walletId, to: house, amount: 700n }),
      () => postTransfer(db, { idempotencyKey: `second:${member.memberId}`, kind: 'SEAMLESS_BET', from: member.walletId, to: house, amount: 700n }),
    );

    expect(waited).toBe(true);
    expect(outcome.status).toBe('rejected');
    expect(((outcome as PromiseRejectedResult).reason as PlatformError).errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await accountBalance(db, member.walletId)).toBe(300n);
  });
});
