import type { PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { createSeamlessFixture, SeamlessClient, type Envelope } from './seamless-test-client';

/**
 * 200 rounds on one wallet at once, each a bet (sent twice at the same moment, as a provider's
 * retry would) and then its win, through the signed HTTP calls. Whatever the interleaving, the
 * wallet never goes below zero, a bet is taken once, refused bets write nothing, and the ledger,
 * the round rows and the daily rollup agree. On PGlite (one connection) the transactions run one
 * after another; the deploy-pg jest project runs this file on PostgreSQL, where they interleave.
 */

let fx: PlatformFixture;
let client: SeamlessClient;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

/** Small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const PAIRS = 200;
const START = 20_000;

it('200 parallel bet + win pairs never overdraw the wallet, and the books agree after', async () => {
  const session = await client.session({ money: BigInt(START), gameCode: 'RNG-42', gameType: 'RNG', vendor: 'PG', gameId: 42 });
  const next = random(20_261_123);
  const plays = Array.from({ length: PAIRS }, (_, i) => {
    const stake = Math.floor(next() * 1_900) + 100;
    // Most rounds lose; about a third win up to twice the stake.
    const payout = next() < 0.35 ? Math.floor(next() * stake * 2) : 0;
    return { i, stake, payout, roundId: `cc-round-${i}`, txId: `cc-bet-${i}` };
  });

  const results = await Promise.all(
    plays.map(async (play) => {
      const body = { requestId: `cc-${play.i}`, sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: play.roundId, txId: play.txId, amount: play.stake };
      const [first, retry] = await Promise.all([client.call('bet', body), client.call('bet', { ...body, requestId: `cc-${play.i}-retry` })]);
      const answers = [first.json() as Envelope, retry.json() as Envelope];
      const taken = answers.filter((answer) => answer.success);
      // A refused attempt wrote nothing, so the other may still go through (a win came in between).
      expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'INSUFFICIENT_FUNDS')).toBe(true);
      if (taken.length === 0) return { play, accepted: false, retrySame: true };
      // Both taken: the later one is a replay and answers the first answer again.
      const retrySame = taken.length === 1 || JSON.stringify(taken[0]!.value) === JSON.stringify(taken[1]!.value);
      const won = await client.call('win', {
        requestId: `cc-win-${play.i}`,
        sessionToken: session.sessionToken,
        gameCode: session.gameCode,
        roundId: play.roundId,
        txId: `cc-win-${play.i}`,
        amount: play.payout,
        roundClosed: true,
      });
      expect(won.statusCode).toBe(200);
      return { play, accepted: true, retrySame };
    }),
  );

  expect(results.every((r) => r.retrySame)).toBe(true);
  const accepted = results.filter((r) => r.accepted).map((r) => r.play);
  const refused = results.filter((r) => !r.accepted).map((r) => r.play);
  // Stakes outweigh the start and the wins, so some bets must have been refused. A bet (at most
  // 20.00) is refused only below its stake, so at least 180.00 of the 200.00 start was staked: 9 bets or more.
  expect(refused.length).toBeGreaterThan(0);
  expect(accepted.length).toBeGreaterThanOrEqual(9);

  const staked = accepted.reduce((sum, p) => sum + p.stake, 0);
  const paid = accepted.reduce((sum, p) => sum + p.payout, 0);
  const balance = await client.walletBalance(session.memberId);
  expect(balance).toBe(START - staked + paid);

  // No line ever left the wallet below zero.
  const [low] = await fx.db.query<{ low: string }>(
    `SELECT min(l.balance_after)::text AS low FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
     WHERE a.member_id = $1::bigint AND a.wallet_type = 'MAIN'`,
    [session.memberId],
  );
  expect(BigInt(low!.low)).toBeGreaterThanOrEqual(0n);

  // One bet entry per accepted bet (the retries moved nothing); refused bets left no round behind.
  const [bets] = await fx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM journal_entries WHERE idempotency_key LIKE 'seamless:DEMO:bet:cc-bet-%'`);
  expect(bets!.count).toBe(accepted.length);
  const rounds = await fx.db.query<{ round_id: string; stake: string; win: string; status: string }>(
    `SELECT round_id, stake::text AS stake, win::text AS win, status FROM game_rounds WHERE member_id = $1::bigint`,
    [session.memberId],
  );
  expect(new Set(rounds.map((r) => r.round_id))).toEqual(new Set(accepted.map((p) => p.roundId)));
  expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
  const [rollup] = await fx.db.query<{ valid_bet: number; win: number; profit_loss: number; rounds: number }>(
    `SELECT sum(valid_bet)::int AS valid_bet, sum(win)::int AS win, sum(profit_loss)::int AS profit_loss, sum(rounds)::int AS rounds
     FROM member_daily_rollups WHERE member_id = $1::bigint`,
    [session.memberId],
  );
  expect(rollup).toEqual({ valid_bet: staked, win: paid, profit_loss: paid - staked, rounds: accepted.length });

  const report = await reconcile(fx.db);
  expect(report.problems).toEqual([]);
  expect(report.consistent).toBe(true);
}, 120_000);
