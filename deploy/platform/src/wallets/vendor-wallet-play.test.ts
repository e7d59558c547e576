/**
 * A transfer-wallet vendor's games play from the member's wallet of that vendor: the seamless
 * calls (authenticate, balance, bet, win, rollback) read and move that wallet, never MAIN.
 */
import type { PlatformFixture } from '../testing/platform-fixture';
import { createSeamlessFixture, SeamlessClient, type Envelope } from '../seamless/seamless-test-client';
import { postTransfer } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { openWallet, vendorWalletType, walletBalance } from './vendor-wallets';

let fx: PlatformFixture;
let client: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const TRANSFER_VENDOR = 'REDTIGER';
const game = { gameCode: 'RNG-REDTIGER', gameType: 'RNG' as const, vendor: TRANSFER_VENDOR };
let serial = 0;
const id = (prefix: string) => `${prefix}-${process.pid}-${(serial += 1)}`;

/** Moves `amount` from the member's MAIN into the vendor wallet, as a wallet transfer does. */
async function fillVendorWallet(memberId: string, amount: bigint): Promise<void> {
  const main = await openWallet(fx.db, memberId, 'MAIN');
  const vendor = await openWallet(fx.db, memberId, vendorWalletType(TRANSFER_VENDOR));
  await postTransfer(fx.db, { idempotencyKey: id('fill'), kind: 'WALLET_TRANSFER', from: main.accountId, to: vendor.accountId, amount });
}

async function sessionFor(memberId: string): Promise<{ sessionToken: string; balance: number }> {
  const launchToken = await client.launchToken(memberId, game);
  return client.value('authenticate', { requestId: id('auth'), launchToken });
}

const balances = async (memberId: string) => ({
  main: await walletBalance(fx.db, memberId, 'MAIN'),
  vendor: await walletBalance(fx.db, memberId, vendorWalletType(TRANSFER_VENDOR)),
});

describe('a transfer-wallet vendor plays from its own wallet', () => {
  it('authenticate and balance answer the vendor wallet; a bet debits it and a win credits it, MAIN untouched', async () => {
    const memberId = await client.member({ money: 10_000n });
    await fillVendorWallet(memberId, 3_000n);
    const session = await sessionFor(memberId);
    expect(session.balance).toBe(3_000);
    const common = { sessionToken: session.sessionToken, gameCode: game.gameCode };
    expect(await client.value<{ balance: number }>('balance', { requestId: id('bal'), ...common })).toMatchObject({ balance: 3_000 });

    const roundId = id('round');
    const bet = await client.value<{ balance: number }>('bet', { requestId: id('r'), ...common, roundId, txId: id('bet'), amount: 1_000 });
    expect(bet.balance).toBe(2_000);
    expect(await balances(memberId)).toEqual({ main: 7_000n, vendor: 2_000n });

    const win = await client.value<{ balance: number }>('win', { requestId: id('r'), ...common, roundId, txId: id('win'), amount: 2_500, roundClosed: true });
    expect(win.balance).toBe(4_500);
    expect(await balances(memberId)).toEqual({ main: 7_000n, vendor: 4_500n });
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('a bet larger than the vendor wallet is refused even with money in MAIN, and writes nothing', async () => {
    const memberId = await client.member({ money: 50_000n });
    const session = await sessionFor(memberId);
    expect(session.balance).toBe(0);
    const before = await client.counts();
    const response = await client.call('bet', {
      requestId: id('r'),
      sessionToken: session.sessionToken,
      gameCode: game.gameCode,
      roundId: id('round'),
      txId: id('bet'),
      amount: 100,
    });
    const envelope = response.json() as Envelope<{ balance: number }>;
    expect(response.statusCode).toBe(409);
    expect(envelope.errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(envelope.value.balance).toBe(0);
    expect(await client.counts()).toEqual(before);
    expect(await balances(memberId)).toEqual({ main: 50_000n, vendor: 0n });
  });

  it('a rollback refunds the vendor wallet', async () => {
    const memberId = await client.member({ money: 5_000n });
    await fillVendorWallet(memberId, 1_000n);
    const session = await sessionFor(memberId);
    const common = { sessionToken: session.sessionToken, gameCode: game.gameCode };
    const roundId = id('round');
    const txId = id('bet');
    await client.value('bet', { requestId: id('r'), ...common, roundId, txId, amount: 400 });
    expect(await balances(memberId)).toEqual({ main: 4_000n, vendor: 600n });
    const rolledBack = await client.value<{ balance: number }>('rollback', { requestId: id('r'), ...common, roundId, txId });
    expect(rolledBack.balance).toBe(1_000);
    expect(await balances(memberId)).toEqual({ main: 4_000n, vendor: 1_000n });
  });

  it('a seamless vendor still plays from MAIN', async () => {
    const memberId = await client.member({ money: 5_000n });
    await fillVendorWallet(memberId, 1_000n);
    const launchToken = await client.launchToken(memberId, { gameCode: 'SPORTS-SABA', gameType: 'SPORTS', vendor: 'SABA' });
    const session = await client.value<{ sessionToken: string; balance: number }>('authenticate', { requestId: id('auth'), launchToken });
    expect(session.balance).toBe(4_000);
    await client.value('bet', { requestId: id('r'), sessionToken: session.sessionToken, gameCode: 'SPORTS-SABA', roundId: id('round'), txId: id('bet'), amount: 500 });
    expect(await balances(memberId)).toEqual({ main: 3_500n, vendor: 1_000n });
  });

  it('a trial account plays a transfer-wallet vendor with its play money from MAIN', async () => {
    const memberId = await client.member({ type: 4 });
    const session = await sessionFor(memberId);
    expect(session.balance).toBe(200_000);
    await client.value('bet', { requestId: id('r'), sessionToken: session.sessionToken, gameCode: game.gameCode, roundId: id('round'), txId: id('bet'), amount: 500 });
    expect(await walletBalance(fx.db, memberId, 'MAIN')).toBe(199_500n);
    const vendorWallets = await fx.db.query("SELECT 1 FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type <> 'MAIN'", [memberId]);
    expect(vendorWallets).toHaveLength(0);
  });
});
