import fs from 'node:fs';
import type { ScriptDb } from '../db/database';
import { MIGRATED_TEMPLATE, openTestDatabase, PGLITE_TEMPLATES_ENV, SEEDED_TEMPLATE, testDatabaseUrl } from './test-database';

const opened: ScriptDb[] = [];
async function open(seeded: boolean): Promise<ScriptDb> {
  const db = await openTestDatabase({ seeded });
  opened.push(db);
  return db;
}

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

const counts = async (db: ScriptDb) =>
  (
    await db.query<{ migrations: number; games: number; members: number }>(
      `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations, (SELECT count(*)::int FROM games) AS games,
         (SELECT count(*)::int FROM members) AS members`,
    )
  )[0]!;

describe('test databases', () => {
  it('start from the templates this run built once', async () => {
    if (testDatabaseUrl()) {
      const db = await open(false);
      const names = await db.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1) ORDER BY datname', [
        [MIGRATED_TEMPLATE, SEEDED_TEMPLATE],
      ]);
      expect(names.map((row) => row.datname)).toEqual([MIGRATED_TEMPLATE, SEEDED_TEMPLATE]);
    } else {
      const dir = process.env[PGLITE_TEMPLATES_ENV];
      expect(dir).toBeTruthy();
      expect(fs.readdirSync(dir!).sort()).toEqual([`${MIGRATED_TEMPLATE}.tar`, `${SEEDED_TEMPLATE}.tar`]);
    }
  });

  it('migrated only, or seeded with the site content and the demo accounts', async () => {
    const migrated = await counts(await open(false));
    const seeded = await counts(await open(true));
    expect(migrated.migrations).toBeGreaterThan(0);
    expect(seeded.migrations).toBe(migrated.migrations);
    expect(migrated).toMatchObject({ games: 0, members: 0 });
    expect(seeded.games).toBeGreaterThan(0);
    expect(seeded.members).toBe(2);
  });

  it('are copies of their own: what one test file writes, another does not see', async () => {
    const first = await open(true);
    const second = await open(true);
    await first.query(`INSERT INTO members (account, type, password_hash) VALUES ('copyone', 0, '!')`);
    expect((await counts(first)).members).toBe(3);
    expect((await counts(second)).members).toBe(2);
  });
});
