/** Catalogue games as every list returns them, in the language of the request. */
import type { GameItem, GameType } from '@site/shared/contract';
import { contentLanguage, type ContentLanguage } from '../i18n/language';

/** The columns `gameItem` reads; `$lang` is the parameter number of the language. */
export function gameItemColumns(alias = 'g', nameAlias = 'ln'): string {
  return `${alias}.id, ${alias}.vendor, ${alias}.game_type, coalesce(${nameAlias}.name, ${alias}.name) AS name,
    ${alias}.game_classify, ${alias}.min_bet::text AS min_bet, ${alias}.min_line_num, ${alias}.hot_rank`;
}

/** Joins the localised name (`nameAlias`) of game `alias`; the English one is the fallback. */
export function localisedNameJoin(langParam: number, alias = 'g', nameAlias = 'ln'): string {
  return `LEFT JOIN game_names ${nameAlias} ON ${nameAlias}.game_id = ${alias}.id AND ${nameAlias}.language = $${langParam}`;
}

export interface GameItemRow {
  id: number;
  vendor: string;
  game_type: GameType;
  name: string;
  game_classify: string;
  min_bet: string;
  min_line_num: number;
  hot_rank: number | null;
}

/** The provider's code of a catalogue game (what the provider launches): 'RNG-123'. */
export function catalogueGameCode(gameType: string, id: number): string {
  return `${gameType}-${id}`;
}

export function gameItem(row: GameItemRow): GameItem {
  return {
    nodeId: String(row.id),
    vassalage: row.vendor,
    gameType: row.game_type,
    gameName: row.name,
    gameClassify: row.game_classify,
    // min_bet is numeric(12, 2): two decimals, exact as a JavaScript number at these sizes.
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    gameCode: catalogueGameCode(row.game_type, row.id),
    isHot: row.hot_rank === null ? 0 : 1,
    imageUrl: `/media/games/${row.id}.svg`,
  };
}

/** The language of the names: the query's `language`, else the `Language` header, else English. */
export function namesLanguage(query: string | undefined, header: string | string[] | undefined): ContentLanguage {
  return contentLanguage(query ?? header);
}

/** Pages needed for `total` items. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** The page served for `pageNo`: a page after the last is the last (page 1 when there is nothing). */
export function clampedPage(pageNo: number, totalPages: number): number {
  return Math.max(1, Math.min(pageNo, totalPages));
}
