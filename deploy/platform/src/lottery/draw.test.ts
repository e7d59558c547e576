import { createHash, createHmac } from 'node:crypto';
import { LOTTERY_SHAPE_TIERS } from '@site/shared/contract/lottery';
import { betsDigest, drawResult, finalSeedOf, hashSeed, keyedSeed, seedForCommitment, specialPrize, verifyIssue } from './draw';

const SEED = 'a'.repeat(64);

describe('provably fair draw', () => {
  it('derives the seed from the key and the issue, and commits to the SHA-256 of its text', () => {
    const key = 'k'.repeat(40);
    const seed = keyedSeed(key, 'VN_HCM', '20261123-0001');
    expect(seed).toBe(createHmac('sha256', key).update('VN_HCM:20261123-0001').digest('hex'));
    expect(hashSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(keyedSeed(key, 'VN_HCM', '20261123-0002')).not.toBe(seed);
    expect(keyedSeed('j'.repeat(40), 'VN_HCM', '20261123-0001')).not.toBe(seed);
    // A rotated key still draws issues committed under it; a key that matches nothing draws none.
    expect(seedForCommitment(['j'.repeat(40), key], 'VN_HCM', '20261123-0001', hashSeed(seed))).toBe(seed);
    expect(seedForCommitment(['j'.repeat(40)], 'VN_HCM', '20261123-0001', hashSeed(seed))).toBeNull();
  });

  it('digests the bets in id order, one line each, and mixes the digest into the final seed', () => {
    const bets = [
      { id: '10', memberId: '7', betType: 'XIEN2', numbers: ['12', '34'], units: 2, unitPrice: '100', stake: '200' },
      { id: '9', memberId: '8', betType: 'DE', numbers: ['05'], units: 1, unitPrice: '100', stake: '100' },
    ];
    const digest = betsDigest(bets);
    expect(digest).toBe(createHash('sha256').update('9|8|DE|05|1|100|100\n10|7|XIEN2|12,34|2|100|200\n').digest('hex'));
    expect(betsDigest([])).toBe(createHash('sha256').update('').digest('hex'));
    expect(betsDigest([{ ...bets[0]!, units: 3 }, bets[1]!])).not.toBe(digest);
    expect(finalSeedOf(SEED, digest)).toBe(createHash('sha256').update(`${SEED}${digest}`).digest('hex'));
  });

  it('gives the same numbers for the same seed, game and issue, and others for another issue', () => {
    const first = drawResult(SEED, 'FAST_1M', '20261123-0481', 'SOUTH18');
    expect(drawResult(SEED, 'FAST_1M', '20261123-0481', 'SOUTH18')).toEqual(first);
    expect(drawResult(SEED, 'FAST_1M', '20261123-0482', 'SOUTH18')).not.toEqual(first);
    expect(drawResult(SEED, 'FAST_3M', '20261123-0481', 'SOUTH18')).not.toEqual(first);
  });

  it.each([
    ['NORTH27', 27, 'DB', 5, ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']],
    ['SOUTH18', 18, 'DB', 6, ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']],
  ] as const)('%s: %i numbers in the real tiers, special prize of %s with %i digits', (shape, total, _db, specialDigits, order) => {
    const result = drawResult(SEED, 'VN_MB', '20261123-0001', shape);
    expect(result.tiers.map((t) => t.tier)).toEqual(order);
    expect(result.tiers.flatMap((t) => t.numbers)).toHaveLength(total);
    for (const [i, tier] of result.tiers.entries()) {
      const expected = LOTTERY_SHAPE_TIERS[shape][i]!;
      expect(tier.numbers).toHaveLength(expected.count);
      for (const number of tier.numbers) expect(number).toMatch(new RegExp(`^[0-9]{${expected.digits}}$`));
    }
    expect(specialPrize(result)).toHaveLength(specialDigits);
  });

  it('takes digits from the HMAC stream in order, skipping bytes of 250 and more', () => {
    // Recomputes the first number by hand from the documented rule.
    const seed = '0123456789abcdef'.repeat(4);
    const block = createHmac('sha256', seed).update('FAST_1M:20260101-0001:0').digest();
    const digits = [...block].filter((byte) => byte < 250).map((byte) => byte % 10);
    const result = drawResult(seed, 'FAST_1M', '20260101-0001', 'SOUTH18');
    expect(result.tiers[0]!.numbers[0]).toBe(digits.slice(0, 2).join(''));
    expect(result.tiers[1]!.numbers[0]).toBe(digits.slice(2, 5).join(''));
  });

  it('verifies a drawn issue, and refuses a wrong seed, a wrong hash, a wrong digest or final seed, or changed numbers', () => {
    const seed = 'b'.repeat(64);
    const digest = 'd'.repeat(64);
    const finalSeed = finalSeedOf(seed, digest);
    const result = drawResult(finalSeed, 'VN_HCM', '20261123-0001', 'SOUTH18');
    const issue = { gameId: 'VN_HCM', numero: '20261123-0001', shape: 'SOUTH18' as const, seed, seedHash: hashSeed(seed), betsDigest: digest, finalSeed, result };
    expect(verifyIssue(issue)).toEqual({ verified: true, recomputed: result });
    expect(verifyIssue({ ...issue, seedHash: hashSeed('c'.repeat(64)) }).verified).toBe(false);
    expect(verifyIssue({ ...issue, seed: 'c'.repeat(64) }).verified).toBe(false);
    expect(verifyIssue({ ...issue, betsDigest: 'e'.repeat(64) }).verified).toBe(false);
    expect(verifyIssue({ ...issue, finalSeed: 'e'.repeat(64) }).verified).toBe(false);
    const changed = structuredClone(result);
    changed.tiers[8]!.numbers[0] = changed.tiers[8]!.numbers[0] === '000000' ? '000001' : '000000';
    expect(verifyIssue({ ...issue, result: changed }).verified).toBe(false);
  });

  it('verifies an issue drawn before bets were mixed in from its seed alone', () => {
    const seed = 'b'.repeat(64);
    const result = drawResult(seed, 'VN_HCM', '20261123-0001', 'SOUTH18');
    const issue = { gameId: 'VN_HCM', numero: '20261123-0001', shape: 'SOUTH18' as const, seed, seedHash: hashSeed(seed), betsDigest: null, finalSeed: null, result };
    expect(verifyIssue(issue)).toEqual({ verified: true, recomputed: result });
    expect(verifyIssue({ ...issue, seed: 'c'.repeat(64) }).verified).toBe(false);
  });

  it('draws every digit about equally often (fixed seeds, so the check cannot flake)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 2000; i += 1) {
      const seed = createHash('sha256').update(`fixed seed ${i}`).digest('hex');
      for (const number of drawResult(seed, 'FAST_1M', '20260101-0001', 'SOUTH18').tiers.flatMap((t) => t.numbers)) {
        for (const digit of number) counts[Number(digit)]! += 1;
      }
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.9 is the 0.1% tail; a biased digit (e.g. modulo bias) goes far above.
    expect(chiSquare).toBeLessThan(27.9);
  });
});
