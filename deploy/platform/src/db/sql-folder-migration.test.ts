/**
 * The SQL folder holds every function and trigger of the schema, and a database migrated by the
 * migrations as they were when they still defined them ends, once this build starts, exactly like
 * a new one: same function definitions, same triggers. On PGlite, and on PostgreSQL under deploy-pg.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ScriptDb } from './database';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import { releasedMigrations } from './released-migrations';
import { loadSqlFolder, SQL_DIR } from './sql-folder';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { openTestDatabase, testDatabaseUrl } from '../testing/test-database';

jest.setTimeout(300_000);

const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Empty databases: in-memory PGlite, or new databases on TEST_DATABASE_URL's cluster (dropped at the end). */
const opened: { db: ScriptDb; drop?: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const { db, drop } of opened) {
    await db.close();
    await drop?.();
  }
});

/**
 * A database the current migrations and SQL folder made: a copy of the run's migrated template (built
 * by runMigrations on an empty database), cheaper than migrating a new one here.
 */
async function migratedDatabase(): Promise<ScriptDb> {
  const db = await openTestDatabase({ seeded: false });
  opened.push({ db });
  return db;
}

async function emptyDatabase(): Promise<ScriptDb> {
  loadNativeModulesOutsideSandbox();
  const clusterUrl = testDatabaseUrl();
  if (!clusterUrl) {
    const db = await connectDatabase({ memory: true });
    opened.push({ db });
    return db;
  }
  const name = `t_sql_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = await connectDatabase({ databaseUrl: clusterUrl });
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await admin.close();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: url.toString() });
  opened.push({
    db,
    drop: async () => {
      const again = await connectDatabase({ databaseUrl: clusterUrl });
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await again.close();
      }
    },
  });
  return db;
}

interface Schema {
  functions: { name: string; definition: string }[];
  triggers: { name: string; definition: string; enabled: string }[];
}

/** The schema's own functions (not an extension's) and triggers (not the ones constraints make). */
async function schemaCode(db: ScriptDb): Promise<Schema> {
  const functions = await db.query<{ name: string; definition: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const triggers = await db.query<{ name: string; definition: string; enabled: string }>(
    `SELECT t.tgname AS name, pg_get_triggerdef(t.oid) AS definition, t.tgenabled::text AS enabled
     FROM pg_trigger t WHERE NOT t.tgisinternal ORDER BY t.tgrelid::regclass::text, t.tgname`,
  );
  return { functions, triggers };
}

describe('the SQL folder', () => {
  it('has one file per function, named after it, and the migrations define none', async () => {
    const fresh = await migratedDatabase();
    const { functions } = await schemaCode(fresh);
    expect(functions.map((f) => `${f.name}.sql`).sort()).toEqual(loadSqlFolder(SQL_DIR).map((f) => f.name));
    for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      expect({ file, creates: /CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|TRIGGER|CONSTRAINT\s+TRIGGER)/i.test(sql) }).toEqual({ file, creates: false });
    }
  });

  it('brings a database migrated by the migrations that defined the functions to the same code as a new one', async () => {
    const fresh = await migratedDatabase();
    const old = await emptyDatabase();
    const released = releasedMigrations();
    tmpDirs.push(released);
    expect(fs.readdirSync(released)).toHaveLength(37);
    await runMigrations(old, released);
    const before = await schemaCode(old);
    // The older migrations made functions and triggers of their own (this test compares something).
    expect(before.functions.map((f) => f.name)).toEqual(expect.arrayContaining(['seamless_bet', 'journal_line_post', 'generated_game_name']));
    expect(before.triggers.map((t) => t.name)).toEqual(expect.arrayContaining(['journal_lines_post', 'game_rounds_to_rollup']));

    await runMigrations(old);
    const after = await schemaCode(old);
    const expected = await schemaCode(fresh);
    expect(after.functions).toEqual(expected.functions);
    expect(after.triggers).toEqual(expected.triggers);
  });

  it('rewrites nothing on a start with unchanged files, and restores a function changed by hand after a change of the files', async () => {
    const db = await migratedDatabase();
    await runMigrations(db);
    const [first] = await db.query<{ applied_at: string }>('SELECT applied_at::text AS applied_at FROM schema_sql_folder');
    await runMigrations(db);
    expect(await db.query('SELECT applied_at::text AS applied_at FROM schema_sql_folder')).toEqual([first]);

    const expected = await schemaCode(db);
    await db.exec(`CREATE OR REPLACE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`);
    const changed = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-folder-changed-'));
    tmpDirs.push(changed);
    for (const file of loadSqlFolder(SQL_DIR)) fs.writeFileSync(path.join(changed, file.name), `${file.sql}\n-- changed\n`);
    await runMigrations(db, MIGRATIONS_DIR, changed);
    expect(await schemaCode(db)).toEqual(expected);
  });
});
