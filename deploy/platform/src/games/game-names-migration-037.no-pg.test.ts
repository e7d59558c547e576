/**
 * Migration 037 on a database seeded before it: generated names that said a word twice are
 * renamed in every language, a translation that changed with the new words follows, and an
 * operator's own names (English or a translation) stay as they are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ScriptDb } from '../db/database';
import { MIGRATIONS_DIR, runMigrations } from '../db/migrate';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';

let db: ScriptDb;
let dir: string;

const copyMigrations = (upTo: number) => {
  for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
    if (/^\d{3}_/.test(file) && Number(file.slice(0, 3)) <= upTo) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
};

/** A game as the seed of that time wrote it: the old generator's name, in every language. */
const seeded = (id: number, vendor: string, lane: string, classify: string) =>
  db.query(
    `INSERT INTO games (id, vendor, game_type, name, game_classify, min_bet, min_line_num, hot, sort)
     VALUES ($1, $2, $3, generated_game_name($1, $3, $4, 'en'), $4, 0.10, 1, false, $1)`,
    [id, vendor, lane, classify],
  );

beforeAll(async () => {
  loadNativeModulesOutsideSandbox();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-037-'));
  copyMigrations(36);
  db = await connectDatabase({ memory: true });
  await runMigrations(db, dir);
  await db.exec(`
    INSERT INTO vendor_lanes (id, game_type, sort) VALUES (6, 'RNG', 1), (8, 'FISH', 2);
    INSERT INTO vendors (account_type_id, code, lane, game_type, display_name) VALUES
      (1001, 'PG', 'RNG', 'RNG', 'PG Soft'), (1002, 'JILI', 'FISH', 'FISH', 'JILI Fishing');
  `);
  // 290: Golden + Gold; 5052: Dragon + Gold + Gold; 725: Golden + Koi, as fishing; 18: Ruby Fortune
  // (English unchanged, the Chinese adjective changed); 1: Lucky Fortune, with the operator's own Chinese name.
  for (const [id, vendor, lane, classify] of [
    [290, 'PG', 'RNG', 'slot'],
    [5052, 'PG', 'RNG', 'slot'],
    [725, 'JILI', 'FISH', 'fish'],
    [18, 'PG', 'RNG', 'slot'],
    [1, 'PG', 'RNG', 'slot'],
  ] as const) {
    await seeded(id, vendor, lane, classify);
  }
  await db.exec(`
    INSERT INTO games (id, vendor, game_type, name, game_classify, min_bet, min_line_num, hot, sort)
      VALUES (2, 'PG', 'RNG', 'Our Own Gold Gold', 'slot', 0.10, 1, false, 2);
    INSERT INTO game_names (game_id, language, name)
    SELECT g.id, l.language, generated_game_name(g.id, g.game_type, g.game_classify, l.language)
    FROM games g CROSS JOIN (VALUES ('es'), ('vi'), ('zh')) AS l (language) WHERE g.id <> 2;
    UPDATE game_names SET name = '我们的幸运游戏' WHERE game_id = 1 AND language = 'zh';
  `);
  copyMigrations(37);
  await runMigrations(db, dir);
}, 120_000);

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const namesOf = async (id: number) =>
  Object.fromEntries(
    (await db.query<{ language: string; name: string }>('SELECT language, name FROM game_names WHERE game_id = $1', [id])).map((r) => [r.language, r.name]),
  );

describe('migration 037 on an already seeded catalogue', () => {
  it('renames the games whose generated name said a word twice, in every language', async () => {
    expect(await namesOf(290)).toEqual({ en: 'Golden Lanterns', es: 'Faroles de Oro', vi: 'Đèn Lồng Vàng', zh: '黄金灯笼' });
    expect(await namesOf(5052)).toEqual({ en: 'Dragon Lanterns Classic', es: 'Faroles del Dragón Clásico', vi: 'Đèn Lồng Rồng Kinh Điển', zh: '神龙灯笼经典版' });
    expect(await namesOf(725)).toEqual({ en: 'Golden Jewels Fishing', es: 'Pesca Joyas de Oro', vi: 'Bắn Cá Châu Báu Vàng', zh: '黄金珠宝捕鱼' });
    const [games] = await db.query<{ name: string }>('SELECT name FROM games WHERE id = 5052');
    expect(games?.name).toBe('Dragon Lanterns Classic');
  });

  it('follows a translation whose words changed while the English name did not', async () => {
    expect(await namesOf(18)).toEqual({ en: 'Ruby Fortune', es: 'Fortuna de Rubí', vi: 'Tài Lộc Hồng Ngọc', zh: '红玉财富' });
  });

  it("keeps an operator's own names, in English and in a translation", async () => {
    expect(await namesOf(2)).toEqual({ en: 'Our Own Gold Gold' });
    expect(await namesOf(1)).toEqual({ en: 'Lucky Fortune', es: 'Fortuna de la Suerte', vi: 'Tài Lộc May Mắn', zh: '我们的幸运游戏' });
  });

  it('leaves one generator behind', async () => {
    const functions = await db.query<{ proname: string }>("SELECT proname FROM pg_proc WHERE proname LIKE 'generated_game_name%'");
    expect(functions.map((f) => f.proname)).toEqual(['generated_game_name']);
  });
});
