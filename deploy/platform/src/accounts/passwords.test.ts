import { hashPassword, NO_PASSWORD, temporaryPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores scrypt with a fresh salt per password, and verifies', async () => {
    const a = await hashPassword('player1234');
    const b = await hashPassword('player1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('player1234');
    expect(await verifyPassword('player1234', a)).toBe(true);
    expect(await verifyPassword('player1234', b)).toBe(true);
    expect(await verifyPassword('player1235', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('Mật khẩu 1');
    expect(await verifyPassword('Mật khẩu 1'.normalize('NFD'), stored)).toBe(true);
  });

  it('never verifies against a missing or malformed hash', async () => {
    for (const stored of [NO_PASSWORD, '', null, undefined, 'scrypt$not-a-real-hash', 'plain-text-password']) {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    }
  });

  it('makes temporary passwords that pass the register rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{10}$/);
      expect(password).not.toMatch(/[01lIoO]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
