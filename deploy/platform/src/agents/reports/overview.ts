/**
 * The agent's overview of a period: the team's size and growth, its money in and out, what it bet
 * and won, and the agent's own income and pending offers.
 *
 * One statement: the team's size, registrations and bets from the team's own counts and rollup
 * (a few rows per day whatever the team's size), and deposits and withdrawals read by time (the
 * rows of the period) and kept when the member is in the team (a primary-key probe of the tree). Own income (settlement) and pending offers (contracts) are asked
 * of the parts that keep them.
 */
import type { AgentOverview, AgentRange } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { money } from '../../records/record-paging';
import { pendingOfferCount } from '../contracts/pending-offers';
import { agentIncomeTotal } from '../settlement/income-total';
import { DAY_AFTER_SQL, DAY_START_SQL } from './report-range';

/** A member of the team: `member` is the SQL of the member's id. */
const inTeam = (member: string) =>
  `EXISTS (SELECT 1 FROM member_tree t WHERE t.ancestor_id = $1::bigint AND t.descendant_id = ${member} AND t.depth >= 1)`;

const FROM = DAY_START_SQL('$2');
const UNTIL = DAY_AFTER_SQL('$3');

/**
 * Completed deposits of the team in the period: deposit orders credited, and matched deposits
 * (a withdrawal's slice the member paid) received.
 */
const TEAM_DEPOSITS = `
  SELECT d.member_id, d.amount FROM deposit_orders d
  WHERE d.state = 'CREDITED' AND d.completed_at >= ${FROM} AND d.completed_at < ${UNTIL} AND ${inTeam('d.member_id')}
  UNION ALL
  SELECT s.depositor_id, s.amount FROM withdrawal_slices s
  WHERE s.state = 'RECEIVED' AND s.finished_at >= ${FROM} AND s.finished_at < ${UNTIL} AND ${inTeam('s.depositor_id')}`;

/** A member's completed deposit before the period: then its first deposit was not in it. */
const DEPOSITED_BEFORE = (member: string) => `(
  EXISTS (SELECT 1 FROM deposit_orders e WHERE e.member_id = ${member} AND e.state = 'CREDITED' AND e.completed_at < ${FROM})
  OR EXISTS (SELECT 1 FROM withdrawal_slices e WHERE e.depositor_id = ${member} AND e.state = 'RECEIVED' AND e.finished_at < ${FROM}))`;

const OVERVIEW_SQL = `
  WITH deposits AS (${TEAM_DEPOSITS}),
  size AS (
    SELECT coalesce(sum(members), 0)::int AS team_size, coalesce(sum(members) FILTER (WHERE depth = 1), 0)::int AS direct_downlines
    FROM team_sizes WHERE agent_id = $1::bigint
  ),
  bets AS (
    SELECT sum(valid_bet)::text AS valid_bet, sum(win)::text AS win
    FROM team_daily_rollups WHERE agent_id = $1::bigint AND day >= $2::date AND day <= $3::date
  )
  SELECT size.team_size, size.direct_downlines,
    (SELECT coalesce(sum(registrations), 0)::int FROM team_daily_registrations
     WHERE agent_id = $1::bigint AND day >= $2::date AND day <= $3::date) AS new_registrations,
    (SELECT count(*)::int FROM (SELECT DISTINCT member_id FROM deposits) f WHERE NOT ${DEPOSITED_BEFORE('f.member_id')}) AS first_deposits,
    (SELECT sum(amount)::text FROM deposits) AS deposit_amount,
    (SELECT sum(w.received)::text FROM withdrawals w
     WHERE w.received > 0 AND w.finished_at >= ${FROM} AND w.finished_at < ${UNTIL} AND ${inTeam('w.member_id')}) AS withdrawal_amount,
    bets.valid_bet, bets.win
  FROM size, bets`;

interface OverviewRow {
  team_size: number;
  direct_downlines: number;
  new_registrations: number;
  first_deposits: number;
  deposit_amount: string | null;
  withdrawal_amount: string | null;
  valid_bet: string | null;
  win: string | null;
}

export async function agentOverview(db: Db, agentId: string, range: AgentRange): Promise<AgentOverview> {
  const [row] = await db.query<OverviewRow>(OVERVIEW_SQL, [agentId, range.startDate, range.endDate]);
  const validBet = BigInt(row?.valid_bet ?? '0');
  const win = BigInt(row?.win ?? '0');
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: row?.team_size ?? 0,
    directDownlines: row?.direct_downlines ?? 0,
    newRegistrations: row?.new_registrations ?? 0,
    firstDeposits: row?.first_deposits ?? 0,
    depositAmount: money(row?.deposit_amount),
    withdrawalAmount: money(row?.withdrawal_amount),
    validBet: money(validBet),
    teamProfitLoss: money(win - validBet),
    ownIncome: money(await agentIncomeTotal(db, agentId, range)),
    pendingOffers: await pendingOfferCount(db, agentId),
  };
}
