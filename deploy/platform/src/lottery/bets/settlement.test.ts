/**
 * Settlement and refunds: winners paid exactly the odds, every stake moved to the house, money
 * moved once however often it runs, a cancelled issue refunded in full, the rounds and daily
 * rollups following, and the ledger reconciling.
 */
import type { ScriptDb } from '../../db/database';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { reconcile } from '../../wallet/reconcile';
import { cancelIssue, drawIssue, fundedMember, insertIssue, mainBalance, southResult, systemBalance, type TestIssue } from './bet-test-support';
import { placeBet, type BetRequest } from './place-bet';
import { refundIssue, settleIssue } from './settlement';

let db: ScriptDb;
const NOW = new Date('2026-03-02T10:00:00.000Z');
const clock = () => NOW;
let serial = 0;

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const openIssue = () => insertIssue(db, { gameId: 'FAST_1M', saleStartAt: new Date(NOW.getTime() - 30_000), lockAt: new Date(NOW.getTime() + 30_000) });

function bet(issue: TestIssue, fields: Pick<BetRequest, 'betType' | 'numbers' | 'units'>): BetRequest {
  serial += 1;
  return { gameId: issue.gameId, numero: issue.numero, requestId: `settle-${serial}-${Date.now()}`, ...fields };
}

async function journalCount(pattern: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM journal_entries WHERE idempotency_key LIKE $1', [pattern]);
  return row!.count;
}

/** The special prize 654321 (đề 21, đuôi 1); G8 ends 45 and G7 945: '45' comes out twice. */
const RESULT = southResult('654321', ['45', '45']);

describe('settleIssue', () => {
  it('pays each winner exactly units × 1.00 × odds × hits, moves every stake to the house, once', async () => {
    const issue = await openIssue();
    const alice = await fundedMember(db, 100_000n);
    const bob = await fundedMember(db, 100_000n);
    const stakesBefore = await systemBalance(db, 'LOTTERY_STAKES');
    const houseBefore = await systemBalance(db, 'HOUSE');

    // Alice: lô 45 and 21, 2 units each (stake 4.00): 3 hits × 2 × 5.00 = 30.00; đề 21 (1.00): 95.00.
    const lo = await placeBet(db, { memberId: alice, request: bet(issue, { betType: 'LO2', numbers: ['45', '21'], units: 2 }), now: clock });
    const de = await placeBet(db, { memberId: alice, request: bet(issue, { betType: 'DE', numbers: ['21'], units: 1 }), now: clock });
    // Bob: xiên 45+77 (1.00) loses; đuôi 1 (1.00) pays 9.50.
    const xien = await placeBet(db, { memberId: bob, request: bet(issue, { betType: 'XIEN2', numbers: ['45', '77'], units: 1 }), now: clock });
    const duoi = await placeBet(db, { memberId: bob, request: bet(issue, { betType: 'DUOI', numbers: ['1'], units: 1 }), now: clock });
    expect([lo.bet.stake, de.bet.stake, xien.bet.stake, duoi.bet.stake]).toEqual(['4.00', '1.00', '1.00', '1.00']);
    expect(await mainBalance(db, alice)).toBe(100_000n - 500n);
    expect(await systemBalance(db, 'LOTTERY_STAKES')).toBe(stakesBefore + 700n);

    await drawIssue(db, issue.id, RESULT);
    await settleIssue(db, issue.id, NOW);
    await settleIssue(db, issue.id, NOW);

    expect(await mainBalance(db, alice)).toBe(100_000n - 500n + 3_000n + 9_500n);
    expect(await mainBalance(db, bob)).toBe(100_000n - 200n + 950n);
    expect(await systemBalance(db, 'LOTTERY_STAKES')).toBe(stakesBefore);
    expect(await systemBalance(db, 'HOUSE')).toBe(houseBefore + 700n - 13_450n);

    const bets = await db.query<{ id: string; status: string; payout: string }>(
      'SELECT id::text AS id, status, payout::text AS payout FROM lottery_bets WHERE issue_id = $1::bigint ORDER BY id',
      [issue.id],
    );
    expect(bets.map((row) => [row.status, row.payout])).toEqual([
      ['WON', '3000'],
      ['WON', '9500'],
      ['LOST', '0'],
      ['WON', '950'],
    ]);
    const rounds = await db.query<{ status: string; stake: string; valid_bet: string; win: string }>(
      `SELECT status, stake::text AS stake, valid_bet::text AS valid_bet, win::text AS win FROM game_rounds
       WHERE provider = 'LOTTERY' AND round_id = ANY($1::text[]) ORDER BY id`,
      [bets.map((row) => `L${row.id}`)],
    );
    expect(rounds).toEqual([
      { status: 'SETTLED', stake: '400', valid_bet: '400', win: '3000' },
      { status: 'SETTLED', stake: '100', valid_bet: '100', win: '9500' },
      { status: 'SETTLED', stake: '100', valid_bet: '100', win: '0' },
      { status: 'SETTLED', stake: '100', valid_bet: '100', win: '950' },
    ]);
    const [rollup] = await db.query<{ valid_bet: string; win: string; rounds: number }>(
      `SELECT valid_bet::text AS valid_bet, win::text AS win, rounds FROM member_daily_rollups WHERE member_id = $1::bigint AND game_type = 'LOTT' AND vendor = 'TCG_LOTTO_VN'`,
      [alice],
    );
    expect(rollup).toEqual({ valid_bet: '500', win: '12500', rounds: 2 });

    const [state] = await db.query<{ status: string }>('SELECT status FROM lottery_issues WHERE id = $1::bigint', [issue.id]);
    expect(state!.status).toBe('SETTLED');
    for (const betId of bets.map((row) => row.id)) {
      expect(await journalCount(`lottery-stake:${betId}`)).toBe(1);
    }
    expect(await journalCount(`lottery-payout:${bets[2]!.id}`)).toBe(0);
    expect((await reconcile(db)).consistent).toBe(true);
  });

  it('leaves an issue that is not drawn alone', async () => {
    const issue = await openIssue();
    const member = await fundedMember(db, 10_000n);
    await placeBet(db, { memberId: member, request: bet(issue, { betType: 'DE', numbers: ['21'], units: 1 }), now: clock });
    await settleIssue(db, issue.id, NOW);
    const [row] = await db.query<{ status: string }>('SELECT status FROM lottery_bets WHERE issue_id = $1::bigint', [issue.id]);
    expect(row!.status).toBe('PLACED');
    expect(await mainBalance(db, member)).toBe(9_900n);
  });

  it('marks an issue without bets SETTLED', async () => {
    const issue = await openIssue();
    await drawIssue(db, issue.id, RESULT);
    await settleIssue(db, issue.id, NOW);
    const [row] = await db.query<{ status: string; settled_at: Date | null }>('SELECT status, settled_at FROM lottery_issues WHERE id = $1::bigint', [issue.id]);
    expect([row!.status, new Date(row!.settled_at!).toISOString()]).toEqual(['SETTLED', NOW.toISOString()]);
  });
});

describe('refundIssue', () => {
  it('gives every stake of a cancelled issue back once, and takes the rounds out of the totals', async () => {
    const issue = await openIssue();
    const members = [await fundedMember(db, 50_000n), await fundedMember(db, 50_000n)];
    const stakesBefore = await systemBalance(db, 'LOTTERY_STAKES');
    for (const [index, member] of members.entries()) {
      await placeBet(db, { memberId: member, request: bet(issue, { betType: 'LO3', numbers: ['123', '456', '789'], units: 10 + index }), now: clock });
      await placeBet(db, { memberId: member, request: bet(issue, { betType: 'XIEN3', numbers: ['01', '02', '03'], units: 5 }), now: clock });
    }
    expect(await mainBalance(db, members[0]!)).toBe(50_000n - 3_000n - 500n);

    await cancelIssue(db, issue.id);
    // A settlement never touches a cancelled issue, whatever calls it.
    await settleIssue(db, issue.id, NOW);
    await refundIssue(db, issue.id, NOW);
    await refundIssue(db, issue.id, NOW);

    for (const member of members) expect(await mainBalance(db, member)).toBe(50_000n);
    expect(await systemBalance(db, 'LOTTERY_STAKES')).toBe(stakesBefore);
    const bets = await db.query<{ id: string; status: string; payout: string; stake: string }>(
      'SELECT id::text AS id, status, payout::text AS payout, stake::text AS stake FROM lottery_bets WHERE issue_id = $1::bigint',
      [issue.id],
    );
    expect(bets).toHaveLength(4);
    for (const row of bets) {
      expect(row.status).toBe('REFUNDED');
      expect(row.payout).toBe(row.stake);
      expect(await journalCount(`lottery-refund:${row.id}`)).toBe(1);
      expect(await journalCount(`lottery-stake:${row.id}`)).toBe(0);
    }
    const rounds = await db.query<{ status: string; valid_bet: string }>(
      `SELECT status, valid_bet::text AS valid_bet FROM game_rounds WHERE provider = 'LOTTERY' AND round_id = ANY($1::text[])`,
      [bets.map((row) => `L${row.id}`)],
    );
    expect(rounds.map((row) => [row.status, row.valid_bet])).toEqual(Array(4).fill(['ROLLED_BACK', '0']));
    const [rollup] = await db.query<{ valid_bet: string; rounds: number }>(
      `SELECT valid_bet::text AS valid_bet, rounds FROM member_daily_rollups WHERE member_id = $1::bigint AND game_type = 'LOTT'`,
      [members[0]],
    );
    expect(rollup).toEqual({ valid_bet: '0', rounds: 0 });
    expect((await reconcile(db)).consistent).toBe(true);
  });

  it('does nothing to a drawn issue', async () => {
    const issue = await openIssue();
    const member = await fundedMember(db, 10_000n);
    await placeBet(db, { memberId: member, request: bet(issue, { betType: 'DAU', numbers: ['7'], units: 1 }), now: clock });
    await drawIssue(db, issue.id, RESULT);
    await refundIssue(db, issue.id, NOW);
    expect(await mainBalance(db, member)).toBe(9_900n);
  });
});
