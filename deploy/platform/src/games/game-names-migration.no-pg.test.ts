/**
 * Migration 011 on a database seeded before it: the catalogue gets its localised names and hot
 * ranks, and an operator's own name is never given a translation of the generated one.
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

beforeAll(async () => {
  loadNativeModulesOutsideSandbox();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-011-'));
  copyMigrations(10);
  db = await connectDatabase({ memory: true });
  await runMigrations(db, dir);
  // What the seed of that time wrote: generated names, one renamed by the operator, one hot game.
  await db.exec(`
    INSERT INTO vendor_lanes (id, game_type, sort) VALUES (6, 'RNG', 1), (1, 'LIVE', 2), (8, 'FISH', 3);
    INSERT INTO vendors (account_type_id, code, lane, game_type, display_name) VALUES
      (1001, 'PG', 'RNG', 'RNG', 'PG Soft'), (1002, 'EVO', 'LIVE', 'LIVE', 'Evolution'), (1003, 'JILI', 'FISH', 'FISH', 'JILI Fishing');
    INSERT INTO games (id, vendor, game_type, name, game_classify, min_bet, min_line_num, hot, sort) VALUES
      (1, 'PG', 'RNG', 'Lucky Fortune', 'slot', 0.10, 20, false, 1),
      (2, 'PG', 'RNG', 'Our Own Slot', 'slot', 0.10, 20, true, 2),
      (19, 'EVO', 'LIVE', 'Blackjack Table 19', 'blackjack', 1.00, 1, true, 3),
      (1190, 'JILI', 'FISH', 'Lucky Fortune Fishing Deluxe', 'fish', 0.50, 1, false, 4);
  `);
  copyMigrations(11);
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

describe('migration 011 on an already seeded catalogue', () => {
  it('names every generated game in en, es, vi and zh', async () => {
    expect(await namesOf(1)).toEqual({ en: 'Lucky Fortune', es: 'Fortuna de la Suerte', vi: 'Tài Lộc May Mắn', zh: '幸运财富' });
    expect(await namesOf(19)).toEqual({ en: 'Blackjack Table 19', es: 'Mesa de Blackjack 19', vi: 'Bàn Xì Dách 19', zh: '二十一点19号桌' });
    expect(await namesOf(1190)).toEqual({
      en: 'Lucky Fortune Fishing Deluxe',
      es: 'Pesca Fortuna de la Suerte Deluxe',
      vi: 'Bắn Cá Tài Lộc May Mắn Cao Cấp',
      zh: '幸运财富捕鱼豪华版',
    });
  });

  it("keeps an operator's own name in English only", async () => {
    expect(await namesOf(2)).toEqual({ en: 'Our Own Slot' });
  });

  it('ranks the hot games in catalogue order', async () => {
    const rows = await db.query<{ id: number; hot_rank: number | null }>('SELECT id, hot_rank FROM games ORDER BY id');
    expect(rows).toEqual([
      { id: 1, hot_rank: null },
      { id: 2, hot_rank: 1 },
      { id: 19, hot_rank: 2 },
      { id: 1190, hot_rank: null },
    ]);
  });

  it('keeps the English name in step with the catalogue, and drops translations of a renamed game', async () => {
    await db.query("UPDATE games SET name = 'Lucky Fortune Remastered' WHERE id = 1");
    expect(await namesOf(1)).toEqual({ en: 'Lucky Fortune Remastered' });
    await db.query("INSERT INTO games (id, vendor, game_type, name, game_classify, min_bet, min_line_num, sort) VALUES (3, 'PG', 'RNG', 'New Slot', 'slot', 0.1, 1, 5)");
    expect(await namesOf(3)).toEqual({ en: 'New Slot' });
  });
});
