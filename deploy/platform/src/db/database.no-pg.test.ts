import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { connectDatabase, type Db, type ScriptDb } from './database';
import { loadMigrations, MIGRATIONS_DIR, runMigrations } from './migrate';
import { REGISTER_FIELD_SEED } from '../accounts/accounts-seed';
import { BANNERS, NOTICES, PROMOTIONS } from '../content/content-seed-data';
import { GAME_COUNT } from '../games/games-seed-data';
import { isFullyTranslated } from '../i18n/language';
import { seedPlatform } from '../seed';
import { HELP_SECTIONS } from '../system/system-seed-data';

loadNativeModulesOutsideSandbox();

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-db-test-'));
  tmpDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration files', () => {
  it('are numbered 001, 002, … without gaps and load in order', () => {
    const migrations = loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))).toHaveLength(migrations.length);
  });

  it('sort by number, not by listing order', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, '010_later.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, '002_earlier.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, 'README.md'), 'not a migration');
    expect(loadMigrations(dir).map((m) => [m.version, m.name])).toEqual([
      [2, 'earlier'],
      [10, 'later'],
    ]);
  });

  it('refuse a misnamed file and a repeated number', () => {
    const misnamed = tmpDir();
    fs.writeFileSync(path.join(misnamed, '1_short.sql'), 'SELECT 1;');
    expect(() => loadMigrations(misnamed)).toThrow(/001_name\.sql/);
    const repeated = tmpDir();
    fs.writeFileSync(path.join(repeated, '001_a.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(repeated, '001_b.sql'), 'SELECT 1;');
    expect(() => loadMigrations(repeated)).toThrow(/share number 001/);
  });
});

describe('one data directory, from empty to reopened', () => {
  const dataDir = tmpDir();
  let db: ScriptDb;

  beforeAll(async () => {
    const t0 = performance.now();
    db = await connectDatabase({ dataDir });
    console.info(`platform: PGlite start (new data directory) ${Math.round(performance.now() - t0)} ms`);
  }, 60_000);

  afterAll(async () => {
    await db?.close().catch(() => undefined);
  });

  it("opens a new data directory without migrating it: migrating is the caller's step", async () => {
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'")).toEqual([]);
  });

  it('applies migrations in order, once each; a failing one leaves no trace', async () => {
    // A schema of its own, so these test migrations never meet the real ones.
    await db.exec('CREATE SCHEMA migration_test; SET search_path TO migration_test');
    try {
      const dir = tmpDir();
      // 002 only works after 001: applied out of order, it fails.
      fs.writeFileSync(path.join(dir, '002_add_column.sql'), 'ALTER TABLE things ADD COLUMN b integer;');
      fs.writeFileSync(path.join(dir, '001_create.sql'), 'CREATE TABLE things (a integer);');
      expect(await runMigrations(db, dir)).toEqual([1, 2]);
      expect(await runMigrations(db, dir)).toEqual([]);
      const recorded = await db.query('SELECT version, name FROM schema_migrations ORDER BY applied_at, version');
      expect(recorded).toEqual([
        { version: 1, name: 'create' },
        { version: 2, name: 'add_column' },
      ]);

      fs.writeFileSync(path.join(dir, '003_broken.sql'), 'CREATE TABLE half_done (x integer); SELECT * FROM no_such_table;');
      await expect(runMigrations(db, dir)).rejects.toThrow(/no_such_table/);
      expect(await db.query('SELECT version FROM schema_migrations WHERE version = 3')).toEqual([]);
      expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toEqual([]);
    } finally {
      await db.exec('SET search_path TO public');
    }
  });

  it('seeds once: running the seed again or reopening the directory duplicates nothing', async () => {
    const t0 = performance.now();
    await runMigrations(db);
    const t1 = performance.now();
    expect(await seedPlatform(db)).toBe(true);
    const t2 = performance.now();
    // Printed, not asserted: a busy machine may take many times longer, and that is not a fault.
    console.info(`platform: migrations ${Math.round(t1 - t0)} ms, demo seed ${Math.round(t2 - t1)} ms`);

    const counts = (on: Db) =>
      on.query(`SELECT (SELECT count(*)::int FROM games) AS games, (SELECT count(*)::int FROM banners) AS banners,
        (SELECT count(*)::int FROM announcements) AS notices, (SELECT count(*)::int FROM vendors) AS vendors,
        (SELECT count(*)::int FROM settings) AS settings, (SELECT count(*)::int FROM seed_runs) AS seeds,
        (SELECT count(*)::int FROM public.schema_migrations) AS migrations, (SELECT count(*)::int FROM members) AS members,
        (SELECT count(*)::int FROM register_fields) AS register_fields`);
    const before = await counts(db);
    expect(before[0]).toMatchObject({
      games: GAME_COUNT,
      banners: BANNERS.length,
      notices: NOTICES.length,
      settings: 1,
      // The site seed (settings, content, games), the accounts seed (register settings, demo agent
      // and member), the demo member's money, the agents' notices, the demo payment gateway's channel
      // and the demo app releases.
      seeds: 7,
      members: 2,
      register_fields: REGISTER_FIELD_SEED.length,
      migrations: loadMigrations().length,
    });
    expect(await seedPlatform(db)).toBe(false);
    expect(await counts(db)).toEqual(before);
    await db.close();

    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const reopened = await connectDatabase({ dataDir });
    try {
      expect(await runMigrations(reopened)).toEqual([]);
      expect(await seedPlatform(reopened)).toBe(false);
      expect(await counts(reopened)).toEqual(before);
      const indexes = await reopened.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'games'");
      expect(indexes.map((i) => i.indexname)).toEqual(
        expect.arrayContaining(['games_vendor_idx', 'games_game_type_idx', 'games_lower_name_idx']),
      );
      const money = await reopened.query("SELECT data_type FROM information_schema.columns WHERE table_name = 'games' AND column_name = 'min_bet'");
      expect(money).toEqual([{ data_type: 'numeric' }]);
      const names = await reopened.query<{ distinct_names: number }>('SELECT count(DISTINCT name)::int AS distinct_names FROM games');
      expect(names[0]!.distinct_names).toBe(GAME_COUNT);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});

describe('demo content', () => {
  it('has every text in English, Spanish, Vietnamese and Chinese', () => {
    for (const item of [...NOTICES, ...HELP_SECTIONS]) {
      expect(isFullyTranslated(item.title)).toBe(true);
      expect(isFullyTranslated(item.content)).toBe(true);
    }
    for (const promotion of PROMOTIONS) expect(isFullyTranslated(promotion.title)).toBe(true);
  });
});
