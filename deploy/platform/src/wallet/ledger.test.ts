import type { ScriptDb } from '../db/database';
import { PlatformError } from '../http/errors';
import {
  accountBalance,
  creditMember,
  memberBalance,
  openMemberWallet,
  postTransfer,
  systemAccountId,
  TRIAL_GRANT_MINOR,
} from './ledger';
import { TRIAL_TYPE } from '../accounts/members';
import { unreadMessageCount } from '../messages/inbox';
import { DEMO_PLAYER_ACCOUNT, runWalletDemoSeed } from './wallet-seed';
import { insertMember, openLedgerTestDb } from './wallet-test-db';

let db: ScriptDb;
let operatorFunding: string;
let house: string;

beforeAll(async () => {
  db = await openLedgerTestDb();
  operatorFunding = await systemAccountId(db, 'OPERATOR_FUNDING');
  house = await systemAccountId(db, 'HOUSE');
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function entryCount(key?: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    key === undefined ? 'SELECT count(*)::int AS n FROM journal_entries' : 'SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = $1',
    key === undefined ? [] : [key],
  );
  return rows[0]!.n;
}

async function refusal(promise: Promise<unknown>): Promise<PlatformError> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof PlatformError)) throw error;
  return error;
}

async function fundedWallet(amount: bigint): Promise<{ memberId: string; walletId: string }> {
  const memberId = await insertMember(db);
  const { walletId } = await creditMember(db, { memberId, amount, idempotencyKey: `fund:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
  return { memberId, walletId };
}

describe('member wallet', () => {
  it('opens once, empty, whoever asks and however often', async () => {
    const memberId = await insertMember(db);
    const opened = await Promise.all(Array.from({ length: 10 }, () => openMemberWallet(db, memberId)));
    expect(new Set(opened.map((w) => w.accountId)).size).toBe(1);
    expect(opened.every((w) => w.balance === 0n && w.memberId === memberId)).toBe(true);
    const rows = await db.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1::bigint', [memberId]);
    expect(rows).toHaveLength(1);
    expect(await memberBalance(db, memberId)).toBe(0n);
  });

  it('refuses a member that does not exist, creating nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM ledger_accounts');
    const error = await refusal(openMemberWallet(db, '999999'));
    expect(error).toMatchObject({ errorCode: 'USER_NOT_FOUND', statusCode: 404 });
    expect(await db.query('SELECT count(*)::int AS n FROM ledger_accounts')).toEqual(before);
  });

  it('gives a trial account 2,000.00 on first use, once, under trial-grant:<memberId>', async () => {
    const trialFunding = await systemAccountId(db, 'TRIAL_FUNDING');
    const fundingBefore = await accountBalance(db, trialFunding);
    const memberId = await insertMember(db, { type: TRIAL_TYPE });
    const opened = await Promise.all(Array.from({ length: 20 }, () => openMemberWallet(db, memberId)));
    expect(opened.every((w) => w.balance === TRIAL_GRANT_MINOR)).toBe(true);
    expect(await memberBalance(db, memberId)).toBe(200_000n);
    expect(await entryCount(`trial-grant:${memberId}`)).toBe(1);
    expect(await accountBalance(db, trialFunding)).toBe(fundingBefore - TRIAL_GRANT_MINOR);
  });

  it('gives real members no trial money', async () => {
    for (const type of [0, 1, 2, 41, 42]) {
      const memberId = await insertMember(db, { type });
      expect(await memberBalance(db, memberId)).toBe(0n);
      expect(await entryCount(`trial-grant:${memberId}`)).toBe(0);
    }
  });

  it('counts unread messages (none until messages exist)', async () => {
    const memberId = await insertMember(db);
    expect(await unreadMessageCount(db, memberId)).toBe(0);
    await db.query(
      `INSERT INTO member_messages (member_id, title, content, read_at) VALUES
         ($1::bigint, 'a', 'x', NULL), ($1::bigint, 'b', 'y', NULL), ($1::bigint, 'c', 'z', now())`,
      [memberId],
    );
    expect(await unreadMessageCount(db, memberId)).toBe(2);
    expect(await unreadMessageCount(db, await insertMember(db))).toBe(0);
  });
});

describe('postTransfer', () => {
  it('moves money as one entry whose two lines sum to zero, with the balances after', async () => {
    const { walletId } = await fundedWallet(50_000n);
    const houseBefore = await accountBalance(db, house);
    // HOUSE is split into shards: the line lands on the wallet's shard of it.
    const [shard] = await db.query<{ id: string; balance: string }>(
      'SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE id = ledger_account_shard($1::bigint, $2::bigint)',
      [house, walletId],
    );
    const result = await postTransfer(db, { idempotencyKey: 'bet:t1', kind: 'TEST_BET', from: walletId, to: house, amount: 12_345n });
    expect(result).toMatchObject({ replayed: false, fromBalance: 37_655n, toBalance: BigInt(shard!.balance) + 12_345n });
    const lines = await db.query<{ account_id: string; amount: string; balance_after: string }>(
      'SELECT account_id::text AS account_id, amount::text AS amount, balance_after::text AS balance_after FROM journal_lines WHERE entry_id = $1::bigint ORDER BY amount',
      [result.entryId],
    );
    expect(lines).toEqual([
      { account_id: walletId, amount: '-12345', balance_after: '37655' },
      { account_id: shard!.id, amount: '12345', balance_after: String(BigInt(shard!.balance) + 12_345n) },
    ]);
    expect(await accountBalance(db, house)).toBe(houseBefore + 12_345n);
  });

  it('replays a key with the same content: the first result, nothing moved', async () => {
    const { walletId } = await fundedWallet(10_000n);
    const request = { idempotencyKey: 'bet:replay', kind: 'TEST_BET', from: walletId, to: house, amount: 2_500n };
    const first = await postTransfer(db, request);
    const entries = await entryCount();
    const again = await postTransfer(db, request);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await accountBalance(db, walletId)).toBe(7_500n);
    expect(await entryCount()).toBe(entries);
  });

  it('refuses a key posted again with other content, moving nothing', async () => {
    const { walletId } = await fundedWallet(10_000n);
    await postTransfer(db, { idempotencyKey: 'bet:conflict', kind: 'TEST_BET', from: walletId, to: house, amount: 1_000n });
    const entries = await entryCount();
    for (const change of [{ amount: 1_001n }, { to: operatorFunding }, { kind: 'OTHER_KIND' }]) {
      const error = await refusal(postTransfer(db, { idempotencyKey: 'bet:conflict', kind: 'TEST_BET', from: walletId, to: house, amount: 1_000n, ...change }));
      expect(error).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', statusCode: 409 });
    }
    expect(await accountBalance(db, walletId)).toBe(9_000n);
    expect(await entryCount()).toBe(entries);
  });

  it('refuses a debit beyond the balance: nothing moves and the key stays free', async () => {
    const { walletId } = await fundedWallet(1_000n);
    const houseBefore = await accountBalance(db, house);
    const entries = await entryCount();
    const error = await refusal(postTransfer(db, { idempotencyKey: 'bet:too-much', kind: 'TEST_BET', from: walletId, to: house, amount: 1_001n }));
    expect(error).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', statusCode: 409, message: 'Insufficient balance' });
    expect(await accountBalance(db, walletId)).toBe(1_000n);
    expect(await accountBalance(db, house)).toBe(houseBefore);
    expect(await entryCount()).toBe(entries);
    // The whole balance may go, to exactly zero; the refused key was never used, so it can be.
    const all = await postTransfer(db, { idempotencyKey: 'bet:too-much', kind: 'TEST_BET', from: walletId, to: house, amount: 1_000n });
    expect(all).toMatchObject({ replayed: false, fromBalance: 0n });
  });

  it('lets system accounts go negative (money entering the site)', async () => {
    const { walletId } = await fundedWallet(1n);
    expect(await accountBalance(db, operatorFunding)).toBeLessThan(0n);
    expect(await accountBalance(db, walletId)).toBe(1n);
  });

  it('refuses malformed requests before touching the database', async () => {
    const { walletId } = await fundedWallet(100n);
    const base = { idempotencyKey: 'bad', kind: 'TEST_BET', from: walletId, to: house, amount: 1n };
    await expect(postTransfer(db, { ...base, to: walletId })).rejects.toThrow(/two different accounts/);
    await expect(postTransfer(db, { ...base, amount: 0n })).rejects.toThrow(/amount/);
    await expect(postTransfer(db, { ...base, amount: -1n })).rejects.toThrow(/amount/);
    await expect(postTransfer(db, { ...base, from: '1; DROP TABLE members' })).rejects.toThrow(/id/);
    await expect(postTransfer(db, { ...base, idempotencyKey: '' })).rejects.toThrow(/key/);
    await expect(postTransfer(db, { ...base, idempotencyKey: 'k'.repeat(201) })).rejects.toThrow(/key/);
    await expect(postTransfer(db, { ...base, kind: 'lower' })).rejects.toThrow(/kind/);
    await expect(postTransfer(db, { ...base, to: '987654321' })).rejects.toThrow(/unknown account/);
    expect(await entryCount('bad')).toBe(0);
    expect(await accountBalance(db, walletId)).toBe(100n);
  });
});

describe('demo seed', () => {
  // Demo data switched on explicitly: on PostgreSQL it is off by default.
  const demoOn = { DEMO_SEED: '1' };

  it('waits for the demo member, then credits 1,000.00 once', async () => {
    expect(await runWalletDemoSeed(db, demoOn)).toBe('no-demo-member');
    expect(await db.query(`SELECT 1 FROM seed_runs WHERE name = 'wallet-demo'`)).toHaveLength(0);

    const memberId = await insertMember(db, { account: DEMO_PLAYER_ACCOUNT });
    expect(await runWalletDemoSeed(db, demoOn)).toBe('seeded');
    expect(await runWalletDemoSeed(db, demoOn)).toBe('already-seeded');
    expect(await memberBalance(db, memberId)).toBe(100_000n);
    const kinds = await db.query<{ kind: string }>(
      `SELECT e.kind FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id WHERE a.member_id = $1::bigint`,
      [memberId],
    );
    expect(kinds).toEqual([{ kind: 'DEMO_SEED' }]);
  });
});
