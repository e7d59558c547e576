/**
 * Team betting: the real-money rounds of the agent's team (lottery bets are rounds of game type
 * LOTT), newest first, with totals over the whole filter.
 *
 * Totals and the row count come from the rollups (the team rollup, or one member's rollup when an
 * account is named), never from the rounds. The page's 15 round ids are read first, newest round
 * down, keeping the team's (a primary-key probe of the member tree each), and only then their
 * rows, so no row the OFFSET skips is fetched.
 */
import type { AgentRange, TeamBetTotals, TeamBetsValue, TeamBet } from '@site/shared/contract/agents';
import type { RecordGameType } from '@site/shared/contract/member';
import type { Db } from '../../db/database';
import { isoTime, MAX_LISTED_ROWS, MEMBER_PAGE_SIZE, money, pageWindow } from '../../records/record-paging';
import type { TeamMemberRef } from '../team/team-scope';
import { DAY_AFTER_SQL, DAY_START_SQL } from './report-range';
import { SqlParams } from './sql-params';

export interface TeamBetsFilter extends AgentRange {
  agentId: string;
  /** One member of the team (already checked to be in it). */
  member?: TeamMemberRef;
  level?: number;
  gameType?: RecordGameType;
  pageNo: number;
}

/** Totals and listed rows of the filter from the rollups. */
async function betsSummary(db: Db, filter: TeamBetsFilter): Promise<{ totals: TeamBetTotals; listed: number }> {
  const params = new SqlParams();
  const clauses: string[] = [];
  let table: string;
  if (filter.member) {
    table = 'member_daily_rollups';
    clauses.push(`member_id = ${params.add(filter.member.id)}::bigint`, `ledger = 'REAL'`);
    // A named member at another level than the one asked for: nothing matches both.
    if (filter.level !== undefined && filter.level !== filter.member.depth) clauses.push('false');
  } else {
    table = 'team_daily_rollups';
    clauses.push(`agent_id = ${params.add(filter.agentId)}::bigint`);
    if (filter.level !== undefined) clauses.push(`depth = ${params.add(filter.level)}`);
  }
  clauses.push(`day >= ${params.add(filter.startDate)}::date`, `day <= ${params.add(filter.endDate)}::date`);
  if (filter.gameType) clauses.push(`game_type = ${params.add(filter.gameType)}`);
  // least() skips a null, so the sum of no rows must be 0 first, or an empty filter would list the maximum.
  const [row] = await db.query<{ valid_bet: string | null; win: string | null; listed: number | null }>(
    `SELECT sum(valid_bet)::text AS valid_bet, sum(win)::text AS win, least(coalesce(sum(round_rows), 0), ${MAX_LISTED_ROWS})::int AS listed
     FROM ${table} WHERE ${clauses.join(' AND ')}`,
    params.values,
  );
  const validBet = BigInt(row?.valid_bet ?? '0');
  const win = BigInt(row?.win ?? '0');
  // Every round the platform records has its stake as its valid bet (the rollup keeps the latter).
  return { totals: { stake: money(validBet), validBet: money(validBet), win: money(win), profitLoss: money(win - validBet) }, listed: row?.listed ?? 0 };
}

interface BetRow {
  round_id: string;
  account: string;
  depth: number;
  vendor: string;
  game_type: string;
  game_code: string;
  game_name: string;
  stake: string;
  valid_bet: string;
  win: string;
  status: TeamBet['status'];
  started_at: Date;
}

export async function teamBets(db: Db, filter: TeamBetsFilter): Promise<TeamBetsValue> {
  const summary = await betsSummary(db, filter);
  const page = pageWindow(filter.pageNo, summary.listed);
  if (summary.listed === 0) return { list: [], pageNo: page.pageNo, totalPages: page.totalPages, totalCount: 0, totals: summary.totals };

  const params = new SqlParams();
  const clauses = [
    `t.ancestor_id = ${params.add(filter.agentId)}::bigint`,
    't.depth >= 1',
    `g.ledger = 'REAL'`,
    `g.started_at >= ${DAY_START_SQL(params.add(filter.startDate))}`,
    `g.started_at < ${DAY_AFTER_SQL(params.add(filter.endDate))}`,
  ];
  if (filter.member) clauses.push(`g.member_id = ${params.add(filter.member.id)}::bigint`);
  if (filter.level !== undefined) clauses.push(`t.depth = ${params.add(filter.level)}`);
  if (filter.gameType) clauses.push(`g.game_type = ${params.add(filter.gameType)}`);
  const rows = await db.query<BetRow>(
    `SELECT g.round_id, m.account, p.depth, g.vendor, g.game_type, g.game_code, g.game_name, g.stake::text AS stake,
            g.valid_bet::text AS valid_bet, g.win::text AS win, g.status, g.started_at
     FROM (SELECT g.id, g.started_at, t.depth
           FROM game_rounds g JOIN member_tree t ON t.descendant_id = g.member_id
           WHERE ${clauses.join(' AND ')}
           ORDER BY g.started_at DESC, g.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}) AS p
     JOIN game_rounds g ON g.id = p.id
     JOIN members m ON m.id = g.member_id
     ORDER BY p.started_at DESC, p.id DESC`,
    params.values,
  );
  return {
    list: rows.map((row) => ({
      roundId: row.round_id,
      account: row.account,
      level: row.depth,
      vendor: row.vendor,
      gameType: row.game_type,
      gameCode: row.game_code,
      gameName: row.game_name,
      stake: money(row.stake),
      validBet: money(row.valid_bet),
      win: money(row.win),
      profitLoss: money(BigInt(row.win) - BigInt(row.valid_bet)),
      status: row.status,
      startedAt: isoTime(row.started_at),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: summary.totals,
  };
}
