/**
 * The qualifying bet over random rounds with random opposing bets, written the way the platform's
 * writers do (a round opened by its first bet, later bets added to it, then settled or rolled
 * back), and the salaries paid on them:
 *
 * - per round, the qualifying bet never exceeds the amount actually at risk: at most the stake, at
 *   most |win - stake| for a game that can be hedged (exactly min of the two once settled), the
 *   stake for slots and fish, 0 while a hedgeable round is open and 0 once rolled back;
 * - the daily and team rollups hold the sum of the rounds' qualifying bets;
 * - the daily, hourly and real-time salaries the platform pays a top agent on that play are at
 *   most the smallest house edge's share of the stakes (the house keeps at least that much of them
 *   on average, whatever sides were taken).
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import type { ScriptDb } from '../../db/database';
import { baccaratPayout, type BaccaratOutcome } from '../../../../demo-vendor/src';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { SALARY_RATE_BUDGET, SMALLEST_HOUSE_EDGE } from '../contracts/house-edge';
import { createSettlementRunner, type SettlementRunner } from './settle-kind';
import { insertAgent, insertMember, mainBalance, setCursor } from './settlement-test-kit';
import { seededRandom } from '../../testing/seeded-random';

jest.setTimeout(300_000);

const SEEDS = [20261128, 33, 9001];
const ROUNDS = 150;
const HEDGEABLE = ['LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'];
const UNHEDGEABLE = ['RNG', 'FISH'];
const NOW = new Date('2026-01-10T00:00:00Z');

let db: ScriptDb;
let runner: SettlementRunner;

beforeAll(async () => {
  db = await openLedgerTestDb();
  runner = createSettlementRunner(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

interface Bet {
  stake: number;
  payout: number;
}

/** One to four bets of one member on one round, sides drawn at random (so often opposing ones). */
function randomBets(random: () => number, gameType: string): Bet[] {
  const stakeOf = () => 20 * (1 + Math.floor(random() * 500));
  const count = 1 + Math.floor(random() * 4);
  if (gameType === 'LIVE') {
    const outcome: BaccaratOutcome = (['PLAYER', 'BANKER', 'TIE'] as const)[Math.floor(random() * 3)]!;
    return Array.from({ length: count }, () => {
      const side = (['player', 'banker', 'tie'] as const)[Math.floor(random() * 3)]!;
      const stake = stakeOf();
      return { stake, payout: baccaratPayout({ [side]: stake }, outcome) };
    });
  }
  // Two or three selections, one wins (or the event is a push); each bet is on one of them.
  const selections = 2 + Math.floor(random() * 2);
  const odds = Array.from({ length: selections }, () => 1.05 + random() * 3);
  const winner = random() < 0.05 ? -1 : Math.floor(random() * selections);
  return Array.from({ length: count }, () => {
    const pick = Math.floor(random() * selections);
    const stake = stakeOf();
    const payout = winner === -1 ? stake : pick === winner ? Math.floor(stake * odds[pick]!) : 0;
    return { stake, payout };
  });
}

interface Played {
  roundId: string;
  gameType: string;
  stake: number;
  win: number;
  status: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
}

let serial = 0;

/** The round written as the seamless functions write it: opened by the first bet, bets added, then closed. */
async function play(memberId: string, gameType: string, bets: Bet[], ending: Played['status'], startedAt: string): Promise<Played> {
  serial += 1;
  const roundId = `q${process.pid}x${serial}`;
  await db.query(
    `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, status, started_at)
     VALUES ('QUALIFY_TEST', $1, $2::bigint, 'TEST', $3, 'test', 'Test game', 'REAL', $4, $4, 'OPEN', $5::timestamptz)`,
    [roundId, memberId, gameType, bets[0]!.stake, startedAt],
  );
  for (const bet of bets.slice(1)) {
    await db.query(`UPDATE game_rounds SET stake = stake + $2, valid_bet = valid_bet + $2 WHERE provider = 'QUALIFY_TEST' AND round_id = $1`, [roundId, bet.stake]);
  }
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const win = ending === 'SETTLED' ? bets.reduce((sum, bet) => sum + bet.payout, 0) : 0;
  if (ending === 'SETTLED') {
    await db.query(`UPDATE game_rounds SET win = $2, status = 'SETTLED', settled_at = started_at WHERE provider = 'QUALIFY_TEST' AND round_id = $1`, [roundId, win]);
  } else if (ending === 'ROLLED_BACK') {
    await db.query(`UPDATE game_rounds SET valid_bet = 0, status = 'ROLLED_BACK', settled_at = started_at WHERE provider = 'QUALIFY_TEST' AND round_id = $1`, [roundId]);
  }
  return { roundId, gameType, stake, win, status: ending };
}

describe.each(SEEDS)('random rounds, seed %i', (seed) => {
  it('counts no more than what was at risk, and pays no more than the house edge of it', async () => {
    const random = seededRandom(seed);
    const day = new Date(Date.UTC(2025, 1, 1 + SEEDS.indexOf(seed) * 2)).toISOString().slice(0, 10);
    const top = await insertAgent(db, null);
    const members = [await insertMember(db, { upline: top }), await insertMember(db, { upline: top }), await insertMember(db, { upline: top })];
    const played: Played[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      const gameType = random() < 0.75 ? HEDGEABLE[Math.floor(random() * HEDGEABLE.length)]! : UNHEDGEABLE[Math.floor(random() * UNHEDGEABLE.length)]!;
      const roll = random();
      const ending = roll < 0.85 ? 'SETTLED' : roll < 0.95 ? 'ROLLED_BACK' : 'OPEN';
      const at = new Date(Date.parse(`${day}T10:00:00Z`) + index * 20_000).toISOString();
      played.push(await play(members[Math.floor(random() * members.length)]!, gameType, randomBets(random, gameType), ending, at));
    }

    const rows = await db.query<{ round_id: string; qualifying_bet: string }>(
      `SELECT round_id, qualifying_bet::text AS qualifying_bet FROM game_rounds WHERE provider = 'QUALIFY_TEST' AND round_id = ANY($1::text[])`,
      [played.map((round) => round.roundId)],
    );
    const qualifyingOf = new Map(rows.map((row) => [row.round_id, Number(row.qualifying_bet)]));
    let qualifyingSum = 0;
    let stakeSum = 0;
    for (const round of played) {
      const qualifying = qualifyingOf.get(round.roundId)!;
      const where = `seed ${seed} round ${round.roundId} (${round.gameType}, ${round.status}, stake ${round.stake}, win ${round.win})`;
      const atRisk = round.status === 'ROLLED_BACK' ? 0 : round.stake;
      expect([where, qualifying <= atRisk]).toEqual([where, true]);
      if (round.status === 'ROLLED_BACK') expect([where, qualifying]).toEqual([where, 0]);
      else if (UNHEDGEABLE.includes(round.gameType)) expect([where, qualifying]).toEqual([where, round.stake]);
      else if (round.status === 'OPEN') expect([where, qualifying]).toEqual([where, 0]);
      else expect([where, qualifying]).toEqual([where, Math.min(round.stake, Math.abs(round.win - round.stake))]);
      qualifyingSum += qualifying;
      stakeSum += atRisk;
    }

    const [rollups] = await db.query<{ member: string; team: string }>(
      `SELECT (SELECT coalesce(sum(qualifying_bet), 0) FROM member_daily_rollups WHERE member_id = ANY($1::bigint[]) AND day = $2::date)::text AS member,
              (SELECT coalesce(sum(qualifying_bet), 0) FROM team_daily_rollups WHERE agent_id = $3::bigint AND day = $2::date)::text AS team`,
      [members, day, top],
    );
    expect(rollups).toEqual({ member: String(qualifyingSum), team: String(qualifyingSum) });

    for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as IncomeKind[]) {
      await setCursor(db, kind, `${day}T00:00:00Z`);
      await runner.settle(kind, new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000), NOW);
    }
    const pay = Number(await mainBalance(db, top));
    expect(pay).toBeLessThanOrEqual(Math.floor((qualifyingSum * SALARY_RATE_BUDGET) / 10_000));
    expect(pay).toBeLessThanOrEqual(Math.floor(stakeSum * SMALLEST_HOUSE_EDGE));
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });
});
