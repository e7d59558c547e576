/**
 * The play of each payee's whole team (every level below it, never itself) in one period, real
 * money only, one query for all payees of the period.
 *
 * - Day-based kinds (dividend, daily salary) read the daily rollups of the period's days: a round
 *   counts on the site day it started, like every report.
 * - The hourly and real-time salaries read the rounds settled in their hour or five minutes: a
 *   round counts once its result is known, so a bet is never paid on before it is decided.
 *
 * Each reads the valid bet (for the record and the dividend's loss) and the qualifying bet (what
 * salaries, bet thresholds and active members count; see amounts.ts).
 */
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';
import type { RealtimeFigures, TeamFigures } from './amounts';
import { periodDays, type Period } from './periods';

interface FiguresRow {
  payee_id: string;
  valid_bet: string;
  qualifying_bet: string;
  win: string;
  active: number;
}

function byPayee(rows: FiguresRow[]): Map<string, TeamFigures> {
  return new Map(rows.map((row) => [row.payee_id, { validBet: toMinor(row.valid_bet), qualifyingBet: toMinor(row.qualifying_bet), win: toMinor(row.win), activeMembers: row.active }]));
}

/** Team figures from the daily rollups of the period's days. */
export async function dailyTeamFigures(db: Db, payeeIds: string[], period: Period, activeMemberValidBet: bigint): Promise<Map<string, TeamFigures>> {
  if (payeeIds.length === 0) return new Map();
  const { startDay, endDay } = periodDays(period);
  const rows = await db.query<FiguresRow>(
    `WITH per_member AS (
       SELECT t.ancestor_id, t.descendant_id, sum(r.valid_bet) AS valid_bet, sum(r.qualifying_bet) AS qualifying_bet, sum(r.win) AS win
       FROM member_tree t JOIN member_daily_rollups r ON r.member_id = t.descendant_id
       WHERE t.ancestor_id = ANY($1::bigint[]) AND t.depth >= 1
         AND r.ledger = 'REAL' AND r.day BETWEEN $2::date AND $3::date
       GROUP BY t.ancestor_id, t.descendant_id)
     SELECT ancestor_id::text AS payee_id, sum(valid_bet)::text AS valid_bet, sum(qualifying_bet)::text AS qualifying_bet,
            sum(win)::text AS win, (count(*) FILTER (WHERE qualifying_bet >= $4::bigint))::int AS active
     FROM per_member GROUP BY ancestor_id`,
    [payeeIds, startDay, endDay, activeMemberValidBet.toString()],
  );
  return byPayee(rows);
}

/** Team figures from the rounds settled in the period (the hourly salary). */
export async function settledTeamFigures(db: Db, payeeIds: string[], period: Period, activeMemberValidBet: bigint): Promise<Map<string, TeamFigures>> {
  if (payeeIds.length === 0) return new Map();
  const rows = await db.query<FiguresRow>(
    `WITH per_member AS (
       SELECT t.ancestor_id, t.descendant_id, sum(g.valid_bet) AS valid_bet, sum(g.qualifying_bet) AS qualifying_bet, sum(g.win) AS win
       FROM game_rounds g JOIN member_tree t ON t.descendant_id = g.member_id
       WHERE g.ledger = 'REAL' AND g.status = 'SETTLED' AND g.settled_at >= $2::timestamptz AND g.settled_at < $3::timestamptz
         AND t.ancestor_id = ANY($1::bigint[]) AND t.depth >= 1
       GROUP BY t.ancestor_id, t.descendant_id)
     SELECT ancestor_id::text AS payee_id, sum(valid_bet)::text AS valid_bet, sum(qualifying_bet)::text AS qualifying_bet,
            sum(win)::text AS win, (count(*) FILTER (WHERE qualifying_bet >= $4::bigint))::int AS active
     FROM per_member GROUP BY ancestor_id`,
    [payeeIds, period.start.toISOString(), period.end.toISOString(), activeMemberValidBet.toString()],
  );
  return byPayee(rows);
}

/**
 * The real-time salary's figures: per payee, the qualifying bet of the team's rounds settled in the
 * period whose stake reached the payee's single-bet amount, split into rounds the member won (win
 * above the stake) and lost (win below it). A round that returned exactly its stake is neither.
 */
export async function realtimeTeamFigures(db: Db, payees: { payeeId: string; singleBetAmount: bigint }[], period: Period): Promise<Map<string, RealtimeFigures>> {
  if (payees.length === 0) return new Map();
  const rows = await db.query<{ payee_id: string; won: string; lost: string; valid_bet: string }>(
    `SELECT p.payee_id::text AS payee_id,
            coalesce(sum(g.qualifying_bet) FILTER (WHERE g.win > g.stake), 0)::text AS won,
            coalesce(sum(g.qualifying_bet) FILTER (WHERE g.win < g.stake), 0)::text AS lost,
            coalesce(sum(g.valid_bet) FILTER (WHERE g.win <> g.stake), 0)::text AS valid_bet
     FROM unnest($1::bigint[], $2::bigint[]) AS p (payee_id, single_bet)
     JOIN member_tree t ON t.ancestor_id = p.payee_id AND t.depth >= 1
     JOIN game_rounds g ON g.member_id = t.descendant_id
     WHERE g.ledger = 'REAL' AND g.status = 'SETTLED' AND g.settled_at >= $3::timestamptz AND g.settled_at < $4::timestamptz
       AND g.stake >= p.single_bet
     GROUP BY p.payee_id`,
    [payees.map((p) => p.payeeId), payees.map((p) => p.singleBetAmount.toString()), period.start.toISOString(), period.end.toISOString()],
  );
  return new Map(rows.map((row) => [row.payee_id, { wonQualifyingBet: toMinor(row.won), lostQualifyingBet: toMinor(row.lost), validBet: toMinor(row.valid_bet) }]));
}
