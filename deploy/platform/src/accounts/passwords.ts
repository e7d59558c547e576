import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt (DESIGN.md §4): a fresh 16-byte salt per password, the cost
 * parameters stored with the hash so they can be raised later without breaking old hashes.
 * Stored form: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Stored for accounts that have no password (trial accounts): it never verifies. */
export const NO_PASSWORD = '!';

/** The spec's default password (§9): logging in with it asks for a new one. */
export const DEFAULT_PASSWORD = '123456';

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, with room to spare.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N * options.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]{1,64})\$([A-Za-z0-9+/=]{1,128})$/;

/** A hash for a password nobody knows: checking against it costs what a real check costs. */
let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches the stored hash. Constant-time comparison; a missing account or an
 * account without a password costs a full scrypt too, so timing does not tell whether it exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const match = stored ? STORED.exec(stored) : null;
  if (!match) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummyHash);
    return false;
  }
  const [, n, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const actual = await derive(password, Buffer.from(salt!, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A temporary password (mailed by the forgotten-password call): 10 characters of letters and
 * digits, at least one of each, so it passes the register rule; no look-alike characters.
 */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
