/**
 * 500 bets at once on one issue, from several members, one of them able to pay for ten only, plus
 * repeats of one request id: no overdraft, every cent accounted for after placing and after
 * settling, and the ledger reconciles. On PostgreSQL (the deploy-pg project) the bets really
 * interleave across connections.
 */
import type { ScriptDb } from '../../db/database';
import type { PlatformError } from '../../http/errors';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { drawIssue, fundedMember, insertIssue, mainBalance, southResult, systemBalance } from './bet-test-support';
import { placeBet, type BetRequest, type PlacedBet } from './place-bet';
import { settleIssue } from './settlement';

let db: ScriptDb;
const NOW = new Date('2026-03-03T08:00:00.000Z');

beforeAll(async () => {
  db = await openLedgerTestDb();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

it('takes 500 concurrent bets with no overdraft and settles them to the cent', async () => {
  const issue = await insertIssue(db, { gameId: 'FAST_1M', saleStartAt: new Date(NOW.getTime() - 30_000), lockAt: new Date(NOW.getTime() + 30_000) });
  const rich = await Promise.all(Array.from({ length: 9 }, () => fundedMember(db, 1_000_000n)));
  // 10.00: ten bets of 1.00, never an eleventh.
  const poor = await fundedMember(db, 1_000n);
  const stakesBefore = await systemBalance(db, 'LOTTERY_STAKES');
  const houseBefore = await systemBalance(db, 'HOUSE');

  const requests: { memberId: string; request: BetRequest }[] = [];
  for (let index = 0; index < 450; index += 1) {
    const two = String(index % 100).padStart(2, '0');
    requests.push({
      memberId: rich[index % rich.length]!,
      request: { gameId: issue.gameId, numero: issue.numero, betType: index % 2 ? 'LO2' : 'DE', numbers: [two], units: 1 + (index % 3), requestId: `conc-rich-${index}` },
    });
  }
  for (let index = 0; index < 40; index += 1) {
    requests.push({ memberId: poor, request: { gameId: issue.gameId, numero: issue.numero, betType: 'DUOI', numbers: [String(index % 10)], units: 1, requestId: `conc-poor-${index}` } });
  }
  // Ten repeats of the first rich bet's request id: answered with that bet, paid once.
  for (let index = 0; index < 10; index += 1) requests.push(requests[0]!);

  const outcomes = await Promise.allSettled(requests.map(({ memberId, request }) => placeBet(db, { memberId, request, now: () => NOW })));
  const placed = outcomes.filter((outcome): outcome is PromiseFulfilledResult<PlacedBet> => outcome.status === 'fulfilled').map((outcome) => outcome.value);
  const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected').map((outcome) => outcome.reason as unknown);

  expect(refused).toHaveLength(30);
  for (const reason of refused) expect(reason).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', field: 'units' } satisfies Partial<PlatformError>);
  expect(placed).toHaveLength(470);
  const replays = placed.filter((bet) => bet.replayed);
  expect(replays).toHaveLength(10);
  expect(new Set(replays.map((bet) => bet.bet.betId)).size).toBe(1);

  const [counts] = await db.query<{ bets: number; rounds: number; stakes: string }>(
    `SELECT count(*)::int AS bets, count(r.id)::int AS rounds, sum(b.stake)::text AS stakes
     FROM lottery_bets b LEFT JOIN game_rounds r ON r.provider = 'LOTTERY' AND r.round_id = 'L' || b.id AND r.stake = b.stake
     WHERE b.issue_id = $1::bigint`,
    [issue.id],
  );
  expect(counts).toMatchObject({ bets: 460, rounds: 460 });
  const staked = BigInt(counts!.stakes);
  expect(await systemBalance(db, 'LOTTERY_STAKES')).toBe(stakesBefore + staked);
  expect(await mainBalance(db, poor)).toBe(0n);
  let richLeft = 0n;
  for (const member of rich) richLeft += await mainBalance(db, member);
  // The poor member spent all 10.00, so what the rich members kept is what everyone had less every stake.
  expect(richLeft).toBe(9n * 1_000_000n + 1_000n - staked);

  // Special prize ending in 07: đề 07 and đuôi 7 win; lô 07 once (the special prize).
  await drawIssue(db, issue.id, southResult('123407'));
  await settleIssue(db, issue.id, NOW);
  const [paid] = await db.query<{ payouts: string; placed: number }>(
    `SELECT sum(payout)::text AS payouts, count(*) FILTER (WHERE status = 'PLACED')::int AS placed FROM lottery_bets WHERE issue_id = $1::bigint`,
    [issue.id],
  );
  expect(paid!.placed).toBe(0);
  const payouts = BigInt(paid!.payouts);
  expect(payouts).toBeGreaterThan(0n);
  expect(await systemBalance(db, 'LOTTERY_STAKES')).toBe(stakesBefore);
  expect(await systemBalance(db, 'HOUSE')).toBe(houseBefore + staked - payouts);
  let membersAfter = await mainBalance(db, poor);
  for (const member of rich) membersAfter += await mainBalance(db, member);
  expect(membersAfter).toBe(9n * 1_000_000n + 1_000n - staked + payouts);

  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect(report.consistent).toBe(true);
}, 120_000);
