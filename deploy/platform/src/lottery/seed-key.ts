/**
 * The lottery's seed key: the secret every issue's seed is derived from. Outside demo mode it never
 * goes into the database, so a copy of the database (or of its backups) holds commitments but no seed.
 *
 * Where it comes from, at the platform's start:
 * - env LOTTERY_SEED_KEY (32 characters or more), shared by every platform process of a site;
 *   LOTTERY_SEED_KEY_PREVIOUS (comma-separated) keeps the keys of a rotation until the issues
 *   committed under them are drawn (issues exist up to 7 days ahead);
 * - else, in demo mode on the embedded database, the file `<DATA_DIR>/lottery-seed-key`, generated
 *   on the first start (32 random bytes, hex, mode 0600);
 * - else, in demo mode on PostgreSQL (DEMO_SEED=1), a key generated once and kept in the database,
 *   so every server draws with the same one (config/secrets.ts);
 * - else (PostgreSQL without DEMO_SEED=1) the platform refuses to start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';
import { demoDataDecision } from '../db/database-mode';

type Env = Record<string, string | undefined>;

export interface LotterySeedKeys {
  /** The key new issues are committed under. */
  current: string;
  /** Earlier keys, still needed to draw issues committed before a rotation. */
  previous?: readonly string[];
}

export const SEED_KEY_FILE = 'lottery-seed-key';
/** A seed key must be too long to guess: the generated one has 64 characters. */
export const MIN_SEED_KEY_LENGTH = 32;

function checkedKey(key: string, source: string): string {
  if (key.length >= MIN_SEED_KEY_LENGTH) return key;
  throw new Error(`${source} must be at least ${MIN_SEED_KEY_LENGTH} characters; use a long random value (for example \`openssl rand -hex 32\`)`);
}

/** The keys named by LOTTERY_SEED_KEY and LOTTERY_SEED_KEY_PREVIOUS, or undefined when unset. */
export function seedKeysFromEnv(env: Env = process.env): LotterySeedKeys | undefined {
  const current = env.LOTTERY_SEED_KEY?.trim();
  if (!current) return undefined;
  const previous = (env.LOTTERY_SEED_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0)
    .map((key) => checkedKey(key, 'Each key of LOTTERY_SEED_KEY_PREVIOUS'));
  return { current: checkedKey(current, 'LOTTERY_SEED_KEY'), previous };
}

export interface ResolvedSeedKeys {
  keys: LotterySeedKeys;
  /** Where the key came from, for the start-up log (never the key). */
  source: string;
}

/** Stops the start when no key is set and none may be generated: outside demo mode the key is configuration. */
export function requireSeedKeyOutsideDemo(kind: Db['kind'], env: Env = process.env): void {
  if (demoDataDecision(kind, env).enabled) return;
  throw new Error(
    'LOTTERY_SEED_KEY is required on PostgreSQL without DEMO_SEED=1: the lottery derives every draw from it and it must not live in the database. ' +
      'Set the same long random value (for example `openssl rand -hex 32`) on every platform process.',
  );
}

/**
 * The seed keys from the environment, else in demo mode from `<dataDir>/lottery-seed-key`: the
 * embedded database's way (on PostgreSQL, config/secrets.ts keeps the demo key in the database
 * instead); throws when none may be used.
 */
export function resolveLotterySeedKeys(options: { dataDir: string; kind: Db['kind']; env?: Env }): ResolvedSeedKeys {
  const env = options.env ?? process.env;
  const fromEnv = seedKeysFromEnv(env);
  if (fromEnv) return { keys: fromEnv, source: 'LOTTERY_SEED_KEY' };
  requireSeedKeyOutsideDemo(options.kind, env);
  const file = path.join(options.dataDir, SEED_KEY_FILE);
  return { keys: { current: checkedKey(readOrCreateKey(options.dataDir, file), `The lottery seed key in ${file}`) }, source: file };
}

/** The key in `file`, else a new one written there exclusively, so two processes starting together agree. */
function readOrCreateKey(dataDir: string, file: string): string {
  const existing = readKey(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The other process may still be writing it: wait a moment for its content.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const raced = readKey(file);
      if (raced) return raced;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
    throw new Error(`${file} exists but is empty: remove it only if no issue was committed under it`);
  }
}

/**
 * The key a demo server wrote into `dataDir` before its key was shared through the database
 * (checked like any other), so issues committed under it can still be drawn; null when none.
 */
export function readSeedKeyFile(dataDir: string): string | null {
  const file = path.join(dataDir, SEED_KEY_FILE);
  const key = readKey(file);
  return key === null ? null : checkedKey(key, `The lottery seed key in ${file}`);
}

function readKey(file: string): string | null {
  try {
    const key = fs.readFileSync(file, 'utf8').trim();
    return key.length > 0 ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
