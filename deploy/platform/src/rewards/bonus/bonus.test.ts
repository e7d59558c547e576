import type { PlatformFixture } from '../../testing/platform-fixture';
import { createSeamlessFixture, SeamlessClient } from '../../seamless/seamless-test-client';
import { reconcile } from '../../wallet/reconcile';
import { memberBalance } from '../../wallet/ledger';
import { bonusBalance } from './bonus-wallet';
import { creditReward, rewardKey, type RewardCredit } from './credit-reward';

let fx: PlatformFixture;
let seamless: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  seamless = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

let serial = 0;
const reference = () => `t${process.pid % 1000}-${++serial}`;

const expectConsistent = async () => expect((await reconcile(fx.db)).problems).toEqual([]);

async function writes() {
  const [row] = await fx.db.query<{ bonuses: number; grants: number; entries: number }>(
    `SELECT (SELECT count(*)::int FROM member_bonuses) AS bonuses, (SELECT count(*)::int FROM bonus_grants) AS grants,
            (SELECT count(*)::int FROM journal_entries) AS entries`,
  );
  return row!;
}

async function refusedWith(credit: RewardCredit, status: number, errorCode: string, field?: string) {
  const before = await writes();
  await expect(creditReward(fx.db, credit)).rejects.toMatchObject({ statusCode: status, errorCode, ...(field ? { field } : {}) });
  expect(await writes()).toEqual(before);
}

describe('creditReward', () => {
  it('credits multiplier 0 to MAIN and a wagering reward to BONUS as a grant, once per (source, reference)', async () => {
    const memberId = await seamless.member();
    const cash = { memberId, amount: 5_000n, multiplier: 0, source: 'REBATE', reference: reference(), title: 'Rebate' };
    const first = await creditReward(fx.db, cash);
    expect(first).toEqual({ bonusId: expect.any(String), wallet: 'MAIN', amount: '50.00' });
    expect(await creditReward(fx.db, cash)).toEqual(first);
    expect(await memberBalance(fx.db, memberId)).toBe(5_000n);

    const bonus = { memberId, amount: 10_000n, multiplier: 10, source: 'RAFFLE', reference: reference(), maxBetMinor: 2_000n, contributions: { LIVE: 5 } };
    const granted = await fx.db.transaction((tx) => creditReward(tx, bonus));
    expect(granted).toEqual({ bonusId: expect.any(String), wallet: 'BONUS', grantId: expect.any(String), amount: '100.00' });
    expect(await creditReward(fx.db, bonus)).toEqual(granted);
    expect(await bonusBalance(fx.db, memberId)).toBe(10_000n);
    expect(await memberBalance(fx.db, memberId)).toBe(5_000n);

    const [grant] = await fx.db.query<{ required: string; progressed: string; status: string; balance: string; max_bet: string; contributions: Record<string, number> }>(
      'SELECT required::text, progressed::text, status, balance::text, max_bet::text, contributions FROM bonus_grants WHERE id = $1::bigint',
      [granted.grantId],
    );
    expect(grant).toMatchObject({ required: '100000', progressed: '0', status: 'ACTIVE', balance: '10000', max_bet: '2000' });
    // The site's table, with the credit's own percentage over it.
    expect(grant!.contributions).toMatchObject({ RNG: 100, LIVE: 5 });

    const entries = await fx.db.query<{ idempotency_key: string; kind: string }>(
      'SELECT idempotency_key, kind FROM journal_entries WHERE idempotency_key IN ($1, $2) ORDER BY id',
      [rewardKey('REBATE', cash.reference), rewardKey('RAFFLE', bonus.reference)],
    );
    expect(entries).toEqual([
      { idempotency_key: rewardKey('REBATE', cash.reference), kind: 'BONUS' },
      { idempotency_key: rewardKey('RAFFLE', bonus.reference), kind: 'BONUS' },
    ]);
    await expectConsistent();
  });

  it('refuses a reused reference with other content, trial accounts and bad input, writing nothing', async () => {
    const memberId = await seamless.member();
    const other = await seamless.member();
    const credit = { memberId, amount: 1_000n, multiplier: 2, source: 'REWARD', reference: reference() };
    await creditReward(fx.db, credit);
    await refusedWith({ ...credit, amount: 1_001n }, 409, 'IDEMPOTENCY_CONFLICT');
    await refusedWith({ ...credit, memberId: other }, 409, 'IDEMPOTENCY_CONFLICT');
    await refusedWith({ ...credit, multiplier: 0 }, 409, 'IDEMPOTENCY_CONFLICT');

    const trial = await seamless.member({ type: 4 });
    await refusedWith({ ...credit, memberId: trial, reference: reference() }, 403, 'NEED_REAL_ACCOUNT', 'memberId');
    await refusedWith({ ...credit, memberId: '999999999', reference: reference() }, 404, 'USER_NOT_FOUND', 'memberId');
    await refusedWith({ ...credit, reference: reference(), amount: 0n }, 400, 'VALIDATION', 'amount');
    await refusedWith({ ...credit, reference: reference(), multiplier: 11 }, 400, 'VALIDATION', 'multiplier');
    await refusedWith({ ...credit, reference: reference(), multiplier: 1.005 }, 400, 'VALIDATION', 'multiplier');
    await refusedWith({ ...credit, reference: reference(), source: 'lower' }, 400, 'VALIDATION', 'source');
    await refusedWith({ ...credit, reference: 'has space' }, 400, 'VALIDATION', 'reference');
    await refusedWith({ ...credit, reference: reference(), contributions: { RNG: 101 } }, 400, 'VALIDATION', 'contributions');
    await refusedWith({ ...credit, reference: reference(), maxBetMinor: 0n }, 400, 'VALIDATION', 'maxBetMinor');
    await expectConsistent();
  });
});
