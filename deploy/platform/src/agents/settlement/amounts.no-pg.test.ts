/** The amount rules on their own: tier choice, each kind's base, rounding down once. */
import { chooseTier, realtimeAmount, tieredAmount, type Tier } from './amounts';

const tier = (fields: Partial<Tier> & { rate: number }): Tier => ({
  periodValidBet: 0n,
  periodProfitLoss: 0n,
  activeMembers: 0,
  dailyBetAmount: 0n,
  hourlyBetAmount: 0n,
  ...fields,
});

const TIERS = [
  tier({ dailyBetAmount: 100_000n, rate: 50 }),
  tier({ dailyBetAmount: 500_000n, activeMembers: 2, rate: 100 }),
  tier({ dailyBetAmount: 1_000_000n, activeMembers: 5, rate: 150 }),
];

describe('chooseTier', () => {
  it('takes the highest rate whose every threshold is met', () => {
    expect(chooseTier(TIERS, { validBet: 600_000n, qualifyingBet: 600_000n, win: 0n, activeMembers: 2 })?.rate).toBe(100);
    // The bet is there for the third tier, the active members are not.
    expect(chooseTier(TIERS, { validBet: 2_000_000n, qualifyingBet: 2_000_000n, win: 0n, activeMembers: 4 })?.rate).toBe(100);
    expect(chooseTier(TIERS, { validBet: 2_000_000n, qualifyingBet: 2_000_000n, win: 0n, activeMembers: 1 })?.rate).toBe(50);
    expect(chooseTier(TIERS, { validBet: 99_999n, qualifyingBet: 99_999n, win: 0n, activeMembers: 9 })).toBeNull();
  });

  it("reads the profit-and-loss threshold as the team's loss", () => {
    const dividend = [tier({ periodProfitLoss: 100_000n, rate: 2000 })];
    expect(chooseTier(dividend, { validBet: 500_000n, qualifyingBet: 500_000n, win: 400_000n, activeMembers: 0 })?.rate).toBe(2000);
    expect(chooseTier(dividend, { validBet: 500_000n, qualifyingBet: 500_000n, win: 400_001n, activeMembers: 0 })).toBeNull();
  });
});

describe('tieredAmount', () => {
  it('pays a salary on the qualifying bet, rounded down to the cent', () => {
    // 6,000.07 × 1.00 % = 60.0007 → 60.00
    expect(tieredAmount('DAILY_SALARY', TIERS, { validBet: 600_007n, qualifyingBet: 600_007n, win: 900_000n, activeMembers: 3 })).toEqual({ amount: 6_000n, rate: 100 });
    // Hedged turnover: a large valid bet, a small qualifying bet; the tier and the pay follow the latter.
    expect(tieredAmount('DAILY_SALARY', TIERS, { validBet: 6_000_000n, qualifyingBet: 120_007n, win: 5_880_000n, activeMembers: 3 })).toEqual({ amount: 600n, rate: 50 });
  });

  it("pays a dividend on the team's loss, nothing when the team won or broke even", () => {
    const share = [tier({ rate: 2500 })];
    expect(tieredAmount('DIVIDEND', share, { validBet: 1_000_000n, qualifyingBet: 1_000_000n, win: 600_000n, activeMembers: 0 })).toEqual({ amount: 100_000n, rate: 2500 });
    expect(tieredAmount('DIVIDEND', share, { validBet: 1_000_000n, qualifyingBet: 1_000_000n, win: 1_000_000n, activeMembers: 0 }).amount).toBe(0n);
    expect(tieredAmount('DIVIDEND', share, { validBet: 1_000_000n, qualifyingBet: 1_000_000n, win: 1_500_000n, activeMembers: 0 }).amount).toBe(0n);
  });

  it('takes a loss carried forward off the dividend until it is recovered', () => {
    const share = [tier({ rate: 2500 })];
    const lost = { validBet: 1_000_000n, qualifyingBet: 1_000_000n, win: 600_000n, activeMembers: 0 };
    expect(tieredAmount('DIVIDEND', share, { ...lost, carriedIn: -300_000n })).toEqual({ amount: 25_000n, rate: 2500 });
    expect(tieredAmount('DIVIDEND', share, { ...lost, carriedIn: -400_000n }).amount).toBe(0n);
  });
});

describe('realtimeAmount', () => {
  it('sums the profit and loss parts before rounding down', () => {
    // 100.01 × 0.50 % + 200.03 × 0.80 % = 0.50005 + 1.60024 = 2.10029 → 2.10
    expect(realtimeAmount({ profitSalaryRate: 50, lossSalaryRate: 80, singleBetAmount: 0n }, { wonQualifyingBet: 10_001n, lostQualifyingBet: 20_003n })).toBe(210n);
  });
});
