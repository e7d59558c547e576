/**
 * The daily rollup follows the round rows by itself (a trigger on game_rounds): whatever writes or
 * changes a round, each rollup row equals the sum of its day's rounds of that game type, vendor and
 * ledger, and `round_rows` is the number of rows the betting record lists. Days are site days (the
 * default zone, UTC+7), so the rounds' times are written in it.
 */
import type { ScriptDb } from '../db/database';
import { openLedgerTestDb } from '../wallet/wallet-test-db';
import { insertRound } from './records-test-support';

let db: ScriptDb;
let memberId: number;

beforeAll(async () => {
  db = await openLedgerTestDb();
  const [member] = await db.query<{ id: number }>("INSERT INTO members (account, type, password_hash) VALUES ('rollupm', 0, 'x') RETURNING id::int AS id");
  memberId = member!.id;
}, 60_000);

afterAll(async () => {
  await db?.close();
});

interface RollupRow {
  day: string;
  game_type: string;
  vendor: string;
  ledger: string;
  valid_bet: string;
  win: string;
  profit_loss: string;
  rounds: number;
  round_rows: number;
}

const rollups = () =>
  db.query<RollupRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, game_type, vendor, ledger, valid_bet::text AS valid_bet, win::text AS win,
            profit_loss::text AS profit_loss, rounds, round_rows
     FROM member_daily_rollups WHERE member_id = $1 AND (rounds <> 0 OR round_rows <> 0 OR valid_bet <> 0 OR win <> 0)
     ORDER BY day, game_type, vendor, ledger`,
    [memberId],
  );

const recomputed = () =>
  db.query<RollupRow>(
    `SELECT to_char(site_day(started_at), 'YYYY-MM-DD') AS day, game_type, vendor, ledger,
            sum(valid_bet)::text AS valid_bet, sum(win)::text AS win, (sum(win) - sum(valid_bet))::text AS profit_loss,
            (count(*) FILTER (WHERE status <> 'ROLLED_BACK'))::int AS rounds, count(*)::int AS round_rows
     FROM game_rounds WHERE member_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    [memberId],
  );

it('keeps one row per day, game type, vendor and ledger, equal to the sum of the rounds through bets, wins and rollbacks', async () => {
  const first = await insertRound(db, { memberId, startedAt: '2025-04-01T23:59:00+07:00', vendor: 'DEMO', stake: 1_000, status: 'OPEN' });
  await insertRound(db, { memberId, startedAt: '2025-04-01T10:00:00+07:00', vendor: 'OTHER', stake: 500, win: 2_000 });
  await insertRound(db, { memberId, startedAt: '2025-04-02T00:00:00+07:00', vendor: 'DEMO', gameType: 'FISH', stake: 300 });
  const rolled = await insertRound(db, { memberId, startedAt: '2025-04-01T11:00:00+07:00', vendor: 'DEMO', stake: 700, status: 'OPEN' });
  await insertRound(db, { memberId, startedAt: '2025-04-01T12:00:00+07:00', vendor: 'DEMO', stake: 50, ledger: 'PLAY' });
  // A second bet and a win on the open round, then a settle that moves nothing.
  await db.query('UPDATE game_rounds SET stake = stake + 200, valid_bet = valid_bet + 200 WHERE id = $1::bigint', [first]);
  await db.query("UPDATE game_rounds SET win = win + 4000, status = 'SETTLED' WHERE id = $1::bigint", [first]);
  await db.query('UPDATE game_rounds SET settled_at = now() WHERE id = $1::bigint', [first]);
  // Every bet of a round rolled back: it is listed but counts for nothing.
  await db.query("UPDATE game_rounds SET stake = 0, valid_bet = 0, status = 'ROLLED_BACK' WHERE id = $1::bigint", [rolled]);

  expect(await rollups()).toEqual(await recomputed());
  expect(await rollups()).toEqual([
    { day: '2025-04-01', game_type: 'RNG', vendor: 'DEMO', ledger: 'PLAY', valid_bet: '50', win: '0', profit_loss: '-50', rounds: 1, round_rows: 1 },
    { day: '2025-04-01', game_type: 'RNG', vendor: 'DEMO', ledger: 'REAL', valid_bet: '1200', win: '4000', profit_loss: '2800', rounds: 1, round_rows: 2 },
    { day: '2025-04-01', game_type: 'RNG', vendor: 'OTHER', ledger: 'REAL', valid_bet: '500', win: '2000', profit_loss: '1500', rounds: 1, round_rows: 1 },
    { day: '2025-04-02', game_type: 'FISH', vendor: 'DEMO', ledger: 'REAL', valid_bet: '300', win: '0', profit_loss: '-300', rounds: 1, round_rows: 1 },
  ]);
});
