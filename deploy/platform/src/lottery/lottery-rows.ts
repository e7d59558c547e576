/**
 * Reading the lottery's games and issues, and turning issue rows into answers. An issue's seed is
 * secret until the issue is drawn: `issueView` leaves it (and the result) out before that.
 */
import type { LotteryIssue, LotteryIssueStatus, LotteryRegion, LotteryResult, LotteryResultShape } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import type { GameSchedule } from './schedule';

export interface LotteryGame extends GameSchedule {
  name: string;
  region: LotteryRegion;
  menuTag: LotteryRegion;
  resultShape: LotteryResultShape;
  sort: number;
}

interface GameRow {
  id: string;
  name: string;
  region: LotteryRegion;
  menu_tag: LotteryRegion;
  draw_days: number[] | null;
  draw_time: string | null;
  interval_seconds: number | null;
  lock_seconds: number;
  result_shape: LotteryResultShape;
  sort: number;
}

/** The enabled games in menu order. */
export async function loadGames(db: Db): Promise<LotteryGame[]> {
  const rows = await db.query<GameRow>(
    `SELECT id, name, region, menu_tag, draw_days, to_char(draw_time, 'HH24:MI:SS') AS draw_time, interval_seconds, lock_seconds, result_shape, sort
       FROM lottery_games WHERE enabled ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    region: row.region,
    menuTag: row.menu_tag,
    drawDays: row.draw_days,
    drawTime: row.draw_time,
    intervalSeconds: row.interval_seconds,
    lockSeconds: row.lock_seconds,
    resultShape: row.result_shape,
    sort: row.sort,
  }));
}

export interface IssueRow {
  id: string;
  game_id: string;
  numero: string;
  status: LotteryIssueStatus;
  sale_start_at: Date;
  lock_at: Date;
  draw_at: Date;
  seed: string;
  seed_hash: string;
  result: LotteryResult | null;
  drawn_at: Date | null;
}

/** The columns `issueView` needs, of `lottery_issues i`. */
export const ISSUE_COLUMNS = 'i.id::text AS id, i.game_id, i.numero, i.status, i.sale_start_at, i.lock_at, i.draw_at, i.seed, i.seed_hash, i.result, i.drawn_at';

export function isDrawn(row: Pick<IssueRow, 'drawn_at'>): boolean {
  return row.drawn_at !== null;
}

/** An issue as answers show it: seed and result only once drawn. */
export function issueView(row: IssueRow): LotteryIssue {
  const drawn = isDrawn(row);
  return {
    gameId: row.game_id,
    numero: row.numero,
    status: row.status,
    saleStartAt: isoTime(row.sale_start_at),
    lockAt: isoTime(row.lock_at),
    drawAt: isoTime(row.draw_at),
    seedHash: row.seed_hash,
    seed: drawn ? row.seed : null,
    result: drawn ? row.result : null,
    drawnAt: isoTimeOrNull(row.drawn_at),
  };
}

export async function findIssue(db: Db, gameId: string, numero: string): Promise<IssueRow | undefined> {
  const [row] = await db.query<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM lottery_issues i WHERE i.game_id = $1 AND i.numero = $2`, [gameId, numero]);
  return row;
}

export async function gameExists(db: Db, gameId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM lottery_games WHERE id = $1', [gameId]);
  return rows.length > 0;
}

/** How a game's results are shaped; undefined for an unknown game. */
export async function resultShapeOf(db: Db, gameId: string): Promise<LotteryResultShape | undefined> {
  const [row] = await db.query<{ result_shape: LotteryResultShape }>('SELECT result_shape FROM lottery_games WHERE id = $1', [gameId]);
  return row?.result_shape;
}
