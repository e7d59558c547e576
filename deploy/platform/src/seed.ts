import { runAccountsSeed } from '../accounts/accounts-seed';
import type { ScriptDb } from './database';
import { demoDataDecision } from './database-mode';
import {
  BANNERS,
  BRAND_NAME,
  COUNTRIES,
  CUSTOMER_SERVICE,
  DEMO_SEED_NAME,
  GAME_COUNT,
  GAME_MENUS,
  HELP_SECTIONS,
  LANGUAGES,
  NOTICES,
  PROMOTIONS,
  REGISTER_RULES,
  RESOURCES,
  ROUTER_DOMAINS,
  VENDOR_LANES,
  VENDORS,
  WHITE_LABEL_MODULES,
} from './seed-data';

/** Same role as the migration lock: two processes starting together seed once. */
const SEED_LOCK_KEY = 7_340_002;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts rows given as a JSON array in one statement. Passing the data as one text parameter
 * keeps each table to one round trip on both drivers, with no SQL built from values.
 */
async function insertRows(tx: ScriptDb, table: string, columns: string, recordType: string, rows: unknown[]): Promise<void> {
  await tx.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::text::jsonb) AS r(${recordType})`,
    [JSON.stringify(rows)],
  );
}

/**
 * The catalogue, generated in the database: list-type providers (RNG, PVP, FISH, and live providers
 * that list their tables) share the games in fixed proportions. Names are unique: adjective (29) ×
 * noun (41) × suffix (9) covers more than 10,000 without repeating.
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
         CASE WHEN i % 20 < 14 THEN 'RNG' WHEN i % 20 < 17 THEN 'PVP' WHEN i % 20 < 19 THEN 'FISH' ELSE 'LIVE' END AS lane,
         (ARRAY['Golden','Lucky','Mighty','Wild','Royal','Blazing','Dragon','Magic','Super','Crazy','Mega','Sweet',
                'Jungle','Ocean','Fire','Ice','Thunder','Diamond','Ruby','Jade','Silver','Cosmic','Neon','Ancient',
                'Pirate','Samurai','Panda','Tiger','Phoenix'])[1 + i % 29] AS adjective,
         (ARRAY['Fortune','Treasure','Riches','Gems','Fruits','Reels','Legends','Quest','Empire','Temple','Gold',
                'Wilds','Spins','Kingdom','Bonanza','Tales','Rush','Party','Dreams','Wheel','Bells','Stars','Moon',
                'Sun','Lotus','Koi','Crown','Palace','Safari','Heist','Carnival','Express','Island','Cats','Wolves',
                'Bulls','Eagles','Mermaids','Pharaoh','Vikings','Ninjas'])[1 + (i / 29) % 41] AS noun,
         (ARRAY['',' Deluxe',' Megaways',' II',' Gold',' Rush',' Hold & Win',' Extreme',' 1000'])[1 + (i / 1189) % 9] AS suffix
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
       CASE lane
         WHEN 'LIVE' THEN initcap(classify) || ' Table ' || i
         WHEN 'FISH' THEN adjective || ' ' || noun || ' Fishing' || suffix
         ELSE adjective || ' ' || noun || suffix
       END,
       classify,
       (ARRAY[0.10, 0.20, 0.50, 1.00, 5.00]::numeric(12, 2)[])[1 + h % 5],
       CASE lane WHEN 'RNG' THEN (ARRAY[1, 9, 20, 25, 50, 243])[1 + h % 6] ELSE 1 END,
       h % 50 = 0,
       i,
       now() - make_interval(mins => i * 7)
FROM c`;

/**
 * Writes what a fresh database needs, each part once: the site content and the register
 * settings everywhere, the demo accounts only where demoDataDecision allows them (their passwords
 * are published; their money is credited by the wallet under the same rule). Returns whether
 * anything was written.
 */
export async function runDemoSeed(db: ScriptDb, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const demo = demoDataDecision(db.kind, env);
  const content = await runContentSeed(db);
  const accounts = await runAccountsSeed(db, { demoMembers: demo.enabled });
  return content || accounts;
}

/** Writes the demo content in one transaction unless it is already there; returns whether it ran. */
export async function runContentSeed(db: ScriptDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const done = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_SEED_NAME]);
    if (done.length > 0) return false;

    await tx.query(
      `INSERT INTO settings (id, brand_name, languages, register_rules, resources, customer_service)
       VALUES (1, $1, $2::text[], $3::text::jsonb, $4::text::jsonb, $5::text::jsonb)`,
      [BRAND_NAME, LANGUAGES, JSON.stringify(REGISTER_RULES), JSON.stringify(RESOURCES), JSON.stringify(CUSTOMER_SERVICE)],
    );
    await insertRows(
      tx,
      'white_label_modules',
      'mod_id, parent_mod_id, enabled, sort',
      'mod_id text, parent_mod_id text, enabled boolean, sort int',
      // Parents come first in the list, so the foreign key holds row by row.
      WHITE_LABEL_MODULES.map((m, i) => ({ mod_id: m.modId, parent_mod_id: m.parent, enabled: m.enabled, sort: i + 1 })),
    );
    await insertRows(
      tx,
      'router_domains',
      'device, domain_name, sort',
      'device smallint, domain_name text, sort int',
      ROUTER_DOMAINS.map((d, i) => ({ device: d.device, domain_name: d.domainName, sort: i + 1 })),
    );
    await insertRows(
      tx,
      'countries',
      'country_code, dialing_code, sort',
      'country_code text, dialing_code text, sort int',
      COUNTRIES.map(([code, dialing], i) => ({ country_code: code, dialing_code: dialing, sort: i + 1 })),
    );
    await insertRows(
      tx,
      'help_sections',
      'id, section, sort, title, content',
      'id int, section text, sort int, title jsonb, content jsonb',
      HELP_SECTIONS.map((h, i) => ({ id: i + 1, section: h.section, sort: i + 1, title: h.title, content: h.content })),
    );
    await insertRows(
      tx,
      'banners',
      'id, group_name, title, linkage_type, linkage, sort',
      'id int, group_name text, title text, linkage_type text, linkage text, sort int',
      BANNERS.map((b, i) => ({
        id: i + 1,
        group_name: b.group,
        title: b.title,
        linkage_type: b.linkageType ?? null,
        linkage: b.linkage ?? null,
        sort: BANNERS.slice(0, i).filter((other) => other.group === b.group).length + 1,
      })),
    );
    const now = Date.now();
    await insertRows(
      tx,
      'announcements',
      'id, type, title, content, sort, created_at',
      'id int, type text, title jsonb, content jsonb, sort int, created_at timestamptz',
      NOTICES.map((n, i) => ({
        id: i + 1,
        type: n.type,
        title: n.title,
        content: n.content,
        sort: i + 1,
        // Spread over the last days so "newest first" has a visible order.
        created_at: new Date(now - i * DAY_MS).toISOString(),
      })),
    );
    await insertRows(
      tx,
      'promotions',
      'id, title, start_at, end_at, sort',
      'id int, title jsonb, start_at timestamptz, end_at timestamptz, sort int',
      PROMOTIONS.map((p, i) => ({
        id: i + 1,
        title: p.title,
        start_at: p.startsInDays === null ? null : new Date(now + p.startsInDays * DAY_MS).toISOString(),
        end_at: p.endsInDays === null ? null : new Date(now + p.endsInDays * DAY_MS).toISOString(),
        sort: i + 1,
      })),
    );
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
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [DEMO_SEED_NAME]);
    return true;
  });
}
