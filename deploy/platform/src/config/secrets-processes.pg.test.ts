/**
 * Two platform processes (`deploy/platform/src/main.ts`) started at the same time on one PostgreSQL
 * with no secret in their environment and a DATA_DIR each (this file runs only in the deploy-pg
 * jest project): both use the secrets stored once in site_secrets, the operator token, the wallet's
 * signing secret and the lottery seed key alike, and neither writes any of them to its log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { walletEndpoints } from '@site/shared/contract/member';
import { seamlessEndpoints } from '@site/shared/contract/seamless';
import type { ScriptDb } from '../db/database';
import { seedForCommitment } from '../lottery/draw';
import { OPERATOR_TOKEN_FILE } from './operator-token';
import { seamlessHeaders } from '../seamless/signature';
import { createPostgresTestDatabase, testDatabaseUrl } from '../testing/test-database';
import { SECRET_NAMES } from './secrets';

jest.setTimeout(300_000);

const MAIN = path.resolve(__dirname, '../main.ts');
const START_WITHIN_MS = 150_000;

interface Platform {
  child: ChildProcess;
  base: string;
  dataDir: string;
  output: () => string;
}

let database: { url: string; db: ScriptDb };
const platforms: Platform[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const reconcile = (base: string, token: string) =>
  fetch(`${base}${walletEndpoints.reconcile.path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5_000) });

/** Starts a platform process with only the database and its own DATA_DIR configured; resolves once /ops takes its token. */
async function startPlatform(): Promise<Platform> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Demo mode, so that the seed key may be generated too; cheap password hashes for the demo accounts
      // (allowed only beside the test hooks).
      DEMO_SEED: '1',
      PLATFORM_TEST_LIGHT_HASHES: '1',
      PLATFORM_TEST_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const platform = { child, base: `http://127.0.0.1:${port}`, dataDir, output: () => output };
  platforms.push(platform);
  const deadline = Date.now() + START_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited (${child.exitCode}):\n${output}`);
    const token = fs.existsSync(path.join(dataDir, OPERATOR_TOKEN_FILE)) ? fs.readFileSync(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8').trim() : '';
    const answered = token ? await reconcile(platform.base, token).then((response) => response.ok, () => false) : false;
    if (answered) return platform;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the platform did not answer within ${START_WITHIN_MS / 1000} s:\n${output}`);
}

async function stop(platform: Platform): Promise<void> {
  if (platform.child.exitCode === null && platform.child.signalCode === null) {
    const exited = new Promise((resolve) => platform.child.once('exit', resolve));
    platform.child.kill('SIGTERM');
    await exited;
  }
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
