/**
 * On PostgreSQL (this file runs only in the deploy-pg jest project) several servers share one
 * database, so they must share its secrets too: servers starting at the same time, each with its
 * own connections and its own DATA_DIR, end up with the same operator token, seed key and signing
 * secrets; a variable wins; a bad variable stops the start and writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type ScriptDb } from '../db/database';
import { SEED_KEY_FILE } from '../lottery/seed-key';
import { OPERATOR_TOKEN_FILE } from './operator-token';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { resolveSiteSecrets, SECRET_NAMES, type SiteSecrets } from './secrets';

jest.setTimeout(120_000);

const DEMO = { DEMO_SEED: '1' };
const LONG = (letter: string) => letter.repeat(40);

let db: ScriptDb;
let other: ScriptDb;
let dirs: string[] = [];

beforeAll(async () => {
  const cluster = testDatabaseUrl();
  if (!cluster) throw new Error('secrets.pg.test.ts needs TEST_DATABASE_URL (the deploy-pg jest project sets it)');
  const created = await createPostgresTestDatabase(cluster, { seeded: false });
  db = created.db;
  // A second server: a pool of its own on the same database.
  other = await connectDatabase({ databaseUrl: created.url });
});

afterAll(async () => {
  await other?.close();
  await db?.close();
});

beforeEach(async () => {
  await db.query('DELETE FROM site_secrets');
});

afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-secrets-'));
  dirs.push(dir);
  return dir;
}

async function storedNames(): Promise<string[]> {
  return (await db.query<{ name: string }>('SELECT name FROM site_secrets ORDER BY name')).map((row) => row.name);
}

function sameSecrets(a: SiteSecrets, b: SiteSecrets): void {
  expect(b.operatorToken).toBe(a.operatorToken);
  expect(b.lotterySeedKeys).toEqual(a.lotterySeedKeys);
  expect(b.gameProviderSecret).toBe(a.gameProviderSecret);
  expect(b.demoGatewaySecret).toBe(a.demoGatewaySecret);
}

it('two servers starting at the same time agree on every secret, and a server started later reads the same', async () => {
  for (let round = 0; round < 5; round += 1) {
    await db.query('DELETE FROM site_secrets');
    const [dirA, dirB] = [dataDir(), dataDir()];
    const [a, b] = await Promise.all([
      resolveSiteSecrets({ db, dataDir: dirA, env: DEMO }),
      resolveSiteSecrets({ db: other, dataDir: dirB, env: DEMO }),
    ]);
    sameSecrets(a, b);
    expect(a.operatorToken).toMatch(/^[0-9a-f]{64}$/);
    expect(a.lotterySeedKeys.current).toMatch(/^[0-9a-f]{64}$/);
    expect(a.demoGatewaySecret).toMatch(/^[0-9a-f]{64}$/);
    // Four different secrets, not one value used four times.
    expect(new Set([a.operatorToken, a.lotterySeedKeys.current, a.gameProviderSecret, a.demoGatewaySecret]).size).toBe(4);
    expect(a.sources).toMatchObject({ lotterySeedKey: 'the database (site_secrets)', gameProviderSecret: 'the database (site_secrets)', demoGatewaySecret: 'the database (site_secrets)' });
    // The ops CLI on each machine finds the shared token where it always looked; no seed key on any disk.
    for (const dir of [dirA, dirB]) {
      expect(fs.readFileSync(path.join(dir, OPERATOR_TOKEN_FILE), 'utf8').trim()).toBe(a.operatorToken);
      expect(fs.statSync(path.join(dir, OPERATOR_TOKEN_FILE)).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(path.join(dir, SEED_KEY_FILE))).toBe(false);
    }
  }
  expect(await storedNames()).toEqual(Object.values(SECRET_NAMES).sort());
  const first = await resolveSiteSecrets({ db, dataDir: dataDir(), env: DEMO });
  const later = await resolveSiteSecrets({ db: other, dataDir: dataDir(), env: DEMO });
  sameSecrets(first, later);
});

it('outside demo mode shares the token and the wallet secret, requires LOTTERY_SEED_KEY and keeps no demo key', async () => {
  await expect(resolveSiteSecrets({ db, dataDir: dataDir(), env: {} })).rejects.toThrow(/LOTTERY_SEED_KEY is required on PostgreSQL without DEMO_SEED=1/);
  expect(await storedNames()).toEqual([]);

  const env = { LOTTERY_SEED_KEY: LONG('s') };
  const [a, b] = await Promise.all([resolveSiteSecrets({ db, dataDir: dataDir(), env }), resolveSiteSecrets({ db: other, dataDir: dataDir(), env })]);
  sameSecrets(a, b);
  expect(a.lotterySeedKeys).toEqual({ current: LONG('s'), previous: [] });
  expect(a.demoGatewaySecret).toBeUndefined();
  expect(await storedNames()).toEqual([SECRET_NAMES.gameProviderSecret, SECRET_NAMES.operatorToken].sort());
});

it('a variable wins over the stored value and is never written anywhere', async () => {
  const stored = await resolveSiteSecrets({ db, dataDir: dataDir(), env: DEMO });
  const rowsBefore = await db.query('SELECT name, value FROM site_secrets ORDER BY name');
  const env = { ...DEMO, OPERATOR_TOKEN: LONG('o'), LOTTERY_SEED_KEY: LONG('l'), GAME_PROVIDER_SECRET: LONG('g'), DEMO_GATEWAY_SECRET: LONG('d') };
  const dir = dataDir();
  const configured = await resolveSiteSecrets({ db: other, dataDir: dir, env });
  expect(configured).toMatchObject({ operatorToken: LONG('o'), lotterySeedKeys: { current: LONG('l') }, gameProviderSecret: LONG('g') });
  // The deposits area reads DEMO_GATEWAY_SECRET itself; nothing stored overrides it.
  expect(configured.demoGatewaySecret).toBeUndefined();
  expect(configured.sources).toEqual({
    operatorToken: 'OPERATOR_TOKEN',
    lotterySeedKey: 'LOTTERY_SEED_KEY',
    gameProviderSecret: 'GAME_PROVIDER_SECRET',
    demoGatewaySecret: 'DEMO_GATEWAY_SECRET',
    sealingKey: 'derived from LOTTERY_SEED_KEY',
  });
  expect(configured.operatorToken).not.toBe(stored.operatorToken);
  expect(await db.query('SELECT name, value FROM site_secrets ORDER BY name')).toEqual(rowsBefore);
  expect(fs.readdirSync(dir)).toEqual([]);
});

it.each(['OPERATOR_TOKEN', 'LOTTERY_SEED_KEY', 'LOTTERY_SEED_KEY_PREVIOUS', 'GAME_PROVIDER_SECRET', 'DEMO_GATEWAY_SECRET'])(
  'a %s too short stops the start, says so without echoing it, and writes nothing',
  async (name) => {
    const short = 'short-secret-0123';
    const env: Record<string, string> = { ...DEMO, LOTTERY_SEED_KEY: LONG('l'), [name]: short };
    const dir = dataDir();
    const refusal = await resolveSiteSecrets({ db, dataDir: dir, env }).then(
      () => new Error('started'),
      (error: Error) => error,
    );
    expect(refusal.message).toMatch(/at least 32 characters/);
    expect(refusal.message).toContain(name);
    expect(refusal.message).not.toContain(short);
    expect(await storedNames()).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
  },
);

it("on the upgrade, the first server's token and demo seed key become everyone's, and every server's copy follows", async () => {
  const [dirA, dirB] = [dataDir(), dataDir()];
  fs.writeFileSync(path.join(dirA, OPERATOR_TOKEN_FILE), `${LONG('a')}\n`, { mode: 0o600 });
  fs.writeFileSync(path.join(dirA, SEED_KEY_FILE), `${LONG('k')}\n`, { mode: 0o600 });
  fs.writeFileSync(path.join(dirB, OPERATOR_TOKEN_FILE), `${LONG('b')}\n`, { mode: 0o644 });
  const a = await resolveSiteSecrets({ db, dataDir: dirA, env: DEMO });
  const b = await resolveSiteSecrets({ db: other, dataDir: dirB, env: DEMO });
  expect(a.operatorToken).toBe(LONG('a'));
  expect(a.lotterySeedKeys.current).toBe(LONG('k'));
  sameSecrets(a, b);
  expect(fs.readFileSync(path.join(dirB, OPERATOR_TOKEN_FILE), 'utf8').trim()).toBe(LONG('a'));
  expect(fs.statSync(path.join(dirB, OPERATOR_TOKEN_FILE)).mode & 0o777).toBe(0o600);
});
