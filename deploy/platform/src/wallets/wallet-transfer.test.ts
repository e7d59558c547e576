/**
 * My wallet: the merchant's wallet mode, the consolidated funds, moves between the member's wallets
 * and "recall all": bad input, idempotency, overdrafts, and 200 concurrent transfers.
 */
import { issueSession } from '../accounts/session-auth';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { creditMember } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { insertMember } from '../wallet/wallet-test-db';
import { vendorWalletType, walletBalance } from './vendor-wallets';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const db = () => fx.db as Parameters<typeof insertMember>[0];
let serial = 0;
const requestId = () => `req-${process.pid}-${(serial += 1)}-${Date.now().toString(36)}`;

async function member(options: { money?: bigint; type?: number } = {}): Promise<{ memberId: string; token: string }> {
  const memberId = await insertMember(db(), { account: `wt${Math.random().toString(36).slice(2, 12)}`, type: options.type });
  if (options.money) {
    await creditMember(fx.db, { memberId, amount: options.money, idempotencyKey: `test:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  }
  return { memberId, token: await issueSession(fx.db, memberId) };
}

const transfer = (token: string, payload: Record<string, unknown>) =>
  fx.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: { authorization: token }, payload });
const recall = (token: string, payload: Record<string, unknown>) =>
  fx.call({ method: 'POST', url: '/wps/relay/GCS_walletRecallAll', headers: { authorization: token }, payload });
const consolidated = (token?: string) =>
  fx.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: token ? { authorization: token } : {} });

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
  field?: string;
}
const body = <T>(response: { json(): unknown }) => response.json() as Envelope<T>;

async function ledgerState(): Promise<unknown> {
  const [row] = await fx.db.query(
    `SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts, (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM wallet_recalls) AS recalls,
            (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances`,
  );
  return row;
}

const balances = async (memberId: string) => ({
  main: await walletBalance(fx.db, memberId, 'MAIN'),
  vendor: await walletBalance(fx.db, memberId, vendorWalletType('REDTIGER')),
});

describe('GET /wps/relay/GCS_merchantWallet and the consolidated funds', () => {
  it('says the demo merchant is not single-wallet (REDTIGER keeps its own wallet)', async () => {
    const response = await fx.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' });
    expect(body(response)).toMatchObject({ success: true, value: { isSingle: false } });
  });

  it('lists main, each transfer-wallet vendor and the total; the header balance sums them too', async () => {
    const { memberId, token } = await member({ money: 10_000n });
    expect((await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '30.25', requestId: requestId() })).statusCode).toBe(200);
    expect(body(await consolidated(token)).value).toEqual({
      main: '69.75',
      vendors: [{ code: 'REDTIGER', name: 'Red Tiger', balance: '30.25', active: true }],
      total: '100.00',
      currencySymbol: 'P',
    });
    const header = body<{ sumBalance: string; wallets: unknown[] }>(
      await fx.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } }),
    ).value;
    expect(header.sumBalance).toBe('100.00');
    expect(header.wallets).toEqual([
      { walletType: 'MAIN', balance: '69.75' },
      { walletType: 'VENDOR', vendor: 'REDTIGER', balance: '30.25' },
    ]);
    expect(await balances(memberId)).toEqual({ main: 6_975n, vendor: 3_025n });
  });

  it('needs a session of a real account', async () => {
    expect(body(await consolidated()).errorCode).toBe('SESSION_INVALID');
    const trial = await member({ type: 4 });
    const refused = await consolidated(trial.token);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).errorCode).toBe('NEED_REAL_ACCOUNT');
    expect(body(await transfer(trial.token, { from: 'MAIN', to: 'REDTIGER', amount: '1', requestId: requestId() })).errorCode).toBe('NEED_REAL_ACCOUNT');
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money to the vendor wallet and back, one WALLET_TRANSFER entry each', async () => {
    const { memberId, token } = await member({ money: 5_000n });
    const there = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '20', requestId: requestId() });
    expect(body<{ replayed: boolean; funds: { main: string } }>(there).value).toMatchObject({ replayed: false, funds: { main: '30.00' } });
    const back = await transfer(token, { from: 'REDTIGER', to: 'MAIN', amount: '5.50', requestId: requestId() });
    expect(back.statusCode).toBe(200);
    expect(await balances(memberId)).toEqual({ main: 3_550n, vendor: 1_450n });
    const entries = await fx.db.query<{ kind: string; reference: string }>(
      `SELECT DISTINCT e.kind, e.reference FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN ledger_accounts a ON a.id = l.account_id
       WHERE a.member_id = $1::bigint AND e.kind = 'WALLET_TRANSFER' ORDER BY e.reference`,
      [memberId],
    );
    expect(entries).toEqual([
      { kind: 'WALLET_TRANSFER', reference: 'MAIN>REDTIGER' },
      { kind: 'WALLET_TRANSFER', reference: 'REDTIGER>MAIN' },
    ]);
  });

  it.each([
    ['from missing', { to: 'REDTIGER', amount: '1', requestId: 'abcdefgh1' }, 'from'],
    ['from lower case', { from: 'main', to: 'REDTIGER', amount: '1', requestId: 'abcdefgh2' }, 'from'],
    ['to the same wallet', { from: 'MAIN', to: 'MAIN', amount: '1', requestId: 'abcdefgh3' }, 'to'],
    ['to a seamless vendor', { from: 'MAIN', to: 'PG', amount: '1', requestId: 'abcdefgh4' }, 'to'],
    ['from an unknown vendor', { from: 'NOPE', to: 'MAIN', amount: '1', requestId: 'abcdefgh5' }, 'from'],
    ['amount zero', { from: 'MAIN', to: 'REDTIGER', amount: '0', requestId: 'abcdefgh6' }, 'amount'],
    ['amount negative', { from: 'MAIN', to: 'REDTIGER', amount: '-1', requestId: 'abcdefgh7' }, 'amount'],
    ['amount with 3 decimals', { from: 'MAIN', to: 'REDTIGER', amount: '1.001', requestId: 'abcdefgh8' }, 'amount'],
    ['amount a number', { from: 'MAIN', to: 'REDTIGER', amount: 1, requestId: 'abcdefgh9' }, 'amount'],
    ['amount too large', { from: 'MAIN', to: 'REDTIGER', amount: '9999999999999', requestId: 'abcdefgh10' }, 'amount'],
    ['requestId too short', { from: 'MAIN', to: 'REDTIGER', amount: '1', requestId: 'abc' }, 'requestId'],
    ['requestId with spaces', { from: 'MAIN', to: 'REDTIGER', amount: '1', requestId: 'abc def ghi' }, 'requestId'],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_case, payload, field) => {
    const { token } = await member({ money: 5_000n });
    const before = await ledgerState();
    const response = await transfer(token, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', field });
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses more than the wallet holds (409 naming amount), even with money in another wallet', async () => {
    const { memberId, token } = await member({ money: 5_000n });
    const before = await ledgerState();
    const response = await transfer(token, { from: 'REDTIGER', to: 'MAIN', amount: '0.01', requestId: requestId() });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', field: 'amount' });
    const tooMuch = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '50.01', requestId: requestId() });
    expect(body(tooMuch)).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', field: 'amount' });
    expect(await balances(memberId)).toEqual({ main: 5_000n, vendor: 0n });
    // The vendor wallet opened by the refused call is the only trace: no entry, no balance change.
    const after = (await ledgerState()) as { entries: number };
    expect(after.entries).toBe((before as { entries: number }).entries);
  });

  it('moves money once per requestId; other content under it is refused', async () => {
    const { memberId, token } = await member({ money: 5_000n });
    const id = requestId();
    const first = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '10', requestId: id });
    const again = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '10', requestId: id });
    expect(body<{ replayed: boolean }>(first).value.replayed).toBe(false);
    expect(body<{ replayed: boolean }>(again).value.replayed).toBe(true);
    expect(await balances(memberId)).toEqual({ main: 4_000n, vendor: 1_000n });
    const other = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '11', requestId: id });
    expect(other.statusCode).toBe(409);
    expect(body(other)).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
    expect(await balances(memberId)).toEqual({ main: 4_000n, vendor: 1_000n });
  });

  it("another member's requestId is their own: it moves the caller's money, never theirs", async () => {
    const alice = await member({ money: 5_000n });
    const bob = await member({ money: 5_000n });
    const id = requestId();
    await transfer(alice.token, { from: 'MAIN', to: 'REDTIGER', amount: '10', requestId: id });
    const response = await transfer(bob.token, { from: 'MAIN', to: 'REDTIGER', amount: '10', requestId: id });
    expect(body<{ replayed: boolean }>(response).value.replayed).toBe(false);
    expect(await balances(alice.memberId)).toEqual({ main: 4_000n, vendor: 1_000n });
    expect(await balances(bob.memberId)).toEqual({ main: 4_000n, vendor: 1_000n });
  });

  it('200 concurrent transfers in both directions never overdraw and keep the ledger consistent', async () => {
    const { memberId, token } = await member({ money: 10_000n });
    await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '50', requestId: requestId() });
    const calls = Array.from({ length: 200 }, (_, i) =>
      transfer(token, i % 2 === 0 ? { from: 'MAIN', to: 'REDTIGER', amount: '7', requestId: requestId() } : { from: 'REDTIGER', to: 'MAIN', amount: '7', requestId: requestId() }),
    );
    const responses = await Promise.all(calls);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const refused = responses.filter((r) => r.statusCode === 409);
    for (const response of refused) expect(body(response).errorCode).toBe('INSUFFICIENT_FUNDS');
    const after = await balances(memberId);
    expect(after.main).toBeGreaterThanOrEqual(0n);
    expect(after.vendor).toBeGreaterThanOrEqual(0n);
    expect(after.main + after.vendor).toBe(10_000n);
    const moved = responses.filter((r, i) => r.statusCode === 200 && i % 2 === 0).length - responses.filter((r, i) => r.statusCode === 200 && i % 2 === 1).length;
    expect(after.vendor).toBe(5_000n + BigInt(moved) * 700n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 60_000);
});

describe('POST /wps/relay/GCS_walletRecallAll', () => {
  it('moves every vendor wallet back to main once per requestId', async () => {
    const { memberId, token } = await member({ money: 5_000n });
    await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '12.34', requestId: requestId() });
    const id = requestId();
    const first = body<{ replayed: boolean; recalled: unknown[]; funds: { main: string; total: string } }>(await recall(token, { requestId: id })).value;
    expect(first).toMatchObject({ replayed: false, recalled: [{ code: 'REDTIGER', amount: '12.34' }], funds: { main: '50.00', total: '50.00' } });
    expect(await balances(memberId)).toEqual({ main: 5_000n, vendor: 0n });

    // Money arriving later is not swept by a repeat of the same request.
    await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '1', requestId: requestId() });
    const again = body<{ replayed: boolean; recalled: unknown[] }>(await recall(token, { requestId: id })).value;
    expect(again).toMatchObject({ replayed: true, recalled: [{ code: 'REDTIGER', amount: '12.34' }] });
    expect(await balances(memberId)).toEqual({ main: 4_900n, vendor: 100n });

    const empty = body<{ recalled: unknown[] }>(await recall(token, { requestId: requestId() })).value;
    expect(empty.recalled).toEqual([{ code: 'REDTIGER', amount: '1.00' }]);
    const nothing = body<{ recalled: unknown[] }>(await recall(token, { requestId: requestId() })).value;
    expect(nothing.recalled).toEqual([]);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('refuses a bad requestId with a 400 and writes nothing', async () => {
    const { token } = await member({ money: 5_000n });
    const before = await ledgerState();
    for (const payload of [{}, { requestId: 'short' }, { requestId: 12345678 }]) {
      const response = await recall(token, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ errorCode: 'VALIDATION', field: 'requestId' });
    }
    expect(await ledgerState()).toEqual(before);
  });

  it('recalls concurrently with transfers without overdraft', async () => {
    const { memberId, token } = await member({ money: 10_000n });
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? recall(token, { requestId: requestId() }) : transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '3', requestId: requestId() }),
    );
    for (const response of await Promise.all(calls)) expect([200, 409]).toContain(response.statusCode);
    const after = await balances(memberId);
    expect(after.main + after.vendor).toBe(10_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 60_000);
});

describe('single-wallet merchant', () => {
  // Last: it changes the merchant's vendors for this database.
  it('says isSingle once no vendor keeps its own wallet, and lists no vendor wallet without money', async () => {
    const { token } = await member({ money: 1_000n });
    await fx.db.query("DELETE FROM transfer_wallet_vendors WHERE vendor = 'REDTIGER'");
    expect(body(await fx.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' })).value).toEqual({ isSingle: true });
    expect(body<{ vendors: unknown[] }>(await consolidated(token)).value.vendors).toEqual([]);
    const refused = await transfer(token, { from: 'MAIN', to: 'REDTIGER', amount: '1', requestId: requestId() });
    expect(body(refused)).toMatchObject({ errorCode: 'VALIDATION', field: 'to' });
  });
});
