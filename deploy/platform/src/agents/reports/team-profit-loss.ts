/**
 * User profit and loss: each member of the agent's team over a period, from the daily rollups,
 * with the totals of the filter.
 *
 * Every member of the team is listed, those who did not play with zeros, by level and then in
 * order of registration: that order is the member tree's own index, so a page of 15 is read
 * without sorting the team, and only those 15 members' rollups are summed. Totals come from the
 * team rollup (or the named member's rollup). Bonus and rebate are the reward credits of the period
 * (rebate: rebate claims; bonus: every other credit, cash or bonus money), from the reward rollups
 * kept beside the game rollups (sql/member_bonus_to_rollups.sql); profit and loss is the member's
 * side: win + bonus + rebate - valid bet.
 */
import type { AgentRange, MemberProfitLoss, ProfitLossTotals, TeamProfitLossValue } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { MEMBER_PAGE_SIZE, money, pageWindow } from '../../records/record-paging';
import type { TeamMemberRef } from '../team/team-scope';
import { SqlParams } from './sql-params';

export interface TeamProfitLossFilter extends AgentRange {
  agentId: string;
  member?: TeamMemberRef;
  level?: number;
  pageNo: number;
}

interface SumsRow {
  valid_bet: string | null;
  win: string | null;
  bonus: string | null;
  rebate: string | null;
}

function figures(row: SumsRow | undefined): Omit<MemberProfitLoss, 'account' | 'level'> {
  const [validBet, win, bonus, rebate] = [row?.valid_bet, row?.win, row?.bonus, row?.rebate].map((value) => BigInt(value ?? '0')) as [bigint, bigint, bigint, bigint];
  return { validBet: money(validBet), win: money(win), bonus: money(bonus), rebate: money(rebate), profitLoss: money(win + bonus + rebate - validBet) };
}

/** The members listed: the team's tree rows (alias t) of the filter. */
function memberClauses(filter: TeamProfitLossFilter, params: SqlParams): string[] {
  const clauses = [`t.ancestor_id = ${params.add(filter.agentId)}::bigint`, 't.depth >= 1'];
  if (filter.member) clauses.push(`t.descendant_id = ${params.add(filter.member.id)}::bigint`);
  if (filter.level !== undefined) clauses.push(`t.depth = ${params.add(filter.level)}`);
  return clauses;
}

/** How many members the filter lists: the team's kept size (by level), or the named member alone. */
async function listedMembers(db: Db, filter: TeamProfitLossFilter): Promise<number> {
  if (filter.member) return filter.level === undefined || filter.level === filter.member.depth ? 1 : 0;
  const params = new SqlParams();
  const [row] = await db.query<{ count: number }>(
    `SELECT coalesce(sum(members), 0)::int AS count FROM team_sizes WHERE agent_id = ${params.add(filter.agentId)}::bigint
     ${filter.level !== undefined ? `AND depth = ${params.add(filter.level)}` : ''}`,
    params.values,
  );
  return row?.count ?? 0;
}

async function totals(db: Db, filter: TeamProfitLossFilter): Promise<ProfitLossTotals> {
  const params = new SqlParams();
  if (filter.member) {
    const where = memberClauses(filter, params).join(' AND ');
    const from = params.add(filter.startDate);
    const to = params.add(filter.endDate);
    const [row] = await db.query<SumsRow>(
      `SELECT b.valid_bet, b.win, w.bonus, w.rebate FROM
         (SELECT sum(r.valid_bet)::text AS valid_bet, sum(r.win)::text AS win
          FROM member_tree t JOIN member_daily_rollups r ON r.member_id = t.descendant_id
          WHERE ${where} AND r.ledger = 'REAL' AND r.day >= ${from}::date AND r.day <= ${to}::date) b,
         (SELECT sum(r.bonus)::text AS bonus, sum(r.rebate)::text AS rebate
          FROM member_tree t JOIN member_daily_rewards r ON r.member_id = t.descendant_id
          WHERE ${where} AND r.day >= ${from}::date AND r.day <= ${to}::date) w`,
      params.values,
    );
    return figures(row);
  }
  const team = `agent_id = ${params.add(filter.agentId)}::bigint ${filter.level !== undefined ? `AND depth = ${params.add(filter.level)}` : ''}
    AND day >= ${params.add(filter.startDate)}::date AND day <= ${params.add(filter.endDate)}::date`;
  const [row] = await db.query<SumsRow>(
    `SELECT b.valid_bet, b.win, w.bonus, w.rebate FROM
       (SELECT sum(valid_bet)::text AS valid_bet, sum(win)::text AS win FROM team_daily_rollups WHERE ${team}) b,
       (SELECT sum(bonus)::text AS bonus, sum(rebate)::text AS rebate FROM team_daily_rewards WHERE ${team}) w`,
    params.values,
  );
  return figures(row);
}

export async function teamProfitLoss(db: Db, filter: TeamProfitLossFilter): Promise<TeamProfitLossValue> {
  const page = pageWindow(filter.pageNo, await listedMembers(db, filter));
  const params = new SqlParams();
  const where = memberClauses(filter, params).join(' AND ');
  const from = params.add(filter.startDate);
  const to = params.add(filter.endDate);
  const rows = await db.query<SumsRow & { account: string; depth: number }>(
    `SELECT m.account, p.depth, s.valid_bet::text AS valid_bet, s.win::text AS win, w.bonus::text AS bonus, w.rebate::text AS rebate
     FROM (SELECT t.descendant_id, t.depth FROM member_tree t WHERE ${where}
           ORDER BY t.depth, t.descendant_id LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}) AS p
     JOIN members m ON m.id = p.descendant_id
     CROSS JOIN LATERAL (
       SELECT sum(r.valid_bet) AS valid_bet, sum(r.win) AS win FROM member_daily_rollups r
       WHERE r.member_id = p.descendant_id AND r.ledger = 'REAL' AND r.day >= ${from}::date AND r.day <= ${to}::date
     ) AS s
     CROSS JOIN LATERAL (
       SELECT sum(r.bonus) AS bonus, sum(r.rebate) AS rebate FROM member_daily_rewards r
       WHERE r.member_id = p.descendant_id AND r.day >= ${from}::date AND r.day <= ${to}::date
     ) AS w
     ORDER BY p.depth, p.descendant_id`,
    params.values,
  );
  return {
    list: rows.map((row) => ({ account: row.account, level: row.depth, ...figures(row) })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: await totals(db, filter),
  };
}
