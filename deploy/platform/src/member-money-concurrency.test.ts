/**
 * One member, 200 money requests of every kind at once: withdrawals, moves between the member's
 * wallets, transfers to the upline and operator-confirmed deposits. Each area proves its own
 * concurrency; this proves they hold together on one balance: nothing overdraws, every cent that
 * moved is accounted for by the answers, and the ledger reconciles. On PostgreSQL (deploy-pg) the
 * requests really run side by side on the pool's connections.
 *
 * The payment password is checked before each money transaction and counts tries per member, so
 * 200 at once would mostly be refused as too many tries; the requests here start past that check,
 * where the money moves.
 */
import { recordOperatorAction } from './audit/operator-actions';
import type { ScriptDb } from './db/database';
import { updateSettings } from './deposits/deposit-channels';
import { createBankOrder, decideBankOrder } from './deposits/deposit-orders';
import { payoutAccountOf } from './member/payout-accounts';
import { createPlatformFixture, type PlatformFixture } from './testing/platform-fixture';
import { postUplineTransfer, uplineOf } from './wallets/upline-transfer';
import { transferBetweenWallets } from './wallets/wallet-transfer';
import { insertMember } from './wallet/wallet-test-db';
import { reconcile } from './wallet/reconcile';
import { placeWithdrawal } from './withdrawals/withdrawals';
import { newRequestId, withdrawingMember } from './withdrawals/withdrawal-test-support';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const VENDOR = 'REDTIGER';
const START = 5_000_00n;
const WITHDRAWAL = 100_00n;
const UPLINE = 50_00n;
const MOVE = '30.00';
const DEPOSIT = 100_00n;

async function walletBalances(db: ScriptDb, memberId: string): Promise<Record<string, bigint>> {
  const rows = await db.query<{ wallet_type: string; balance: string }>(
    'SELECT wallet_type, balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint',
    [memberId],
  );
  return Object.fromEntries(rows.map((row) => [row.wallet_type, BigInt(row.balance)]));
}

/** 'ok', or the refusal's code; anything else (a 500) fails the test. */
async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; code: string }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    const code = (error as { errorCode?: string }).errorCode;
    if (!code) throw error;
    return { ok: false, code };
  }
}

test('200 withdrawals, wallet moves, upline transfers and deposit confirmations at once on one member never overdraw and add up', async () => {
  const db = fx.db as ScriptDb;
  const agent = await insertMember(db, { type: 1 });
  const member = await withdrawingMember(fx, { balance: '5000.00', uplineId: agent });
  const upline = (await uplineOf(db, member.memberId))!;
  const payout = (await payoutAccountOf(db, member.memberId, member.payoutAccountId))!;

  await db.transaction((tx) => updateSettings(tx, { maxOpenOrders: 20 }));
  const deposits = [];
  for (let i = 0; i < 20; i += 1) {
    deposits.push((await createBankOrder(db, member.memberId, { amount: DEPOSIT, reference: `mix ${i}`, requestId: newRequestId() })).order.orderNo);
  }

  const withdrawals = Array.from({ length: 60 }, () =>
    outcome(
      placeWithdrawal(db, { memberId: member.memberId, amount: WITHDRAWAL, requestId: newRequestId(), payout, mode: 'MANUAL', dailyCount: 1000 }, new Date()),
    ),
  );
  const moves = Array.from({ length: 60 }, (_, i) =>
    outcome(
      transferBetweenWallets(db, member.memberId, {
        from: i % 2 === 0 ? 'MAIN' : VENDOR,
        to: i % 2 === 0 ? VENDOR : 'MAIN',
        amount: MOVE,
        requestId: newRequestId(),
      }),
    ),
  );
  const uplineTransfers = Array.from({ length: 60 }, () =>
    outcome(postUplineTransfer(db, member.memberId, upline, UPLINE, newRequestId(), { min: 1_00n, max: 1_000_00n, dailyMax: 1_000_000_00n })),
  );
  const confirmations = deposits.map((orderNo) =>
    outcome(
      db.transaction(async (tx) => {
        await recordOperatorAction(tx, { operator: 'ops.mix', action: 'DEPOSIT_CONFIRM', reference: orderNo, details: { orderNo } });
        return decideBankOrder(tx, orderNo, { confirm: true });
      }),
    ),
  );

  const [placed, moved, sent, confirmed] = await Promise.all([
    Promise.all(withdrawals),
    Promise.all(moves),
    Promise.all(uplineTransfers),
    Promise.all(confirmations),
  ]);

  // Only running out of money may refuse a request, and every deposit is credited.
  const refusals = [...placed, ...moved, ...sent].filter((result) => !result.ok).map((result) => (result.ok ? '' : result.code));
  expect(new Set(refusals)).toEqual(new Set(refusals.length ? ['INSUFFICIENT_FUNDS'] : []));
  expect(confirmed.every((result) => result.ok)).toBe(true);

  // Every cent is where the answers say: start + deposits - withdrawals held - sent upline, split
  // between main and the vendor wallet, neither below zero.
  const held = BigInt(placed.filter((result) => result.ok).length) * WITHDRAWAL;
  const sentUp = BigInt(sent.filter((result) => result.ok).length) * UPLINE;
  const credited = BigInt(deposits.length) * DEPOSIT;
  const wallets = await walletBalances(db, member.memberId);
  const main = wallets.MAIN ?? 0n;
  const vendor = wallets[`VENDOR:${VENDOR}`] ?? 0n;
  expect(main).toBeGreaterThanOrEqual(0n);
  expect(vendor).toBeGreaterThanOrEqual(0n);
  expect(main + vendor).toBe(START + credited - held - sentUp);
  expect((await walletBalances(db, agent)).MAIN ?? 0n).toBe(sentUp);

  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect(report.consistent).toBe(true);
}, 120_000);
