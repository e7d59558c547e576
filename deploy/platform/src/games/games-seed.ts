import type { ScriptDb } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { GAME_COUNT, GAME_MENUS, VENDOR_LANES, VENDORS } from './games-seed-data';

/**
 * The catalogue, generated in the database: list-type providers (RNG, PVP, FISH, and live providers
 * that list their tables) share the games in fixed proportions. Names come from
 * generated_game_name (migration 011, its word lists replaced by 037 so that no name says a word
 * twice), which holds the word lists of every language.
 */
const GAMES_SQL = `
WITH v AS (
  SELECT code, lane,
         row_number() OVER (PARTITION BY lane ORDER BY sort) - 1 AS idx,
         count(*) OVER (PARTITION BY lane) AS n
  FROM vendors
  WHERE lane IN ('RNG', 'PVP', 'FISH') OR list_games
),
g AS (
  SELECT i,
         hashint4(i)::bigint + 2147483648 AS h,
         CASE WHEN i % 20 < 14 THEN 'RNG' WHEN i % 20 < 17 THEN 'PVP' WHEN i % 20 < 19 THEN 'FISH' ELSE 'LIVE' END AS lane
  FROM generate_series(1, $1::int) AS i
),
c AS (
  SELECT g.*, v.code, v.idx,
         CASE g.lane
           WHEN 'RNG' THEN CASE v.idx % 3
             WHEN 0 THEN (ARRAY['slot','slot','slot','slot','slot','table','table','arcade','video poker','scratch'])[1 + g.h % 10]
             WHEN 1 THEN (ARRAY['slot','slot','slot','arcade'])[1 + g.h % 4]
             ELSE 'slot' END
           WHEN 'PVP' THEN (ARRAY['card','mahjong','casual'])[1 + g.h % 3]
           WHEN 'FISH' THEN 'fish'
           ELSE (ARRAY['baccarat','roulette','blackjack','sic bo'])[1 + g.h % 4]
         END AS classify
  FROM g JOIN v ON v.lane = g.lane AND v.idx = (g.i / 20) % v.n
)
INSERT INTO games (id, vendor, game_type, name, game_classify, min_bet, min_line_num, hot, sort, created_at)
SELECT i, code, lane,
       generated_game_name(i, lane, classify, 'en'),
       classify,
       (ARRAY[0.10, 0.20, 0.50, 1.00, 5.00]::numeric(12, 2)[])[1 + h % 5],
       CASE lane WHEN 'RNG' THEN (ARRAY[1, 9, 20, 25, 50, 243])[1 + h % 6] ELSE 1 END,
       h % 50 = 0,
       i,
       now() - make_interval(mins => i * 7)
FROM c`;

/** The other languages' names (the English one is written by a trigger on games). */
const TRANSLATED_NAMES_SQL = `
INSERT INTO game_names (game_id, language, name)
SELECT g.id, l.language, generated_game_name(g.id, g.game_type, g.game_classify, l.language)
FROM games g CROSS JOIN (VALUES ('es'), ('vi'), ('zh')) AS l (language)`;

/** The operator's hot list starts as the games marked hot, in catalogue order. */
const HOT_RANKS_SQL = `
UPDATE games g SET hot_rank = ranked.rank
FROM (SELECT id, row_number() OVER (ORDER BY sort, id)::int AS rank FROM games WHERE hot) AS ranked
WHERE g.id = ranked.id`;

/** Writes the game menus, provider lanes, providers and the generated catalogue (in the site seed's transaction). */
export async function seedGames(tx: ScriptDb): Promise<void> {
  await insertRows(
    tx,
    'game_menus',
    'game_type, name, page, sort',
    'game_type text, name text, page text, sort int',
    GAME_MENUS.map((m, i) => ({ game_type: m.gameType, name: m.name, page: m.page, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'vendor_lanes',
    'id, game_type, sort',
    'id int, game_type text, sort int',
    VENDOR_LANES.map((l, i) => ({ id: l.id, game_type: l.gameType, sort: i + 1 })),
  );
  await insertRows(
    tx,
    'vendors',
    'account_type_id, code, lane, game_type, display_name, hot, sort, list_games',
    'account_type_id int, code text, lane text, game_type text, display_name text, hot boolean, sort int, list_games boolean',
    VENDORS.map((v, i) => ({
      account_type_id: 1001 + i,
      code: v.code,
      lane: v.lane,
      game_type: v.gameType ?? v.lane,
      display_name: v.name,
      hot: v.hot ?? false,
      sort: i + 1,
      list_games: v.listGames ?? false,
    })),
  );
  await tx.query(GAMES_SQL, [GAME_COUNT]);
  await tx.query(TRANSLATED_NAMES_SQL);
  await tx.query(HOT_RANKS_SQL);
  await tx.query("SELECT gin_clean_pending_list('game_names_search_idx'::regclass)");
}
