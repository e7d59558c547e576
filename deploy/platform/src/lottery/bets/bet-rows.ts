/** Reading bets: one bet as the answers show it, and a member's bets page by page. */
import { MEMBER_PAGE_SIZE, type Paged } from '@site/shared/contract/member';
import type { LotteryBet, LotteryBetStatus, LotteryBetType } from '@site/shared/contract/lottery';
import type { Db } from '../../db/database';
import { formatAmount, toMinor } from '../../wallet/money';
import { oddsText, oddsToScaled } from './scoring';

export interface BetRow {
  id: string;
  member_id: string;
  game_id: string;
  remark: string;
  issue_id: string;
  numero: string;
  bet_type: LotteryBetType;
  numbers: string[];
  units: number;
  unit_price: string;
  stake: string;
  odds: string;
  status: LotteryBetStatus;
  payout: string;
  request_id: string;
  placed_at: Date;
  settled_at: Date | null;
}

/** The columns of a BetRow, for a query on `lottery_bets b JOIN lottery_games g`. */
export const BET_COLUMNS = `b.id::text AS id, b.member_id::text AS member_id, b.game_id, g.name AS remark, b.issue_id::text AS issue_id,
  b.numero, b.bet_type, b.numbers, b.units, b.unit_price::text AS unit_price, b.stake::text AS stake, b.odds::text AS odds,
  b.status, b.payout::text AS payout, b.request_id, b.placed_at, b.settled_at`;

export function betView(row: BetRow): LotteryBet {
  return {
    betId: row.id,
    gameId: row.game_id,
    remark: row.remark,
    numero: row.numero,
    betType: row.bet_type,
    numbers: row.numbers,
    units: row.units,
    stake: formatAmount(toMinor(row.stake)),
    odds: oddsText(oddsToScaled(row.odds)),
    status: row.status,
    payout: formatAmount(toMinor(row.payout)),
    placedAt: new Date(row.placed_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

/** One bet of a member by id; undefined when it is not theirs. */
export async function findMemberBet(db: Db, memberId: string, betId: string): Promise<BetRow | undefined> {
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id WHERE b.id = $1::bigint AND b.member_id = $2::bigint`,
    [betId, memberId],
  );
  return rows[0];
}

/**
 * The member's bets, newest first, 15 a page, of one lottery and issue when asked. A page past the
 * end answers the last page.
 */
export async function listMemberBets(
  db: Db,
  memberId: string,
  filter: { gameId?: string; numero?: string; pageNo: number },
): Promise<Paged<LotteryBet>> {
  const params: unknown[] = [memberId];
  const clauses = ['b.member_id = $1::bigint'];
  if (filter.gameId) {
    params.push(filter.gameId);
    clauses.push(`b.game_id = $${params.length}`);
  }
  if (filter.numero) {
    params.push(filter.numero);
    clauses.push(`b.numero = $${params.length}`);
  }
  const where = clauses.join(' AND ');
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM lottery_bets b WHERE ${where}`, params);
  const totalCount = count?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const pageNo = Math.min(filter.pageNo, totalPages);
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id
     WHERE ${where} ORDER BY b.placed_at DESC, b.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET $${params.length + 1}`,
    [...params, (pageNo - 1) * MEMBER_PAGE_SIZE],
  );
  return { list: rows.map(betView), pageNo, totalPages, totalCount };
}
