import { randomBytes, scryptSync } from 'node:crypto';

/**
 * A password hash as the platform stored them before Argon2id: scrypt, a 16-byte salt, a 32-byte
 * key, N = 2^17 unless a test asks for a cheaper one. Tests only.
 */
export function scryptHashForTests(password: string, N = 2 ** 17): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
