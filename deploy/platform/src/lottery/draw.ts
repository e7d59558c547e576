/**
 * Provably fair draws that nobody can know before sales close.
 *
 * Three values make an issue's numbers:
 * - the keyed seed, HMAC-SHA256(key = the lottery seed key, message = `<gameId>:<numero>`) as 64
 *   hex characters. The key lives outside the database (seed-key.ts), so the database holds only
 *   the commitment, the SHA-256 of the keyed seed's text, published when the issue is created,
 *   before sales open;
 * - the bets digest, the SHA-256 of the issue's bets as they stand when the draw runs (after the
 *   lock no bet can be added): one line per bet in id order,
 *   `<id>|<memberId>|<betType>|<numbers joined by ,>|<units>|<unitPrice>|<stake>` and a newline.
 *   It exists only once sales closed, so even the key's holder cannot know the numbers before;
 * - the final seed, the SHA-256 of the text `<keyed seed><bets digest>`.
 * At the draw the keyed seed, the bets digest and the final seed are revealed, so anyone checks
 * `printf %s <seed> | sha256sum` against the commitment, `printf %s <seed><digest> | sha256sum`
 * against the final seed, and recomputes the numbers from the final seed.
 *
 * Numbers from a seed: digits come from the byte stream HMAC-SHA256(key = seed text, message =
 * `<gameId>:<numero>:<counter>`) for counter 0, 1, 2 …: a byte of 250 or more is skipped and any
 * other gives its value mod 10, so every digit is equally likely (256 is not a multiple of 10; 250
 * is). Each prize number is its digits in order, tiers in the shape's order. Issues drawn before
 * the seed key existed have no bets digest: their numbers come from their revealed seed directly.
 */
import { createHash, createHmac } from 'node:crypto';
import { LOTTERY_SHAPE_TIERS, type LotteryResult, type LotteryResultShape } from '@site/shared/contract/lottery';

/** Bytes at or above this are skipped: 250 is the largest multiple of 10 a byte can hold. */
const REJECT_FROM = 250;

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The commitment to a seed: SHA-256 of its text, hex. */
export function hashSeed(seed: string): string {
  return sha256Hex(seed);
}

/** The issue's keyed seed: only the holder of the seed key can compute it. */
export function keyedSeed(key: string, gameId: string, numero: string): string {
  return createHmac('sha256', key).update(`${gameId}:${numero}`, 'utf8').digest('hex');
}

/** The keyed seed of the key among `keys` whose seed matches the commitment, else null. */
export function seedForCommitment(keys: readonly string[], gameId: string, numero: string, commitment: string): string | null {
  for (const key of keys) {
    const seed = keyedSeed(key, gameId, numero);
    if (hashSeed(seed) === commitment) return seed;
  }
  return null;
}

/** One bet as the bets digest reads it (fields that never change once the bet is placed). */
export interface DigestBet {
  id: string;
  memberId: string;
  betType: string;
  numbers: readonly string[];
  units: number;
  unitPrice: string;
  stake: string;
}

/** The bets digest: SHA-256 of one line per bet, in id order. */
export function betsDigest(bets: readonly DigestBet[]): string {
  const ordered = [...bets].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
  return sha256Hex(ordered.map((bet) => `${[bet.id, bet.memberId, bet.betType, bet.numbers.join(','), bet.units, bet.unitPrice, bet.stake].join('|')}\n`).join(''));
}

/** The seed the numbers come from: the keyed seed mixed with what was bet. */
export function finalSeedOf(seed: string, digest: string): string {
  return sha256Hex(`${seed}${digest}`);
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
  /** The revealed keyed seed. */
  seed: string;
  /** The commitment published before sales opened. */
  seedHash: string;
  /** The published bets digest; null for an issue drawn before bets were mixed in. */
  betsDigest: string | null;
  /** The published final seed; null with betsDigest. */
  finalSeed: string | null;
  result: LotteryResult;
}

export interface IssueVerification {
  verified: boolean;
  recomputed: LotteryResult;
}

/**
 * Checks a drawn issue: the seed matches the commitment, the final seed is the seed mixed with the
 * bets digest, and the final seed recomputes the published numbers.
 */
export function verifyIssue(issue: DrawnIssueFacts): IssueVerification {
  const legacy = issue.betsDigest === null && issue.finalSeed === null;
  const finalSeed = issue.betsDigest === null ? issue.seed : finalSeedOf(issue.seed, issue.betsDigest);
  const recomputed = drawResult(finalSeed, issue.gameId, issue.numero, issue.shape);
  const verified =
    hashSeed(issue.seed) === issue.seedHash && (legacy || issue.finalSeed === finalSeed) && sameResult(recomputed, issue.result);
  return { verified, recomputed };
}

function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  return JSON.stringify(a.tiers.map(({ tier, numbers }) => [tier, numbers])) === JSON.stringify(b.tiers.map(({ tier, numbers }) => [tier, numbers]));
}

/** The special prize of a result ('' when it has none). */
export function specialPrize(result: LotteryResult | null): string {
  return result?.tiers.find((tier) => tier.tier === 'DB')?.numbers[0] ?? '';
}
