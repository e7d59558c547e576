import { TRIAL_TYPE } from '../accounts/members';
import type { ScriptDb } from '../db/database';
import { creditMember } from '../wallet/ledger';
import { insertMember, openLedgerTestDb } from '../wallet/wallet-test-db';
import { checkEligibility, hasOpenAbuseSignal, recordAbuseSignal } from './eligibility';

let db: ScriptDb;

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const codes = (result: Awaited<ReturnType<typeof checkEligibility>>) => (result.eligible ? [] : result.reasons.map((reason) => reason.code));

async function settledRound(memberId: string, stake: bigint, startedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at)
     VALUES ('TEST', $1, $2::bigint, 'TEST', 'RNG', 'slot', 'Slot', 'REAL', $3, $3, 0, 'SETTLED', $4::timestamptz, $4::timestamptz)`,
    [`round-${memberId}-${startedAt.getTime()}`, memberId, stake.toString(), startedAt.toISOString()],
  );
}

describe('checkEligibility', () => {
  it('admits a plain active member under an empty rule', async () => {
    const member = await insertMember(db);
    expect(await checkEligibility(db, member, {})).toEqual({ eligible: true });
  });

  it('never admits a trial account or a frozen one, whatever the rule', async () => {
    const trial = await insertMember(db, { type: TRIAL_TYPE });
    expect(codes(await checkEligibility(db, trial, {}))).toEqual(['TRIAL_ACCOUNT']);
    const frozen = await insertMember(db);
    await db.query(`UPDATE members SET status = 'FROZEN' WHERE id = $1::bigint`, [frozen]);
    expect(codes(await checkEligibility(db, frozen, {}))).toEqual(['ACCOUNT_BLOCKED']);
    expect(codes(await checkEligibility(db, '999999999', {}))).toEqual(['NO_ACCOUNT']);
  });

  it('answers every unmet condition at once, each in words', async () => {
    const member = await insertMember(db);
    const result = await checkEligibility(db, member, {
      requirePhone: true,
      requirePayoutAccount: true,
      requireKyc: true,
      vipLevels: [3, 4],
      memberLabels: ['VIP-CLUB'],
      registeredFrom: new Date(Date.now() + 86_400_000),
      minDepositMinor: 10_000n,
      minQualifyingBetMinor: 50_000n,
    });
    expect(codes(result)).toEqual([
      'PHONE_REQUIRED',
      'PAYOUT_ACCOUNT_REQUIRED',
      'KYC_REQUIRED',
      'VIP_LEVEL',
      'MEMBER_LABEL',
      'REGISTERED_TOO_EARLY',
      'MIN_DEPOSIT',
      'MIN_QUALIFYING_BET',
    ]);
    if (!result.eligible) {
      expect(result.reasons.find((reason) => reason.code === 'MIN_DEPOSIT')?.text).toBe('Deposit at least 100.00 first');
      for (const reason of result.reasons) expect(reason.text.length).toBeGreaterThan(5);
    }
    expect(codes(await checkEligibility(db, member, { registeredTo: new Date(Date.now() - 86_400_000) }))).toEqual(['REGISTERED_TOO_LATE']);
  });

  it('admits once the member meets each condition', async () => {
    const member = await insertMember(db);
    await db.query(
      `UPDATE members SET dialing_code = '+84', mobile_num = $2, payee_name = 'NGUYEN VAN A', labels = '[{"labelName":"VIP-CLUB","color":"#f00"}]'
       WHERE id = $1::bigint`,
      [member, `9${member.padStart(8, '0')}`],
    );
    await db.query(`INSERT INTO payout_accounts (member_id, bank_code, account_number, holder_name) SELECT $1::bigint, code, '1234567890', 'NGUYEN VAN A' FROM banks LIMIT 1`, [
      member,
    ]);
    const since = new Date(Date.now() - 60_000);
    await creditMember(db, { memberId: member, amount: 10_000n, idempotencyKey: `test-deposit:${member}`, kind: 'DEPOSIT', source: 'PAYMENT_CLEARING' });
    // A round before `since` does not count; the one after does.
    await settledRound(member, 40_000n, new Date(Date.now() - 3_600_000));
    const rule = {
      requirePhone: true,
      requirePayoutAccount: true,
      requireKyc: true,
      vipLevels: [0, 1],
      memberLabels: ['VIP-CLUB'],
      registeredFrom: new Date(Date.now() - 86_400_000),
      minDepositMinor: 10_000n,
      minQualifyingBetMinor: 50_000n,
      since,
    };
    expect(codes(await checkEligibility(db, member, rule))).toEqual(['MIN_QUALIFYING_BET']);
    await settledRound(member, 50_000n, new Date());
    expect(await checkEligibility(db, member, rule)).toEqual({ eligible: true });
  });
});

describe('abuse signals', () => {
  it('are open until cleared, and the same fact twice is one signal', async () => {
    const member = await insertMember(db);
    expect(await hasOpenAbuseSignal(db, member)).toBe(false);
    await recordAbuseSignal(db, member, 'MAX_BET_BREACH', { roundId: 'r1', stake: '500.00' });
    await recordAbuseSignal(db, member, 'MAX_BET_BREACH', { stake: '500.00', roundId: 'r1' });
    expect(await hasOpenAbuseSignal(db, member)).toBe(true);
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM member_abuse_signals WHERE member_id = $1::bigint`, [member]);
    expect(rows[0]!.n).toBe(1);
    await db.query(`UPDATE member_abuse_signals SET status = 'CLEARED', cleared_at = now() WHERE member_id = $1::bigint`, [member]);
    expect(await hasOpenAbuseSignal(db, member)).toBe(false);
    // Another member's signal is not this one's.
    expect(await hasOpenAbuseSignal(db, await insertMember(db))).toBe(false);
  });
});
