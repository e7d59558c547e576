import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * Password hashing with Node's scrypt: a fresh 16-byte salt per password, N = 2^17 (128 MiB and
 * about half a second per check, which makes offline guessing of a stolen table slow), r 8, p 1.
 * The cost parameters are stored with each hash, so older hashes still verify after a raise; a
 * login with an older cost stores a new hash (`needsRehash`).
 * Stored form: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * A cost for end-to-end test servers only (16 MiB, a tenth of the time): every journey signs
 * members up and in, and at full cost the hashing alone took minutes of the suite. Set through
 * `lightenPasswordHashesForTests`, which the accounts area allows only with its test hooks on.
 */
export const LIGHT_TEST_PASSWORD_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Stored for accounts that have no password (trial accounts): it never verifies. */
export const NO_PASSWORD = '!';

/** The site's well-known default password: logging in with it asks for a new one. */
export const DEFAULT_PASSWORD = '123456';

/**
 * How many hashes are derived at once: one per core. Each holds 128 MiB for half a second, and
 * more at once than there are cores only adds memory (four at once, the thread pool's size, held
 * 550 MB where two held 300 MB at the same rate on two cores) and keeps the thread pool from the
 * file and DNS work of every other request during a burst of sign-ins. The rest wait their turn.
 */
export const DERIVATIONS_AT_ONCE = Math.max(1, availableParallelism());
const derivationSlot = pLimit(DERIVATIONS_AT_ONCE);

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return derivationSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // maxmem must cover 128 * N * r bytes (128 MiB at N = 2^17), with room to spare.
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N * options.r }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export type PasswordCost = { readonly N: number; readonly r: number; readonly p: number };

/** The cost of new hashes in this process. */
let activeCost: PasswordCost = PASSWORD_COST;

/** Makes this process hash new passwords at LIGHT_TEST_PASSWORD_COST (end-to-end test servers). */
export function lightenPasswordHashesForTests(): void {
  activeCost = LIGHT_TEST_PASSWORD_COST;
}

/** The cost new hashes get in this process. */
export function activePasswordCost(): PasswordCost {
  return activeCost;
}

/** A new hash of `password`; tests of many concurrent requests may pass a cheaper cost. */
export async function hashPassword(password: string, cost: PasswordCost = activeCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { ...cost });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
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

/** Whether a stored hash was made with other cost parameters than today's (then store a new one). */
export function needsRehash(stored: string): boolean {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, n, r, p] = match;
  return Number(n) !== activeCost.N || Number(r) !== activeCost.r || Number(p) !== activeCost.p;
}
