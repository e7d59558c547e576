/**
 * Two platform processes (`deploy/platform/src/main.ts`) started at the same time on one PostgreSQL
 * with no secret in their environment and a DATA_DIR each (this file runs only in the deploy-pg
 * jest project): both use the secrets stored once in site_secrets, the operator token, the wallet's
 * signing secret and the lottery seed key alike, and neither writes any of them to its log.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walletEndpoints } from '@site/shared/contract/member';
import { seamlessEndpoints } from '@site/shared/contract/seamless';
import type { ScriptDb } from '../db/database';
import { seedForCommitment } from '../lottery/draw';
import { OPERATOR_TOKEN_FILE } from './operator-token';
import { seamlessHeaders } from '../seamless/signature';
import { startPlatformProcess, stopPlatformProcess, type PlatformProcess } from '../testing/platform-process';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { SECRET_NAMES } from './secrets';

jest.setTimeout(300_000);

const START_WITHIN_MS = 150_000;

interface Platform extends PlatformProcess {
  dataDir: string;
}

let database: { url: string; db: ScriptDb };
const platforms: Platform[] = [];

const reconcile = (base: string, token: string) =>
  fetch(`${base}${walletEndpoints.reconcile.path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });

/** Starts a platform process with only the database and its own DATA_DIR configured; resolves once /ops takes its token. */
async function startPlatform(): Promise<Platform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-process-'));
  const tokenFile = path.join(dataDir, OPERATOR_TOKEN_FILE);
  const started = startPlatformProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // Demo mode, so that the seed key may be generated too; cheap password hashes for the demo accounts
      // (allowed only beside the test hooks).
      DEMO_SEED: '1',
      PLATFORM_TEST_LIGHT_HASHES: '1',
      PLATFORM_TEST_HOOKS: '1',
    },
    async (base) => fs.existsSync(tokenFile) && (await reconcile(base, fs.readFileSync(tokenFile, 'utf8').trim())).ok,
    START_WITHIN_MS,
  );
  const platform = { ...(await started.catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  })), dataDir };
  platforms.push(platform);
  return platform;
}

async function stop(platform: Platform): Promise<void> {
  await stopPlatformProcess(platform, 'SIGTERM');
  fs.rmSync(platform.dataDir, { recursive: true, force: true });
}

beforeAll(async () => {
  const cluster = testDatabaseUrl();
  if (!cluster) throw new Error('secrets-processes.pg.test.ts needs TEST_DATABASE_URL (the deploy-pg jest project sets it)');
  database = await createPostgresTestDatabase(cluster, { seeded: false });
});

afterAll(async () => {
  await Promise.all(platforms.map(stop));
  await database?.db.close();
});

it('two platforms started together use the secrets stored once, and log none of them', async () => {
  const [a, b] = await Promise.all([startPlatform(), startPlatform()]);
  const rows = await database.db.query<{ name: string; value: string }>('SELECT name, value FROM site_secrets');
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  expect([...stored.keys()].sort()).toEqual(Object.values(SECRET_NAMES).sort());
  const token = stored.get(SECRET_NAMES.operatorToken)!;
  const providerSecret = stored.get(SECRET_NAMES.gameProviderSecret)!;
  const seedKey = stored.get(SECRET_NAMES.lotterySeedKey)!;

  const rawBody = JSON.stringify({ requestId: 'secrets-check', sessionToken: 'x'.repeat(43), gameCode: 'RNG-1' });
  const balance = (base: string, secret: string) =>
    fetch(`${base}${seamlessEndpoints.balance.path}`, { method: 'POST', headers: seamlessHeaders(secret, { path: seamlessEndpoints.balance.path, rawBody }), body: rawBody })
      .then(async (response) => ((await response.json()) as { errorCode: string }).errorCode);

  for (const platform of [a, b]) {
    expect(fs.readFileSync(path.join(platform.dataDir, OPERATOR_TOKEN_FILE), 'utf8').trim()).toBe(token);
    expect((await reconcile(platform.base, token)).status).toBe(200);
    expect((await reconcile(platform.base, 'another-operator-token-0123456789abcdef')).status).toBe(401);
    // Signed with the stored secret, the call passes the signature check and fails only on its made-up session.
    expect(await balance(platform.base, providerSecret)).toBe('SESSION_INVALID');
    expect(await balance(platform.base, 'another-provider-secret-0123456789abcdef')).toBe('SIGNATURE_INVALID');
  }

  // Whichever of them opened the lottery's issues committed them under the stored key.
  let issues: { game_id: string; numero: string; seed_hash: string }[] = [];
  for (let wait = 0; wait < 120 && issues.length === 0; wait += 1) {
    issues = await database.db.query('SELECT game_id, numero, seed_hash FROM lottery_issues LIMIT 20');
    if (issues.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) expect(seedForCommitment([seedKey], issue.game_id, issue.numero, issue.seed_hash)).not.toBeNull();

  for (const platform of [a, b]) {
    for (const value of stored.values()) expect(platform.output()).not.toContain(value);
    expect(platform.output()).toContain('the database (site_secrets)');
  }
});
