/**
 * The lottery's qualifying bet (what agents' salaries count) is netted per member per issue when
 * the issue is settled: numbers staked against each other count only what the member won or lost
 * on the issue, a single bet counts what it risked, a refunded bet nothing.
 */
import type { ScriptDb } from '../../db/database';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { cancelIssue, drawIssue, fundedMember, insertIssue, southResult, type TestIssue } from './bet-test-support';
import { placeBet, type BetRequest } from './place-bet';
import { refundIssue, settleIssue } from './settlement';

let db: ScriptDb;
const NOW = new Date('2026-03-02T10:00:00.000Z');
const clock = () => NOW;
let serial = 0;

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const openIssue = () => insertIssue(db, { gameId: 'FAST_1M', saleStartAt: new Date(NOW.getTime() - 30_000), lockAt: new Date(NOW.getTime() + 30_000) });

function bet(issue: TestIssue, fields: Pick<BetRequest, 'betType' | 'numbers' | 'units'>): BetRequest {
  serial += 1;
  return { gameId: issue.gameId, numero: issue.numero, requestId: `qualify-${serial}-${Date.now()}`, ...fields };
}

async function roundsOf(memberId: string): Promise<{ validBet: number; qualifying: number; rolledUp: number }> {
  const [row] = await db.query<{ valid_bet: number; qualifying: number; rolled_up: number }>(
    `SELECT (SELECT coalesce(sum(valid_bet), 0)::int FROM game_rounds WHERE provider = 'LOTTERY' AND member_id = $1::bigint) AS valid_bet,
            (SELECT coalesce(sum(qualifying_bet), 0)::int FROM game_rounds WHERE provider = 'LOTTERY' AND member_id = $1::bigint) AS qualifying,
            (SELECT coalesce(sum(qualifying_bet), 0)::int FROM member_daily_rollups WHERE member_id = $1::bigint) AS rolled_up`,
    [memberId],
  );
  return { validBet: row!.valid_bet, qualifying: row!.qualifying, rolledUp: row!.rolled_up };
}

describe('qualifying bet of the lottery', () => {
  it('nets a member’s bets of one issue, counts a single bet’s risk, and a refund nothing', async () => {
    const issue = await openIssue();
    const hedger = await fundedMember(db, 100_000n);
    const single = await fundedMember(db, 100_000n);
    const loser = await fundedMember(db, 100_000n);
    // Every last digit covered, 10 units each: 100.00 staked, exactly one digit pays 10 × 9.50 = 95.00.
    await placeBet(db, { memberId: hedger, request: bet(issue, { betType: 'DUOI', numbers: ['0', '1', '2', '3', '4'], units: 10 }), now: clock });
    await placeBet(db, { memberId: hedger, request: bet(issue, { betType: 'DUOI', numbers: ['5', '6', '7', '8', '9'], units: 10 }), now: clock });
    // đề 21 for 1.00 wins 95.00; đề 22 for 3.00 loses.
    await placeBet(db, { memberId: single, request: bet(issue, { betType: 'DE', numbers: ['21'], units: 1 }), now: clock });
    await placeBet(db, { memberId: loser, request: bet(issue, { betType: 'DE', numbers: ['22'], units: 3 }), now: clock });
    // Before the issue is settled nothing qualifies.
    expect((await roundsOf(hedger)).qualifying).toBe(0);

    await drawIssue(db, issue.id, southResult('654321'));
    await settleIssue(db, issue.id, NOW);
    await settleIssue(db, issue.id, NOW);

    expect(await roundsOf(hedger)).toEqual({ validBet: 10_000, qualifying: 500, rolledUp: 500 });
    expect(await roundsOf(single)).toEqual({ validBet: 100, qualifying: 100, rolledUp: 100 });
    expect(await roundsOf(loser)).toEqual({ validBet: 300, qualifying: 300, rolledUp: 300 });

    const cancelled = await openIssue();
    const refunded = await fundedMember(db, 100_000n);
    await placeBet(db, { memberId: refunded, request: bet(cancelled, { betType: 'DE', numbers: ['21'], units: 5 }), now: clock });
    await cancelIssue(db, cancelled.id);
    await refundIssue(db, cancelled.id, NOW);
    expect(await roundsOf(refunded)).toEqual({ validBet: 0, qualifying: 0, rolledUp: 0 });
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });
});
