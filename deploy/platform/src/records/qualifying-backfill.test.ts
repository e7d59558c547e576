/**
 * Migration 033 on a database that already has rounds: every round written before it gets its
 * qualifying bet by the same rule as the trigger (the site's lottery netted per member per issue),
 * and the daily and team rollups hold their sums, on whatever database the test runs.
 */
import fs from 'node:fs';
import { connectDatabase, type ScriptDb } from '../db/database';
import { runMigrations } from '../db/migrate';
import { releasedMigrations } from '../db/released-migrations';
import { insertIssue } from '../lottery/bets/bet-test-support';
import { insertAgent, insertMember, insertRound } from '../agents/settlement/settlement-test-kit';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { testDatabaseUrl } from '../testing/test-database';

jest.setTimeout(240_000);

const QUALIFYING_MIGRATION = 33;

let db: ScriptDb;
let earlier: string;

beforeAll(async () => {
  // Every migration before the qualifying bet's, as the releases before it had them (with their
  // functions and triggers), in a folder of their own.
  earlier = releasedMigrations(QUALIFYING_MIGRATION - 1);
  // An empty database of its own: PGlite in memory, or a scratch database on the test cluster.
  loadNativeModulesOutsideSandbox();
  const url = testDatabaseUrl();
  if (url) {
    const admin = await connectDatabase({ databaseUrl: url });
    const name = `backfill_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.close();
    const target = new URL(url);
    target.pathname = `/${name}`;
    db = await connectDatabase({ databaseUrl: target.toString() });
    const close = db.close.bind(db);
    db.close = async () => {
      await close();
      const cleanup = await connectDatabase({ databaseUrl: url });
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.close();
    };
  } else {
    db = await connectDatabase({ memory: true });
  }
  await runMigrations(db, earlier);
}, 240_000);

afterAll(async () => {
  await db?.close();
  if (earlier) fs.rmSync(earlier, { recursive: true, force: true });
});

it('gives the rounds written before it their qualifying bet, and the rollups their sums', async () => {
  const top = await insertAgent(db, null);
  const player = await insertMember(db, { upline: top });
  const day = '2025-02-10T10:00:00Z';
  await insertRound(db, player, { stake: 20_000, win: 19_500, startedAt: day, gameType: 'LIVE' }); // hedged hand: 500
  await insertRound(db, player, { stake: 10_000, win: 10_000, startedAt: day, gameType: 'SPORTS' }); // push: 0
  await insertRound(db, player, { stake: 5_000, win: 30_000, startedAt: day, gameType: 'COCKFIGHT' }); // won: 5,000
  await insertRound(db, player, { stake: 2_000, win: 0, startedAt: day, gameType: 'RNG' }); // slot: 2,000
  await insertRound(db, player, { stake: 4_000, win: 0, validBet: 0, startedAt: day, gameType: 'LIVE', status: 'ROLLED_BACK' }); // 0
  await insertRound(db, player, { stake: 3_000, win: 0, startedAt: day, gameType: 'LIVE', status: 'OPEN' }); // open: 0
  // Two lottery bets of one issue: 10.00 + 10.00 staked, 19.00 paid: 1.00 qualifies, on the first bet's round.
  const issue = await insertIssue(db, { gameId: 'FAST_1M', saleStartAt: new Date('2025-02-10T09:00:00Z'), lockAt: new Date('2025-02-10T09:59:00Z') });
  const bets: string[] = [];
  for (const payout of [1_900, 0]) {
    const [bet] = await db.query<{ id: string }>(
      `INSERT INTO lottery_bets (member_id, game_id, issue_id, numero, bet_type, numbers, units, unit_price, stake, odds, request_id, placed_at, status, payout, settled_at)
       VALUES ($1::bigint, $2, $3::bigint, $4, 'DUOI', ARRAY['1'], 10, 100, 1000, 9.5, $5, $6::timestamptz, $7, $8, $6::timestamptz) RETURNING id::text AS id`,
      [player, issue.gameId, issue.id, issue.numero, `backfill-${payout}`, day, payout > 0 ? 'WON' : 'LOST', payout],
    );
    bets.push(bet!.id);
    await db.query(
      `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at)
       VALUES ('LOTTERY', $1, $2::bigint, 'TCG_LOTTO_VN', 'LOTT', $3, 'Lottery', 'REAL', 1000, 1000, $4, 'SETTLED', $5::timestamptz, $5::timestamptz)`,
      [`L${bet!.id}`, player, issue.gameId, payout, day],
    );
  }

  expect(await runMigrations(db)).toContain(QUALIFYING_MIGRATION);

  const rounds = await db.query<{ game_type: string; qualifying: number }>(
    `SELECT game_type, qualifying_bet::int AS qualifying FROM game_rounds WHERE member_id = $1::bigint ORDER BY id`,
    [player],
  );
  expect(rounds.map((round) => [round.game_type, round.qualifying])).toEqual([
    ['LIVE', 500],
    ['SPORTS', 0],
    ['COCKFIGHT', 5_000],
    ['RNG', 2_000],
    ['LIVE', 0],
    ['LIVE', 0],
    ['LOTT', 100],
    ['LOTT', 0],
  ]);
  const [sums] = await db.query<{ member: number; team: number }>(
    `SELECT (SELECT sum(qualifying_bet)::int FROM member_daily_rollups WHERE member_id = $1::bigint) AS member,
            (SELECT sum(qualifying_bet)::int FROM team_daily_rollups WHERE agent_id = $2::bigint) AS team`,
    [player, top],
  );
  expect(sums).toEqual({ member: 7_600, team: 7_600 });
});
