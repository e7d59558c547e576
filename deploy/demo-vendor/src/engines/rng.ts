import { createHash, randomInt } from 'node:crypto';

/** Where every outcome comes from: a uniform whole number in [0, maxExclusive). */
export interface Rng {
  int(maxExclusive: number): number;
}

/** Outcomes for real play: the operating system's cryptographic generator. */
export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(maxExclusive),
};

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A reproducible generator for tests and demos (GAME_RNG_SEED): sfc32 seeded from the SHA-256 of
 * the seed text. It is fast and passes the usual statistical batteries, but it is predictable by
 * design, so it is never the default.
 */
export function seededRng(seed: string): Rng {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Warm-up rounds mix the seed through the state before the first number is used.
  for (let i = 0; i < 12; i += 1) next();
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new RangeError('maxExclusive must be a whole number from 1 to 2^32');
      }
      // Rejection keeps every value equally likely: numbers past the last whole multiple are redrawn.
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const value = next();
        if (value < limit) return value % maxExclusive;
      }
    },
  };
}

/** The generator a provider uses: seeded when a seed is given, cryptographic otherwise. */
export function createRng(seed: string | undefined): Rng {
  return seed ? seededRng(seed) : cryptoRng;
}
