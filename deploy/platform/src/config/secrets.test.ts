/**
 * On the embedded database (one server) the secrets stay where `npm start` always kept them: the
 * operator token and the demo seed key in DATA_DIR files, the wallet's and the demo gateway's
 * secrets made per process. The database is not asked (the fake below fails any query).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import { SEED_KEY_FILE } from '../lottery/seed-key';
import { OPERATOR_TOKEN_FILE } from './operator-token';
import { resolveSiteSecrets } from './secrets';

const embedded: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('the embedded database keeps no secrets: nothing may ask it')),
  transaction: () => Promise.reject(new Error('the embedded database keeps no secrets: nothing may ask it')),
  close: () => Promise.resolve(),
};

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-secrets-embedded-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the token and the seed key in DATA_DIR and makes the signing secrets per process', async () => {
  const first = await resolveSiteSecrets({ db: embedded, dataDir: dir, env: {} });
  const tokenFile = path.join(dir, OPERATOR_TOKEN_FILE);
  const seedFile = path.join(dir, SEED_KEY_FILE);
  expect(fs.readFileSync(tokenFile, 'utf8').trim()).toBe(first.operatorToken);
  expect(fs.readFileSync(seedFile, 'utf8').trim()).toBe(first.lotterySeedKeys.current);
  expect(first.sources).toEqual({
    operatorToken: `the file ${tokenFile}`,
    lotterySeedKey: seedFile,
    gameProviderSecret: 'made for this process',
    demoGatewaySecret: 'made for this process',
    sealingKey: 'the development key (demo or embedded database)',
  });
  // The deposits area makes the demo gateway's secret itself, as before.
  expect(first.demoGatewaySecret).toBeUndefined();

  const restarted = await resolveSiteSecrets({ db: embedded, dataDir: dir, env: {} });
  expect(restarted.operatorToken).toBe(first.operatorToken);
  expect(restarted.lotterySeedKeys).toEqual(first.lotterySeedKeys);
  expect(restarted.gameProviderSecret).not.toBe(first.gameProviderSecret);
  expect(restarted.gameProviderSecret.length).toBeGreaterThanOrEqual(32);
});

it('takes the variables as given and writes nothing', async () => {
  const env = { OPERATOR_TOKEN: 'o'.repeat(40), LOTTERY_SEED_KEY: 'l'.repeat(40), GAME_PROVIDER_SECRET: 'g'.repeat(40) };
  const secrets = await resolveSiteSecrets({ db: embedded, dataDir: dir, env });
  expect(secrets).toMatchObject({ operatorToken: env.OPERATOR_TOKEN, lotterySeedKeys: { current: env.LOTTERY_SEED_KEY }, gameProviderSecret: env.GAME_PROVIDER_SECRET });
  expect(fs.readdirSync(dir)).toEqual([]);
});

it('stops at a short variable before writing any file', async () => {
  await expect(resolveSiteSecrets({ db: embedded, dataDir: dir, env: { GAME_PROVIDER_SECRET: 'short' } })).rejects.toThrow(/GAME_PROVIDER_SECRET must be at least 32 characters/);
  await expect(resolveSiteSecrets({ db: embedded, dataDir: dir, env: { OPERATOR_TOKEN: 'short' } })).rejects.toThrow(/OPERATOR_TOKEN must be at least 32 characters/);
  expect(fs.readdirSync(dir)).toEqual([]);
});

it('takes the sealing key of secrets at rest from SECRETS_SEALING_KEY and refuses a malformed one before writing any file', async () => {
  const env = { SECRETS_SEALING_KEY: `k1:${'k'.repeat(40)}` };
  expect((await resolveSiteSecrets({ db: embedded, dataDir: dir, env })).sources.sealingKey).toBe('SECRETS_SEALING_KEY');
  fs.rmSync(dir, { recursive: true, force: true });
  await expect(resolveSiteSecrets({ db: embedded, dataDir: dir, env: { SECRETS_SEALING_KEY: 'k1:short' } })).rejects.toThrow(/at least 32 characters/);
  expect(fs.existsSync(dir)).toBe(false);
});

it('without demo data (DEMO_SEED=0) requires LOTTERY_SEED_KEY, as on PostgreSQL', async () => {
  await expect(resolveSiteSecrets({ db: embedded, dataDir: dir, env: { DEMO_SEED: '0' } })).rejects.toThrow(/LOTTERY_SEED_KEY is required/);
  expect(fs.readdirSync(dir)).toEqual([]);
});
