import type { ContractCeiling } from '@site/shared/contract/agents';
import { ceilingRateAt, checkOffer, emptyDraft, toOfferRequest, type OfferDraft } from './offer-draft';

const PLATFORM_DAILY: ContractCeiling = {
  source: 'PLATFORM',
  tiers: [{ periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '0.00', hourlyBetAmount: '0.00', rate: '2.00' }],
  realtime: null,
};

/** An agent's own two-tier daily contract: 0.50 % from the start, 1.00 % from 10,000.00 a day with 5 active members. */
const OWN_DAILY: ContractCeiling = {
  source: 'CONTRACT',
  tiers: [
    { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '0.00', hourlyBetAmount: '0.00', rate: '0.50' },
    { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 5, dailyBetAmount: '10000.00', hourlyBetAmount: '0.00', rate: '1.00' },
  ],
  realtime: null,
};

function daily(tiers: { dailyBetAmount?: string; activeMembers?: string; rate: string }[], downlineAccount = 'sub1'): OfferDraft {
  return {
    ...emptyDraft('DAILY_SALARY'),
    downlineAccount,
    tiers: tiers.map((tier) => ({ periodValidBet: '', periodProfitLoss: '', hourlyBetAmount: '', dailyBetAmount: tier.dailyBetAmount ?? '', activeMembers: tier.activeMembers ?? '', rate: tier.rate })),
  };
}

describe('the offer draft', () => {
  it('sends the thresholds the kind does not use as zero, empty thresholds as zero, and the period a daily salary always has', () => {
    const request = toOfferRequest('DAILY_SALARY', daily([{ rate: '0.80' }, { dailyBetAmount: '5000', activeMembers: '3', rate: '1.20' }]), 'req-00000001');
    expect(request).toEqual({
      action: 'offer',
      downlineAccount: 'sub1',
      period: 'DAILY',
      requestId: 'req-00000001',
      tiers: [
        { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 0, dailyBetAmount: '0.00', hourlyBetAmount: '0.00', rate: '0.80' },
        { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 3, dailyBetAmount: '5000', hourlyBetAmount: '0.00', rate: '1.20' },
      ],
    });
  });

  it('sends a real-time offer without tiers or period', () => {
    const draft: OfferDraft = { ...emptyDraft('REALTIME_SALARY'), downlineAccount: 'sub1', realtime: { profitSalaryRate: '0.10', lossSalaryRate: '0.20', singleBetAmount: '' } };
    expect(toOfferRequest('REALTIME_SALARY', draft, 'req-00000001')).toEqual({
      action: 'offer',
      downlineAccount: 'sub1',
      tiers: [],
      realtime: { profitSalaryRate: '0.10', lossSalaryRate: '0.20', singleBetAmount: '0.00' },
      requestId: 'req-00000001',
    });
  });

  it('passes a well-formed offer within the platform maximum', () => {
    expect(checkOffer('DAILY_SALARY', daily([{ rate: '1.50' }, { dailyBetAmount: '1000', rate: '2.00' }]), PLATFORM_DAILY)).toEqual({});
  });

  it('words each schema refusal by its field: required, rate and count formats, rising rates and thresholds', () => {
    const problems = checkOffer('DAILY_SALARY', daily([{ activeMembers: '2.5', rate: '' }, { rate: 'abc' }], ''), PLATFORM_DAILY);
    expect(problems).toEqual({
      downlineAccount: { kind: 'required' },
      'tiers.0.activeMembers': { kind: 'countFormat' },
      'tiers.0.rate': { kind: 'required' },
      'tiers.1.rate': { kind: 'rateFormat' },
    });
    expect(checkOffer('DAILY_SALARY', daily([{ dailyBetAmount: '100', rate: '1.00' }, { dailyBetAmount: '200', rate: '0.50' }]), PLATFORM_DAILY)).toEqual({
      'tiers.1.rate': { kind: 'ratesRise' },
    });
    expect(checkOffer('DAILY_SALARY', daily([{ dailyBetAmount: '100', rate: '1.00' }, { dailyBetAmount: '100', rate: '1.50' }]), PLATFORM_DAILY)).toEqual({
      'tiers.1': { kind: 'tierOrder' },
    });
    expect(checkOffer('DAILY_SALARY', daily([{ dailyBetAmount: '1e5', rate: '1.00' }]), PLATFORM_DAILY)).toEqual({ 'tiers.0.dailyBetAmount': { kind: 'amountFormat' } });
  });

  it('refuses a rate above my own, at the thresholds where it would apply', () => {
    expect(checkOffer('DAILY_SALARY', daily([{ rate: '2.01' }]), PLATFORM_DAILY)).toEqual({ 'tiers.0.rate': { kind: 'aboveMine', rate: '2.00' } });
    // Below my second tier's thresholds I earn 0.50 %, so a first tier at 0.80 % would pay more than I get.
    expect(checkOffer('DAILY_SALARY', daily([{ rate: '0.80' }]), OWN_DAILY)).toEqual({ 'tiers.0.rate': { kind: 'aboveMine', rate: '0.50' } });
    expect(checkOffer('DAILY_SALARY', daily([{ rate: '0.50' }, { dailyBetAmount: '10000', activeMembers: '5', rate: '1.00' }]), OWN_DAILY)).toEqual({});
    // Reaching only one of my second tier's thresholds is not enough for its rate.
    expect(checkOffer('DAILY_SALARY', daily([{ rate: '0.50' }, { dailyBetAmount: '20000', rate: '0.90' }]), OWN_DAILY)).toEqual({
      'tiers.1.rate': { kind: 'aboveMine', rate: '0.50' },
    });
  });

  it('refuses real-time rates above my own', () => {
    const ceiling: ContractCeiling = { source: 'PLATFORM', tiers: [], realtime: { profitSalaryRate: '1.00', lossSalaryRate: '0.50', singleBetAmount: '0.00' } };
    const draft: OfferDraft = { ...emptyDraft('REALTIME_SALARY'), downlineAccount: 'sub1', realtime: { profitSalaryRate: '1.00', lossSalaryRate: '0.60', singleBetAmount: '10' } };
    expect(checkOffer('REALTIME_SALARY', draft, ceiling)).toEqual({ 'realtime.lossSalaryRate': { kind: 'aboveMine', rate: '0.50' } });
  });

  it('refuses a real-time minimum bet below my own (it would pay on bets that pay me nothing)', () => {
    const ceiling: ContractCeiling = { source: 'CONTRACT', tiers: [], realtime: { profitSalaryRate: '1.00', lossSalaryRate: '0.50', singleBetAmount: '10.00' } };
    const draft: OfferDraft = { ...emptyDraft('REALTIME_SALARY'), downlineAccount: 'sub1', realtime: { profitSalaryRate: '0.50', lossSalaryRate: '0.50', singleBetAmount: '5' } };
    expect(checkOffer('REALTIME_SALARY', draft, ceiling)).toEqual({ 'realtime.singleBetAmount': { kind: 'belowMyMinimum', amount: '10.00' } });
    expect(checkOffer('REALTIME_SALARY', { ...draft, realtime: { ...draft.realtime, singleBetAmount: '10' } }, ceiling)).toEqual({});
  });

  it('needs a dividend period', () => {
    const draft: OfferDraft = { ...emptyDraft('DIVIDEND'), downlineAccount: 'sub1', tiers: [{ periodValidBet: '', periodProfitLoss: '', activeMembers: '', dailyBetAmount: '', hourlyBetAmount: '', rate: '10' }] };
    const ceiling: ContractCeiling = { ...PLATFORM_DAILY, tiers: [{ ...PLATFORM_DAILY.tiers[0]!, rate: '50.00' }] };
    expect(checkOffer('DIVIDEND', draft, ceiling)).toEqual({ period: { kind: 'required' } });
    expect(checkOffer('DIVIDEND', { ...draft, period: 'WEEKLY' }, ceiling)).toEqual({});
  });

  it('reads the rate my own terms pay at a tier', () => {
    const tier = { periodValidBet: '0.00', periodProfitLoss: '0.00', activeMembers: 5, dailyBetAmount: '10000.00', hourlyBetAmount: '0.00', rate: '1.00' };
    expect(ceilingRateAt(OWN_DAILY, tier)).toBe(100);
    expect(ceilingRateAt(OWN_DAILY, { ...tier, activeMembers: 4 })).toBe(50);
    expect(ceilingRateAt({ ...OWN_DAILY, tiers: [OWN_DAILY.tiers[1]!] }, { ...tier, activeMembers: 4 })).toBe(0);
  });
});
