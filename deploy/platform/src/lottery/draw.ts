/**
 * Provably fair draws. Each issue gets a secret seed when it is created; the SHA-256 of the seed is
 * published at once, long before sales open. At the draw the numbers come from the seed alone, and
 * the seed is revealed, so anyone can check the hash and recompute the numbers: the operator could
 * not pick them after seeing the bets.
 *
 * The seed is 32 random bytes written as 64 lowercase hex characters; the hash and the HMAC key are
 * of that text, so `printf %s <seed> | sha256sum` checks it. Digits come from the byte stream
 * HMAC-SHA256(key = seed, message = `<gameId>:<numero>:<counter>`) for counter 0, 1, 2 …: a byte of
 * 250 or more is skipped and any other gives its value mod 10, so every digit is equally likely
 * (256 is not a multiple of 10; 250 is). Each prize number is its digits in order, tiers in the
 * shape's order.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LOTTERY_SHAPE_TIERS, type LotteryResult, type LotteryResultShape } from '@site/shared/contract/lottery';

/** Bytes at or above this are skipped: 250 is the largest multiple of 10 a byte can hold. */
const REJECT_FROM = 250;

export interface IssueSeed {
  seed: string;
  seedHash: string;
}

export function hashSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export function newIssueSeed(): IssueSeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: hashSeed(seed) };
}

/** An endless stream of decimal digits from the seed, without modulo bias. */
function* seedDigits(seed: string, gameId: string, numero: string): Generator<number, never> {
  for (let counter = 0; ; counter += 1) {
    const block = createHmac('sha256', seed).update(`${gameId}:${numero}:${counter}`, 'utf8').digest();
    for (const byte of block) {
      if (byte < REJECT_FROM) yield byte % 10;
    }
  }
}

/** The numbers of an issue: the same seed, game and issue always give the same result. */
export function drawResult(seed: string, gameId: string, numero: string, shape: LotteryResultShape): LotteryResult {
  const digits = seedDigits(seed, gameId, numero);
  const nextDigit = () => String(digits.next().value);
  return {
    tiers: LOTTERY_SHAPE_TIERS[shape].map(({ tier, count, digits: length }) => ({
      tier,
      numbers: Array.from({ length: count }, () => Array.from({ length }, nextDigit).join('')),
    })),
  };
}

export interface DrawnIssueFacts {
  gameId: string;
  numero: string;
  shape: LotteryResultShape;
  seed: string;
  seedHash: string;
  result: LotteryResult;
}

export interface IssueVerification {
  verified: boolean;
  recomputed: LotteryResult;
}

/** Checks a drawn issue: the seed matches the published hash and recomputes the published numbers. */
export function verifyIssue(issue: DrawnIssueFacts): IssueVerification {
  const recomputed = drawResult(issue.seed, issue.gameId, issue.numero, issue.shape);
  const verified = hashSeed(issue.seed) === issue.seedHash && sameResult(recomputed, issue.result);
  return { verified, recomputed };
}

function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  return JSON.stringify(a.tiers.map(({ tier, numbers }) => [tier, numbers])) === JSON.stringify(b.tiers.map(({ tier, numbers }) => [tier, numbers]));
}

/** The special prize of a result ('' when it has none). */
export function specialPrize(result: LotteryResult | null): string {
  return result?.tiers.find((tier) => tier.tier === 'DB')?.numbers[0] ?? '';
}
