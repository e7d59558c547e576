import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveLotterySeedKeys, SEED_KEY_FILE, seedKeysFromEnv } from './seed-key';

const KEY = 'k'.repeat(64);
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-key-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the lottery seed key', () => {
  it('comes from LOTTERY_SEED_KEY, with the keys of earlier rotations, and nothing is written', () => {
    const resolved = resolveLotterySeedKeys({ dataDir: dir, kind: 'postgres', env: { LOTTERY_SEED_KEY: KEY, LOTTERY_SEED_KEY_PREVIOUS: ` ${'p'.repeat(40)}, ${'q'.repeat(40)} ` } });
    expect(resolved).toEqual({ keys: { current: KEY, previous: ['p'.repeat(40), 'q'.repeat(40)] }, source: 'LOTTERY_SEED_KEY' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a short key', () => {
    expect(() => seedKeysFromEnv({ LOTTERY_SEED_KEY: 'short' })).toThrow(/LOTTERY_SEED_KEY must be at least 32 characters/);
    expect(() => seedKeysFromEnv({ LOTTERY_SEED_KEY: KEY, LOTTERY_SEED_KEY_PREVIOUS: 'short' })).toThrow(/at least 32 characters/);
  });

  it('stops the start on PostgreSQL without DEMO_SEED=1 when no key is set', () => {
    expect(() => resolveLotterySeedKeys({ dataDir: dir, kind: 'postgres', env: {} })).toThrow(/LOTTERY_SEED_KEY is required on PostgreSQL/);
    expect(() => resolveLotterySeedKeys({ dataDir: dir, kind: 'pglite', env: { DEMO_SEED: '0' } })).toThrow(/LOTTERY_SEED_KEY is required/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('in demo mode is generated once into the data directory (mode 0600) and read back after', () => {
    const first = resolveLotterySeedKeys({ dataDir: dir, kind: 'pglite', env: {} });
    const file = path.join(dir, SEED_KEY_FILE);
    expect(first.source).toBe(file);
    expect(first.keys.current).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveLotterySeedKeys({ dataDir: dir, kind: 'postgres', env: { DEMO_SEED: '1' } }).keys.current).toBe(first.keys.current);
  });
});
