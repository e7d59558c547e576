import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, NO_PASSWORD, PASSWORD_COST, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt at N 2^17, r 8, p 1 with a fresh salt per password, and verifies', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    const a = await hashPassword('player1234');
    const b = await hashPassword('player1234');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('player1234');
    expect(await verifyPassword('player1234', a)).toBe(true);
    expect(await verifyPassword('player1234', b)).toBe(true);
    expect(await verifyPassword('player1235', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  }, 30_000);

  it('still verifies a hash made with the older, cheaper parameters, and says it needs a new one', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('player1234', salt, 32, { N: 16_384, r: 8, p: 1 });
    const old = ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('player1234', old)).toBe(true);
    expect(await verifyPassword('player1235', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Mật khẩu 1');
    expect(await verifyPassword('Mật khẩu 1'.normalize('NFD'), stored)).toBe(true);
  });

  it('never verifies against a missing or malformed hash', async () => {
    const sha = createHash('sha256').update('plain-text-password').digest('hex');
    for (const stored of [NO_PASSWORD, '', null, undefined, 'scrypt$not-a-real-hash', 'plain-text-password', sha]) {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    }
    // Each of these costs a full check (so timing tells nothing), about half a second.
  }, 30_000);
});
