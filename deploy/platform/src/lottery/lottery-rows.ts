/**
 * Reading the lottery's games and issues, and turning issue rows into answers. An issue has no seed
 * in the database until it is drawn (see draw.ts); `issueView` shows the seed, the bets digest, the
 * final seed and the result only once drawn.
 */
import type { LotteryIssue, LotteryIssueStatus, LotteryRegion, LotteryResult, LotteryResultShape } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import type { DigestBet } from './draw';
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
  /** The keyed seed: NULL until drawn. */
  seed: string | null;
  seed_hash: string;
  /** NULL until drawn, and for issues drawn before bets were mixed in. */
  bets_digest: string | null;
  final_seed: string | null;
  result: LotteryResult | null;
  drawn_at: Date | null;
  /** Why a locked issue cannot be drawn, once the scheduler found out. */
  draw_failure: string | null;
}

/** The columns `issueView` needs, of `lottery_issues i`. */
export const ISSUE_COLUMNS = 'i.id::text AS id, i.game_id, i.numero, i.status, i.sale_start_at, i.lock_at, i.draw_at, i.seed, i.seed_hash, i.bets_digest, i.final_seed, i.result, i.drawn_at, i.draw_failure';

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
    betsDigest: drawn ? row.bets_digest : null,
    finalSeed: drawn ? row.final_seed : null,
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

/** The issue's bets as the bets digest reads them. */
export async function issueBets(db: Db, issueId: string): Promise<DigestBet[]> {
  const rows = await db.query<{ id: string; member_id: string; bet_type: string; numbers: string[]; units: number; unit_price: string; stake: string }>(
    `SELECT id::text AS id, member_id::text AS member_id, bet_type, numbers, units, unit_price::text AS unit_price, stake::text AS stake
       FROM lottery_bets WHERE issue_id = $1 ORDER BY id`,
    [issueId],
  );
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    betType: row.bet_type,
    numbers: row.numbers,
    units: row.units,
    unitPrice: row.unit_price,
    stake: row.stake,
  }));
}
