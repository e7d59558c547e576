/**
 * Provable raffle draws. A campaign's seed (32 random bytes) is committed by its SHA-256 when the
 * campaign opens and revealed when it closes. Each claim's outcome is HMAC-SHA256(seed,
 * "<campaign>:<member>:<sequence>"), read 4 bytes at a time as an unsigned integer; a value at or
 * above the largest multiple of the weight sum below 2^32 is skipped (rejection sampling: a plain
 * modulo would favour the first prizes), the first one kept, mod the sum, picks the prize by its
 * cumulative weight. Digests run out only with astronomically small chance; then the message gets
 * ":<counter>" and the next digest is read.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export interface Prize {
  position: number;
  amount: bigint;
  weight: number;
}

export interface Draw {
  position: number;
  amount: bigint;
  /** The message of the digest that decided it. */
  message: string;
}

const SPACE = 2 ** 32;

export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHashOf(seed) };
}

export function seedHashOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

export const drawMessage = (campaign: string, memberId: string, sequence: number) => `${campaign}:${memberId}:${sequence}`;

/** The prize `seed` draws for this claim; the same inputs always draw the same prize. */
export function drawPrize(seed: string, campaign: string, memberId: string, sequence: number, prizes: readonly Prize[]): Draw {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || !Number.isSafeInteger(total) || total <= 0 || total > SPACE) throw new Error('raffle: weights must be positive integers');
  const limit = SPACE - (SPACE % total);
  const key = Buffer.from(seed, 'hex');
  for (let counter = 0; ; counter += 1) {
    const message = counter === 0 ? drawMessage(campaign, memberId, sequence) : `${drawMessage(campaign, memberId, sequence)}:${counter}`;
    const digest = createHmac('sha256', key).update(message).digest();
    for (let offset = 0; offset + 4 <= digest.length; offset += 4) {
      const value = digest.readUInt32BE(offset);
      if (value >= limit) continue;
      let ticket = value % total;
      for (const prize of [...prizes].sort((a, b) => a.position - b.position)) {
        if (ticket < prize.weight) return { position: prize.position, amount: prize.amount, message };
        ticket -= prize.weight;
      }
    }
  }
}
