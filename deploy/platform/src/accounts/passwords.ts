import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * Password hashing with Argon2id at the parameters OWASP lists (19 MiB, 2 passes, 1 lane), a fresh
 * 16-byte salt per password, stored in the PHC string format (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`)
 * that carries its own parameters, so older hashes still verify after a change of cost and a sign-in
 * with an older one stores a new hash (`needsRehash`).
 *
 * The library is @node-rs/argon2 (RustCrypto's argon2 behind napi-rs, prebuilt for each platform, no
 * install script). Measured on the 2-core machine at these parameters: about 6 ms per check and 30-60
 * checks a second with 20 at once, run on libuv's thread pool so the event loop keeps serving. The
 * other native binding (`argon2`, the reference C code) took about 40 ms a check, and the WebAssembly
 * one (`hash-wasm`) about 100 ms on the main thread, stalling every other request meanwhile.
 *
 * Hashes from before, scrypt (`scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`, N = 2^17: 128 MiB
 * and about 0.4 s per check), are verified as they are and are always due for a rehash.
 */
export const PASSWORD_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A cost for test servers and tests that are not about passwords (1 MiB, one pass): every journey
 * signs members up and in. Set through `lightenPasswordHashesForTests`, which the accounts area
 * allows only with its test hooks on.
 */
export const LIGHT_TEST_PASSWORD_COST = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

/** Argon2 cost: memory in KiB, passes over it, lanes. */
export type PasswordCost = { readonly memoryCost: number; readonly timeCost: number; readonly parallelism: number };

/** The library's `Algorithm.Argon2id`: its enum is declared `const`, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
const KEY_LENGTH = 32;

/** Stored for accounts that have no password (trial accounts): it never verifies. */
export const NO_PASSWORD = '!';

/** The site's well-known default password: logging in with it asks for a new one. */
export const DEFAULT_PASSWORD = '123456';

/**
 * How many hashes are derived at once: one per core. More at once than there are cores only adds
 * memory (each holds its cost's memory while it runs) and keeps the thread pool from the file and
 * DNS work of every other request during a burst of sign-ins. The rest wait their turn.
 */
export const DERIVATIONS_AT_ONCE = Math.max(1, availableParallelism());
const derivationSlot = pLimit(DERIVATIONS_AT_ONCE);

/** Composed and decomposed accents are the same password. */
const normalized = (password: string) => password.normalize('NFC');

/** The cost of new hashes in this process. */
let activeCost: PasswordCost = PASSWORD_COST;

/** Makes this process hash new passwords at LIGHT_TEST_PASSWORD_COST (test servers). */
export function lightenPasswordHashesForTests(): void {
  activeCost = LIGHT_TEST_PASSWORD_COST;
}

/** The cost new hashes get in this process. */
export function activePasswordCost(): PasswordCost {
  return activeCost;
}

/** A new Argon2id hash of `password`; tests of many concurrent requests may pass a cheaper cost. */
export function hashPassword(password: string, cost: PasswordCost = activeCost): Promise<string> {
  return derivationSlot(() => argon2Hash(normalized(password), { algorithm: ARGON2ID, outputLen: KEY_LENGTH, ...cost }));
}

const SCRYPT_STORED = /^scrypt\$(\d{1,7})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]{1,64})\$([A-Za-z0-9+/=]{1,128})$/;

/** The cost of a well-formed Argon2id hash, or null for anything else. */
function argon2CostOf(stored: string): PasswordCost | null {
  if (!stored.startsWith('$argon2id$')) return null;
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(stored);
    return { memoryCost, timeCost, parallelism };
  } catch {
    return null;
  }
}

/** The scrypt check of hashes stored before Argon2id; its key compared in constant time. */
function verifyScrypt(password: string, match: RegExpExecArray): Promise<boolean> {
  const [, n, r, p, salt, hash] = match;
  const N = Number(n);
  return derivationSlot(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const expected = Buffer.from(hash!, 'base64');
        // maxmem must cover 128 * N * r bytes (128 MiB at N = 2^17), with room to spare.
        scrypt(normalized(password), Buffer.from(salt!, 'base64'), KEY_LENGTH, { N, r: Number(r), p: Number(p), maxmem: 256 * N * Number(r) }, (error, key) =>
          error ? reject(error) : resolve(expected.length === key.length && timingSafeEqual(expected, key)),
        );
      }),
  );
}

/** A hash for a password nobody knows: checking against it costs what a real check costs. */
let dummyHash: { cost: PasswordCost; hash: Promise<string> } | null = null;

/**
 * Whether `password` matches the stored hash. The library compares Argon2id keys in constant time,
 * and scrypt keys are compared with timingSafeEqual. A missing account or an account without a
 * password costs a full check at today's cost too, so timing does not tell whether it exists.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored && argon2CostOf(stored)) return derivationSlot(() => argon2Verify(stored, normalized(password)));
  const scryptMatch = stored ? SCRYPT_STORED.exec(stored) : null;
  if (scryptMatch) return verifyScrypt(password, scryptMatch);
  if (dummyHash?.cost !== activeCost) dummyHash = { cost: activeCost, hash: hashPassword(randomBytes(16).toString('hex')) };
  await verifyPassword(password, await dummyHash.hash);
  return false;
}

/**
 * Whether a stored hash should be replaced by a new one at the next right password: every scrypt
 * hash, and Argon2id hashes of another cost than today's. Never for a hash that cannot verify.
 */
export function needsRehash(stored: string): boolean {
  if (SCRYPT_STORED.test(stored)) return true;
  const cost = argon2CostOf(stored);
  if (!cost) return false;
  return cost.memoryCost !== activeCost.memoryCost || cost.timeCost !== activeCost.timeCost || cost.parallelism !== activeCost.parallelism;
}
