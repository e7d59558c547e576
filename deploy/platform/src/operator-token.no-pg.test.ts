import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPlatformApp } from './app';
import type { Db } from './db/database';
import { MIN_OPERATOR_TOKEN_LENGTH, resolveOperatorToken } from './config/operator-token';

describe('resolveOperatorToken', () => {
  const saved = process.env.OPERATOR_TOKEN;
  let dir: string;

  beforeEach(() => {
    delete process.env.OPERATOR_TOKEN;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-token-'));
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.OPERATOR_TOKEN;
    else process.env.OPERATOR_TOKEN = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prefers OPERATOR_TOKEN and then writes no file', () => {
    process.env.OPERATOR_TOKEN = '  from-the-environment-0123456789abcdef  ';
    expect(resolveOperatorToken(dir)).toBe('from-the-environment-0123456789abcdef');
    expect(fs.existsSync(path.join(dir, 'operator-token'))).toBe(false);
  });

  it('creates a random 32-byte hex token once, readable by the owner only', () => {
    const data = path.join(dir, 'nested', 'data');
    const token = resolveOperatorToken(data);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(data, 'operator-token');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveOperatorToken(data)).toBe(token);
    expect(resolveOperatorToken(fs.mkdtempSync(path.join(dir, 'other-')))).not.toBe(token);
  });

  it('reads a token an operator wrote', () => {
    fs.writeFileSync(path.join(dir, 'operator-token'), 'chosen-by-hand-and-long-enough-to-pass\n');
    expect(resolveOperatorToken(dir)).toBe('chosen-by-hand-and-long-enough-to-pass');
  });

  it(`refuses to start with an OPERATOR_TOKEN shorter than ${MIN_OPERATOR_TOKEN_LENGTH} characters, without echoing it`, () => {
    const short = 'x'.repeat(MIN_OPERATOR_TOKEN_LENGTH - 1);
    process.env.OPERATOR_TOKEN = short;
    expect(() => resolveOperatorToken(dir)).toThrow(/OPERATOR_TOKEN must be at least 32 characters/);
    expect(() => resolveOperatorToken(dir)).not.toThrow(new RegExp(short));
    process.env.OPERATOR_TOKEN = 'x'.repeat(MIN_OPERATOR_TOKEN_LENGTH);
    expect(resolveOperatorToken(dir)).toHaveLength(MIN_OPERATOR_TOKEN_LENGTH);
  });

  it('refuses a short token in the token file', () => {
    fs.writeFileSync(path.join(dir, 'operator-token'), 'chosen-by-hand\n');
    expect(() => resolveOperatorToken(dir)).toThrow(/operator-token must be at least 32 characters/);
  });

  it('refuses a short token handed to the platform directly (the site server passes OPERATOR_TOKEN on)', async () => {
    const db = { kind: 'pglite' } as unknown as Db;
    await expect(buildPlatformApp({ db, operatorToken: 'short-token' })).rejects.toThrow(/at least 32 characters/);
  });

  it('replaces an empty token file', () => {
    fs.writeFileSync(path.join(dir, 'operator-token'), '\n');
    const token = resolveOperatorToken(dir);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.readFileSync(path.join(dir, 'operator-token'), 'utf8').trim()).toBe(token);
  });
});
