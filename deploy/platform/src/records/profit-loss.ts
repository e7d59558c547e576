/**
 * Personal profit and loss: the member's real-money daily rollups (kept with every bet and win) by
 * day and game type, newest day first, with the range's totals. Profit is the member's side:
 * win - valid bet. Days whose rounds were all rolled back show nothing.
 */
import type { ProfitLossValue } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface ProfitLossFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  pageNo: number;
}

/** The rollups of the range by day and game type (they are kept per vendor too). */
const BY_DAY_AND_TYPE = `SELECT day, game_type, sum(rounds)::int AS rounds, sum(valid_bet) AS valid_bet, sum(win) AS win
  FROM member_daily_rollups WHERE member_id = $1 AND ledger = 'REAL' AND day >= $2::date AND day <= $3::date
  GROUP BY day, game_type HAVING sum(rounds) <> 0 OR sum(valid_bet) <> 0 OR sum(win) <> 0`;

export async function profitLoss(db: Db, filter: ProfitLossFilter): Promise<ProfitLossValue> {
  const params = [filter.memberId, filter.startDate, filter.endDate];
  // At most 92 days × game types × vendors: counting and summing them all is cheap.
  const [sums] = await db.query<{ count: number; rounds: number | null; valid_bet: string | null; win: string | null }>(
    `SELECT count(*)::int AS count, sum(rounds)::int AS rounds, sum(valid_bet)::text AS valid_bet, sum(win)::text AS win
     FROM (${BY_DAY_AND_TYPE}) AS d`,
    params,
  );
  const page = pageWindow(filter.pageNo, sums?.count ?? 0);
  const rows = await db.query<{ day: string; game_type: string; rounds: number; valid_bet: string; win: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, game_type, rounds, valid_bet::text AS valid_bet, win::text AS win
     FROM (${BY_DAY_AND_TYPE}) AS d
     ORDER BY day DESC, game_type LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}`,
    params,
  );
  const validBet = BigInt(sums?.valid_bet ?? '0');
  const win = BigInt(sums?.win ?? '0');
  return {
    list: rows.map((row) => ({
      day: row.day,
      gameType: row.game_type,
      rounds: row.rounds,
      validBet: money(row.valid_bet),
      win: money(row.win),
      profit: money(BigInt(row.win) - BigInt(row.valid_bet)),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: { rounds: sums?.rounds ?? 0, validBet: money(validBet), win: money(win), profit: money(win - validBet) },
  };
}
