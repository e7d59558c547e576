import type { GameListValue } from '@site/shared/contract';
import type { Db } from '../db/database';
import type { ContentLanguage } from '../i18n/language';
import { gameItem, gameItemColumns, type GameItemRow, localisedNameJoin } from './game-items';

export interface GameSearch {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Decimal text: games whose minimum bet is at most this. */
  minBet?: string;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language: ContentLanguage;
}

/** `text` as a LIKE pattern that matches it literally anywhere: % _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The name as searched: trimmed, runs of spaces as one (names have single spaces). */
export function searchedName(raw: string | undefined): string | undefined {
  const name = raw?.trim().replace(/\s+/g, ' ');
  return name ? name : undefined;
}

/**
 * One round trip: the matching ids (filters first, each with its index; the name through the
 * trigram index over every language), their count, and the page in catalogue order (sort, id).
 * A page after the last answers the last page, so a list whose filters shrank never comes back
 * empty.
 */
export function gameSearchSql(search: GameSearch): { sql: string; params: unknown[] } {
  const params: unknown[] = [search.gameType];
  const where = ['g.game_type = $1'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.vassalage) where.push(`g.vendor = ${add(search.vassalage)}`);
  if (search.gameClassify) where.push(`g.game_classify = ${add(search.gameClassify)}`);
  if (search.minBet) where.push(`g.min_bet <= ${add(search.minBet)}::numeric`);
  if (search.minLineNum !== undefined && search.minLineNum > 0) where.push(`g.min_line_num >= ${add(search.minLineNum)}`);
  const name = searchedName(search.gameName);
  if (name) {
    where.push(`g.id IN (SELECT n.game_id FROM game_names n WHERE lower(n.name) LIKE lower(${add(containsPattern(name))}) ESCAPE '\\')`);
  }
  const size = add(search.pageSize);
  const page = add(search.pageNo);
  const lang = add(search.language);
  const sql = `
    WITH matches AS MATERIALIZED (SELECT g.id, g.sort FROM games g WHERE ${where.join(' AND ')}),
    total AS (SELECT count(*)::int AS n FROM matches),
    page AS (
      SELECT m.id FROM matches m ORDER BY m.sort, m.id
      LIMIT ${size}::int
      OFFSET (SELECT ${size}::int * greatest(least(${page}::int, ceil(n / ${size}::numeric)::int) - 1, 0) FROM total)
    )
    SELECT total.n AS total, ${gameItemColumns()}
    FROM total
    LEFT JOIN (page JOIN games g ON g.id = page.id ${localisedNameJoin(Number(lang.slice(1)))}) ON true
    ORDER BY g.sort, g.id`;
  return { sql, params };
}

/** The game query: `{ games, totalPages }` of one page. */
export async function searchGames(db: Db, search: GameSearch): Promise<GameListValue> {
  const { sql, params } = gameSearchSql(search);
  const rows = await db.query<GameItemRow & { total: number; id: number | null }>(sql, params);
  const total = rows[0]?.total ?? 0;
  return {
    games: rows.filter((row) => row.id !== null).map(gameItem),
    totalPages: Math.ceil(total / search.pageSize),
  };
}
