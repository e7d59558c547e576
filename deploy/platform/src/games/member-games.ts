/** A member's favourite and recently launched games. Every read and write is scoped to one member. */
import type { FavoriteListValue, RecentGamesValue } from '@site/shared/contract';
import { RECENT_GAMES_KEPT } from '@site/shared/contract';
import type { Db } from '../db/database';
import { PlatformError, validationError } from '../http/errors';
import type { ContentLanguage } from '../i18n/language';
import { clampedPage, gameItem, gameItemColumns, type GameItemRow, localisedNameJoin, pageCount } from './game-items';

export interface MemberPage {
  memberId: number;
  gameType?: string;
  pageNo: number;
  pageSize: number;
  language: ContentLanguage;
}

/** The member's favourite game ids, newest first. */
export async function favouriteIds(db: Db, memberId: number, gameType?: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT f.game_id::text AS id FROM favourite_games f JOIN games g ON g.id = f.game_id
     WHERE f.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)
     ORDER BY f.list_order DESC`,
    [memberId, gameType ?? null],
  );
  return rows.map((row) => row.id);
}

/**
 * A page of a member's list (favourites or recent), newest first; a page after the last answers
 * the last. `table` and `timeColumn` are fixed by the callers below, never input.
 */
async function memberGamesPage(
  db: Db,
  table: 'favourite_games' | 'recent_games',
  timeColumn: 'created_at' | 'last_played_at',
  page: MemberPage,
): Promise<{ rows: (GameItemRow & { at: Date })[]; totalPages: number }> {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} t JOIN games g ON g.id = t.game_id
     WHERE t.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)`,
    [page.memberId, page.gameType ?? null],
  );
  const totalPages = pageCount(count?.n ?? 0, page.pageSize);
  const offset = (clampedPage(page.pageNo, totalPages) - 1) * page.pageSize;
  const rows = await db.query<GameItemRow & { at: Date }>(
    `SELECT ${gameItemColumns()}, t.${timeColumn} AS at
     FROM ${table} t JOIN games g ON g.id = t.game_id ${localisedNameJoin(3)}
     WHERE t.member_id = $1 AND ($2::text IS NULL OR g.game_type = $2)
     ORDER BY t.list_order DESC
     LIMIT $4 OFFSET $5`,
    [page.memberId, page.gameType ?? null, page.language, page.pageSize, offset],
  );
  return { rows, totalPages };
}

export async function favouriteList(db: Db, page: MemberPage): Promise<FavoriteListValue> {
  const { rows, totalPages } = await memberGamesPage(db, 'favourite_games', 'created_at', page);
  return { content: rows.map(gameItem), totalPages };
}

export async function recentList(db: Db, page: MemberPage): Promise<RecentGamesValue> {
  const { rows, totalPages } = await memberGamesPage(db, 'recent_games', 'last_played_at', page);
  return { list: rows.map((row) => ({ ...gameItem(row), lastPlayedAt: new Date(row.at).toISOString() })), totalPages };
}

export interface GameRef {
  nodeId: string;
  vendor: string;
  gameType: string;
}

/**
 * The catalogue game a favourite change names: it must exist (404 naming nodeId) and its provider
 * and type must be the ones sent (400 naming the field), so a page cannot file a game under
 * another provider.
 */
async function checkedGameId(db: Db, ref: GameRef): Promise<number> {
  const rows = await db.query<{ id: number; vendor: string; game_type: string }>('SELECT id, vendor, game_type FROM games WHERE id = $1', [
    Number(ref.nodeId),
  ]);
  const game = rows[0];
  if (!game) throw new PlatformError(404, 'NOT_FOUND', 'nodeId: no such game', 'nodeId');
  if (game.vendor !== ref.vendor) throw validationError('vendor', "is not this game's provider");
  if (game.game_type !== ref.gameType) throw validationError('gameType', "is not this game's type");
  return game.id;
}

/** Adds a favourite; adding it again changes nothing. */
export async function addFavourite(db: Db, memberId: number, ref: GameRef): Promise<void> {
  const gameId = await checkedGameId(db, ref);
  await db.query('INSERT INTO favourite_games (member_id, game_id) VALUES ($1, $2) ON CONFLICT (member_id, game_id) DO NOTHING', [memberId, gameId]);
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(db: Db, memberId: number, ref: GameRef): Promise<void> {
  const gameId = await checkedGameId(db, ref);
  await db.query('DELETE FROM favourite_games WHERE member_id = $1 AND game_id = $2', [memberId, gameId]);
}

/** Advisory lock class of a member's recent list (the second key is the member). */
const RECENT_LOCK_CLASS = 7_340_011;

/**
 * Records a launch: the game moves to the top of the member's recent list, and the list keeps its
 * 50 newest. One transaction under a per-member lock, so two launches at once (PostgreSQL runs
 * them side by side) never leave more than 50.
 */
export async function recordRecent(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, ($2::bigint % 2147483647)::int)', [RECENT_LOCK_CLASS, memberId]);
    // EXCLUDED carries the new row's defaults: a fresh list_order puts the game on top.
    await tx.query(
      `INSERT INTO recent_games (member_id, game_id) VALUES ($1, $2)
       ON CONFLICT (member_id, game_id) DO UPDATE SET last_played_at = EXCLUDED.last_played_at, list_order = EXCLUDED.list_order`,
      [memberId, gameId],
    );
    await tx.query(
      `DELETE FROM recent_games WHERE member_id = $1 AND game_id IN (
         SELECT game_id FROM recent_games WHERE member_id = $1 ORDER BY list_order DESC OFFSET $2)`,
      [memberId, RECENT_GAMES_KEPT],
    );
  });
}
