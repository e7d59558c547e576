/**
 * The betting record: a member's real-money bets of a date range, newest first, with totals over
 * the whole filter.
 *
 * Bets come from one source today, the game rounds the seamless wallet records (item source
 * GAME_ROUND). Lottery bets join later as a second source: a SELECT of their rows with the columns
 * of BetRow joined to the rounds' SELECT with UNION ALL (same order, same page), a new value in the
 * contract's BET_SOURCES, and their sums and count added in bettingSummary.
 */
import type { BettingRecordItem, BettingRecordValue, BettingTotals, RecordGameType } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { DAY_AFTER_SQL, DAY_START_SQL, isoTime, MAX_LISTED_ROWS, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface BettingFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  gameType?: RecordGameType;
  vendor?: string;
  pageNo: number;
}

interface BetRow {
  id: string;
  round_id: string;
  vendor: string;
  game_type: string;
  game_code: string;
  game_name: string;
  stake: string;
  valid_bet: string;
  win: string;
  status: BettingRecordItem['status'];
  started_at: Date;
  settled_at: Date | null;
}

/** The WHERE clause and parameters of a filter over game_rounds (alias g). */
function roundFilter(filter: BettingFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.memberId, filter.startDate, filter.endDate];
  // Real money only: play money of trial accounts never shows here.
  const clauses = [`g.member_id = $1`, `g.ledger = 'REAL'`, `g.started_at >= ${DAY_START_SQL('$2')}`, `g.started_at < ${DAY_AFTER_SQL('$3')}`];
  if (filter.gameType) {
    params.push(filter.gameType);
    clauses.push(`g.game_type = $${params.length}`);
  }
  if (filter.vendor) {
    params.push(filter.vendor);
    clauses.push(`g.vendor = $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * Totals and row count of the filter, from the daily rollups (at most 92 days × game types ×
 * vendors rows, kept by a trigger on the rounds in the same transaction as each bet and win), not
 * from the rounds: a member with a hundred thousand rounds costs the same as one with ten. Stake
 * equals valid bet there because every round the platform records has the same stake and valid
 * bet; rolled-back rounds count for nothing in the totals but are listed (round_rows).
 */
async function bettingSummary(db: Db, filter: BettingFilter): Promise<{ totals: BettingTotals; listed: number }> {
  const params: unknown[] = [filter.memberId, filter.startDate, filter.endDate];
  const clauses = [`member_id = $1`, `ledger = 'REAL'`, `day >= $2::date`, `day <= $3::date`];
  if (filter.gameType) {
    params.push(filter.gameType);
    clauses.push(`game_type = $${params.length}`);
  }
  if (filter.vendor) {
    params.push(filter.vendor);
    clauses.push(`vendor = $${params.length}`);
  }
  const [row] = await db.query<{ rounds: number | null; valid_bet: string | null; win: string | null; listed: number | null }>(
    `SELECT sum(rounds)::int AS rounds, sum(valid_bet)::text AS valid_bet, sum(win)::text AS win,
            least(coalesce(sum(round_rows), 0), ${MAX_LISTED_ROWS})::int AS listed
     FROM member_daily_rollups WHERE ${clauses.join(' AND ')}`,
    params,
  );
  const validBet = BigInt(row?.valid_bet ?? '0');
  const win = BigInt(row?.win ?? '0');
  return {
    totals: { rounds: row?.rounds ?? 0, stake: money(validBet), validBet: money(validBet), win: money(win), profit: money(win - validBet) },
    listed: row?.listed ?? 0,
  };
}

/** One page of the betting record with the filter's totals. */
export async function bettingRecord(db: Db, filter: BettingFilter): Promise<BettingRecordValue> {
  const { where, params } = roundFilter(filter);
  const summary = await bettingSummary(db, filter);
  const page = pageWindow(filter.pageNo, summary.listed);
  // The page's 15 round ids from the index alone, then their rows: reading rows before the LIMIT
  // would fetch every round the OFFSET skips.
  const rows = await db.query<BetRow>(
    `SELECT g.id::text AS id, g.round_id, g.vendor, g.game_type, g.game_code, g.game_name, g.stake::text AS stake,
            g.valid_bet::text AS valid_bet, g.win::text AS win, g.status, g.started_at, g.settled_at
     FROM (SELECT g.id, g.started_at FROM game_rounds g WHERE ${where}
           ORDER BY g.started_at DESC, g.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}) AS p
     JOIN game_rounds g ON g.id = p.id
     ORDER BY p.started_at DESC, p.id DESC`,
    params,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      source: 'GAME_ROUND' as const,
      roundId: row.round_id,
      vendor: row.vendor,
      gameType: row.game_type,
      gameCode: row.game_code,
      gameName: row.game_name,
      stake: money(row.stake),
      validBet: money(row.valid_bet),
      win: money(row.win),
      profit: money(BigInt(row.win) - BigInt(row.valid_bet)),
      status: row.status,
      startedAt: isoTime(row.started_at),
      settledAt: row.settled_at ? isoTime(row.settled_at) : null,
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: summary.totals,
  };
}
