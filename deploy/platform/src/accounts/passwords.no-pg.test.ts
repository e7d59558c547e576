/** @password-cost full: these tests are about the real cost of password hashes (see light-password-cost.ts). */
import { createHash } from 'node:crypto';
import { hashPassword, LIGHT_TEST_PASSWORD_COST, needsRehash, NO_PASSWORD, PASSWORD_COST, verifyPassword } from './passwords';
import { scryptHashForTests as scryptHash } from './scrypt-test-kit';

describe('passwords', () => {
  it('stores Argon2id at 19 MiB, 2 passes, 1 lane in the PHC format with a fresh salt per password, and verifies', async () => {
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const a = await hashPassword('player1234');
    const b = await hashPassword('player1234');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('player1234');
    expect(await verifyPassword('player1234', a)).toBe(true);
    expect(await verifyPassword('player1234', b)).toBe(true);
    expect(await verifyPassword('player1235', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  }, 30_000);

  it('verifies an Argon2id hash of another cost by the cost it carries, and says it needs a new one', async () => {
    const light = await hashPassword('player1234', LIGHT_TEST_PASSWORD_COST);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword('player1234', light)).toBe(true);
    expect(await verifyPassword('player1235', light)).toBe(false);
    expect(needsRehash(light)).toBe(true);
  });

  it('still verifies scrypt hashes stored before Argon2id, at the old full cost and cheaper ones, and says each needs a new one', async () => {
    for (const stored of [scryptHash('player1234', 2 ** 17), scryptHash('player1234', 2 ** 14)]) {
      expect(await verifyPassword('player1234', stored)).toBe(true);
      expect(await verifyPassword('player1235', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  }, 30_000);

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Mật khẩu 1');
    expect(await verifyPassword('Mật khẩu 1'.normalize('NFD'), stored)).toBe(true);
    const old = scryptHash('Mật khẩu 1', 2 ** 14);
    expect(await verifyPassword('Mật khẩu 1'.normalize('NFD'), old)).toBe(true);
  });

  it('never verifies against a missing or malformed hash, and never asks to rehash one', async () => {
    const sha = createHash('sha256').update('plain-text-password').digest('hex');
    const malformed = [
      NO_PASSWORD,
      '',
      null,
      undefined,
      'scrypt$not-a-real-hash',
      '$argon2id$v=19$m=19456,t=2,p=1$not-base64!$x',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g',
      'plain-text-password',
      sha,
    ];
    for (const stored of malformed) {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
      if (stored) expect(needsRehash(stored)).toBe(false);
    }
  }, 30_000);
});
