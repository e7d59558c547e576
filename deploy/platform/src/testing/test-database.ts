/**
 * Test support: the database a test opens, copied from a template that is already migrated (and
 * seeded, if asked), built once per jest run by the project's global set-up.
 * - In-memory PGlite by default: the template is a saved PGlite data directory (a tarball in the
 *   folder named by PLATFORM_TEST_PGLITE_TEMPLATES) that each database starts from.
 * - With TEST_DATABASE_URL (a PostgreSQL superuser connection; the deploy-pg jest project sets it to
 *   its throw-away cluster) each call gets a new database of its own there, created from a template
 *   database, and dropped again on close.
 * Without the templates (a script outside jest, a developer's own TEST_DATABASE_URL) each database
 * is migrated and seeded in place, the same content, only slower.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { storeRsaKey } from '../accounts/encryption-keys';
import { generateRsaKeyPair } from '../crypto/envelope';
import { connectDatabase, type ScriptDb } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedPlatform } from '../seed';
import { loadNativeModulesOutsideSandbox, blobReadOncePerWorker } from './outside-jest-sandbox';
import { pgliteTemplateTarball } from './pglite-template-file';

/** Migrations applied, nothing else: what the ledger tests start from. */
export const MIGRATED_TEMPLATE = 'platform_test_migrated';
/** Migrations and the seed with the demo accounts, like the embedded database of `npm start`. */
export const SEEDED_TEMPLATE = 'platform_test_seeded';

/**
 * The templates hold the sealed calls' RSA key: the platform makes one on first use, and making it
 * costs a quarter to half a second of CPU, which every test file that signs in would spend again.
 * (login.test.ts removes it to watch that first use.)
 */
async function migrateForTests(db: ScriptDb): Promise<void> {
  await runMigrations(db);
  await storeRsaKey(db, generateRsaKeyPair());
}

/** The demo accounts everywhere in tests, as on the embedded database (PostgreSQL leaves them out by default). */
export const TEST_SEED_ENV = { DEMO_SEED: '1' };

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function withAdmin<T>(url: string, fn: (admin: ScriptDb) => Promise<T>): Promise<T> {
  const admin = await connectDatabase({ databaseUrl: url });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

/**
 * Builds the two templates on a new cluster (run once per test run, by the global set-up). A
 * template accepts no connections, so copying it never waits for one.
 */
export async function createTemplates(url: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE]) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${MIGRATED_TEMPLATE}`);
  });
  const migrated = await connectDatabase({ databaseUrl: databaseUrl(url, MIGRATED_TEMPLATE) });
  try {
    await migrateForTests(migrated);
  } finally {
    await migrated.close();
  }
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${SEEDED_TEMPLATE} TEMPLATE ${MIGRATED_TEMPLATE}`));
  const seeded = await connectDatabase({ databaseUrl: databaseUrl(url, SEEDED_TEMPLATE) });
  try {
    await seedPlatform(seeded, { env: TEST_SEED_ENV });
  } finally {
    await seeded.close();
  }
  await withAdmin(url, async (admin) => {
    for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE]) await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  });
}

/** The folder of the run's PGlite templates; the deploy project's global set-up sets it. */
export const PGLITE_TEMPLATES_ENV = 'PLATFORM_TEST_PGLITE_TEMPLATES';

function pgliteTemplatePath(dir: string, options: { seeded: boolean }): string {
  return path.join(dir, `${options.seeded ? SEEDED_TEMPLATE : MIGRATED_TEMPLATE}.tar`);
}

/**
 * Builds the two PGlite templates into `dir` (once per test run, by the global set-up): one
 * database migrated and saved, then seeded and saved again.
 */
export async function createPgliteTemplates(dir: string): Promise<void> {
  const db = await connectDatabase({ memory: true });
  try {
    await migrateForTests(db);
    await saveDataDir(db, pgliteTemplatePath(dir, { seeded: false }));
    await seedPlatform(db, { env: TEST_SEED_ENV });
    await saveDataDir(db, pgliteTemplatePath(dir, { seeded: true }));
  } finally {
    await db.close();
  }
}

async function saveDataDir(db: ScriptDb, file: string): Promise<void> {
  await fs.promises.writeFile(file, await pgliteTemplateTarball(db));
}

/** This run's PGlite template for `options`, or null outside a jest run that built them. */
function pgliteTemplateFile(options: { seeded: boolean }): string | null {
  const dir = process.env[PGLITE_TEMPLATES_ENV];
  if (!dir) return null;
  const file = pgliteTemplatePath(dir, options);
  return fs.existsSync(file) ? file : null;
}

async function templateExists(admin: ScriptDb, name: string): Promise<boolean> {
  return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
}

/**
 * A new database of its own on the cluster at `clusterUrl`, dropped when `db` is closed; `url`
 * reaches it from another process (a platform started by the test).
 */
export async function createPostgresTestDatabase(clusterUrl: string, options: { seeded: boolean }): Promise<{ url: string; db: ScriptDb }> {
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = options.seeded ? SEEDED_TEMPLATE : MIGRATED_TEMPLATE;
  const copied = await withAdmin(clusterUrl, async (admin) => {
    // Without the global set-up's templates (a developer's own TEST_DATABASE_URL), start empty.
    const from = (await templateExists(admin, template)) ? ` TEMPLATE ${template}` : '';
    await admin.query(`CREATE DATABASE ${name}${from}`);
    return from !== '';
  });
  const url = databaseUrl(clusterUrl, name);
  const db = await connectDatabase({ databaseUrl: url });
  if (!copied) {
    await migrateForTests(db);
    if (options.seeded) await seedPlatform(db, { env: TEST_SEED_ENV });
  }
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    // Not WITH (FORCE): the pool's connections are still saying goodbye, and forcing them out would
    // make them report an error. A plain DROP waits (up to 5 s) for them to go.
    await withAdmin(clusterUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name}`));
  };
  return { url, db };
}

/**
 * A migrated database for one test file: on TEST_DATABASE_URL's cluster when set, else in-memory
 * PGlite. `seeded` adds the site content and the demo accounts.
 */
export async function openTestDatabase(options: { seeded: boolean }): Promise<ScriptDb> {
  loadNativeModulesOutsideSandbox();
  const url = testDatabaseUrl();
  if (url) return (await createPostgresTestDatabase(url, options)).db;
  const template = pgliteTemplateFile(options);
  if (template) return connectDatabase({ memory: true, loadDataDir: blobReadOncePerWorker(template) });
  const db = await connectDatabase({ memory: true });
  try {
    await migrateForTests(db);
    if (options.seeded) await seedPlatform(db, { env: TEST_SEED_ENV });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
