/**
 * Scoring and payouts on constructed results of both shapes, every bet type, with the expected
 * hits and payouts worked out by hand (unit price 1.00 = 100 minor units).
 */
import { LOTTERY_SHAPE_TIERS, type LotteryBetType, type LotteryResult } from '@site/shared/contract/lottery';
import { betHits, betPayout, betStake, hitsPerNumber, oddsText, oddsToScaled, payoutPerHit } from './scoring';

/**
 * North, 27 numbers. Endings: '45' 7 times (DB, both G2, G3 33345, G4 1245, G6 345, G7 45),
 * '56' twice (G3 44456, G6 456), '90' twice (G1, G3 88890), '12' once (G7).
 */
const NORTH: LotteryResult = {
  tiers: [
    { tier: 'DB', numbers: ['12345'] },
    { tier: 'G1', numbers: ['67890'] },
    { tier: 'G2', numbers: ['11145', '22245'] },
    { tier: 'G3', numbers: ['33345', '44456', '55567', '66678', '77789', '88890'] },
    { tier: 'G4', numbers: ['1245', '2346', '3447', '4548'] },
    { tier: 'G5', numbers: ['5649', '6750', '7851', '8952', '9053', '0154'] },
    { tier: 'G6', numbers: ['345', '456', '567'] },
    { tier: 'G7', numbers: ['45', '12', '23', '34'] },
  ],
};

/**
 * South, 18 numbers. Endings: '45' 5 times (G8, G7 345, G6 5645, G5 0045, G3 45645), '21' once
 * (DB), '01' once (G1), '98' once (G2). Last three: '645' twice (G6 5645, G3 45645), '045' once
 * (G5 0045; G8 '45' has only two digits), '345' once (G7).
 */
const SOUTH: LotteryResult = {
  tiers: [
    { tier: 'G8', numbers: ['45'] },
    { tier: 'G7', numbers: ['345'] },
    { tier: 'G6', numbers: ['1234', '5645', '7890'] },
    { tier: 'G5', numbers: ['0045'] },
    { tier: 'G4', numbers: ['11111', '22222', '33333', '44444', '55556', '66667', '77778'] },
    { tier: 'G3', numbers: ['12312', '45645'] },
    { tier: 'G2', numbers: ['98798'] },
    { tier: 'G1', numbers: ['10101'] },
    { tier: 'DB', numbers: ['654321'] },
  ],
};

describe('the constructed results have the real shapes', () => {
  it.each([
    ['NORTH27', NORTH],
    ['SOUTH18', SOUTH],
  ] as const)('%s: tiers, counts and digits', (shape, result) => {
    const expected = LOTTERY_SHAPE_TIERS[shape];
    expect(result.tiers.map((tier) => tier.tier).sort()).toEqual(expected.map((tier) => tier.tier).sort());
    for (const { tier, count, digits } of expected) {
      const numbers = result.tiers.find((entry) => entry.tier === tier)!.numbers;
      expect(numbers).toHaveLength(count);
      for (const number of numbers) expect(number).toHaveLength(digits);
    }
  });
});

const UNIT = 100n;

/** [type, numbers, units, odds, hits per number, total hits, payout in minor units]. */
type Case = [LotteryBetType, string[], number, string, number[], number, bigint];

describe('North (27 numbers)', () => {
  it.each<Case>([
    // 2 units × 1.00 × 3.48 = 6.96 a hit; 7 + 2 + 0 hits.
    ['LO2', ['45', '56', '99'], 2, '3.48', [7, 2, 0], 9, 6264n],
    // 40.00 a hit; '345' DB, G3 33345, G6 345; '245' G2 22245, G4 1245; '045' none (G7 '45' has 2 digits).
    ['LO3', ['345', '245', '045'], 1, '40', [3, 2, 0], 5, 20000n],
    // The special prize 12345 ends in 45: 3 × 95 = 285.00; '12' only in G7 does not count.
    ['DE', ['45', '12'], 3, '95', [1, 0], 1, 28500n],
    ['CANG3', ['345', '123'], 1, '900', [1, 0], 1, 90000n],
    // Last two 45: đầu 4, đuôi 5; 10 units × 9.50 = 95.00.
    ['DAU', ['4', '5'], 10, '9.5', [1, 0], 1, 9500n],
    ['DUOI', ['5', '4'], 10, '9.5', [1, 0], 1, 9500n],
    ['XIEN2', ['45', '12'], 1, '16.5', [1, 1], 1, 1650n],
    ['XIEN2', ['45', '99'], 1, '16.5', [1, 0], 0, 0n],
    ['XIEN3', ['45', '56', '90'], 1, '73', [1, 1, 1], 1, 7300n],
    ['XIEN4', ['45', '56', '90', '12'], 2, '335', [1, 1, 1, 1], 1, 67000n],
    ['XIEN4', ['45', '56', '90', '13'], 2, '335', [1, 1, 1, 0], 0, 0n],
  ])('%s %j × %i units at %s', (type, numbers, units, odds, perNumber, hits, payout) => {
    expect(hitsPerNumber(type, numbers, NORTH)).toEqual(perNumber);
    expect(betHits(type, numbers, NORTH)).toBe(hits);
    expect(betPayout(units, UNIT, oddsToScaled(odds), hits)).toBe(payout);
  });
});

describe('South shape (18 numbers; centre and fast draws too)', () => {
  it.each<Case>([
    // 5.00 a hit: '45' 5 times, '21' once.
    ['LO2', ['45', '21'], 1, '5', [5, 1], 6, 3000n],
    ['LO3', ['645', '045', '345'], 1, '54', [2, 1, 1], 4, 21600n],
    // Special prize 654321: đề 21, 3 càng 321, đầu 2, đuôi 1.
    ['DE', ['21', '45'], 2, '95', [1, 0], 1, 19000n],
    ['CANG3', ['321'], 1, '900', [1], 1, 90000n],
    ['DAU', ['2'], 1, '9.5', [1], 1, 950n],
    ['DUOI', ['1', '2'], 1, '9.5', [1, 0], 1, 950n],
    ['XIEN2', ['45', '21'], 1, '34.5', [1, 1], 1, 3450n],
    ['XIEN3', ['45', '21', '01'], 1, '230', [1, 1, 1], 1, 23000n],
    ['XIEN4', ['45', '21', '01', '98'], 1, '1600', [1, 1, 1, 1], 1, 160000n],
    ['XIEN4', ['45', '21', '01', '97'], 1, '1600', [1, 1, 1, 0], 0, 0n],
  ])('%s %j × %i units at %s', (type, numbers, units, odds, perNumber, hits, payout) => {
    expect(hitsPerNumber(type, numbers, SOUTH)).toEqual(perNumber);
    expect(betHits(type, numbers, SOUTH)).toBe(hits);
    expect(betPayout(units, UNIT, oddsToScaled(odds), hits)).toBe(payout);
  });
});

describe('stakes, odds and rounding', () => {
  it('stakes every scored number, and a combination once', () => {
    expect(betStake('LO2', ['01', '02', '03'], 4, UNIT)).toBe(1200n);
    expect(betStake('DAU', ['1'], 10_000, UNIT)).toBe(1_000_000n);
    expect(betStake('XIEN4', ['01', '02', '03', '04'], 3, UNIT)).toBe(300n);
  });

  it('rounds a hit down to the cent, and pays each hit that rounded amount', () => {
    // 1 unit of 0.07 at 3.4825: 24.3775 minor units a hit, so 24; three hits pay 72.
    expect(payoutPerHit(1, 7n, oddsToScaled('3.4825'))).toBe(24n);
    expect(betPayout(1, 7n, oddsToScaled('3.4825'), 3)).toBe(72n);
  });

  it('reads and writes odds exactly', () => {
    expect(oddsToScaled('3.48')).toBe(34_800n);
    expect(oddsToScaled('3.4800')).toBe(34_800n);
    expect(oddsToScaled('1600')).toBe(16_000_000n);
    expect(oddsText(34_800n)).toBe('3.48');
    expect(oddsText(95_000n)).toBe('9.50');
    expect(oddsText(950_000n)).toBe('95.00');
    expect(oddsText(34_825n)).toBe('3.4825');
    expect(() => oddsToScaled('1.23456')).toThrow();
  });

  it('refuses a result without a special prize rather than scoring it as a loss', () => {
    expect(() => betHits('DE', ['45'], { tiers: [{ tier: 'G1', numbers: ['12345'] }] })).toThrow(/special prize/);
  });
});
