import { bettingPath, readLotteryQuery, resultsPath } from './lottery-query';

describe('readLotteryQuery', () => {
  it('keeps only the parameters the URL carries', () => {
    expect(readLotteryQuery(new URLSearchParams('gameCode=FAST_1M'))).toEqual({ gameCode: 'FAST_1M' });
    expect(readLotteryQuery(new URLSearchParams('gameCode=VN_MB&vendor=TCG_LOTTO_VN&playType=LO2'))).toEqual({
      gameCode: 'VN_MB',
      vendor: 'TCG_LOTTO_VN',
      playType: 'LO2',
    });
  });

  it('treats a blank parameter as absent, and ignores others', () => {
    expect(readLotteryQuery(new URLSearchParams('gameCode=%20&vendor=&tab=x'))).toEqual({});
  });
});

describe('bettingPath', () => {
  it('opens the betting view of one lottery', () => {
    expect(bettingPath('FAST_1M')).toBe('/lottery?gameCode=FAST_1M');
    expect(readLotteryQuery(new URL(bettingPath('VN_HCM'), 'http://x').searchParams)).toEqual({ gameCode: 'VN_HCM' });
  });
});

describe('resultsPath', () => {
  it("opens a fast lottery's latest draws, and a regional one's region on its issue's draw date", () => {
    expect(resultsPath('FAST_3M', 'FAST', '20261123-0241')).toBe('/vnlottery?region=FAST&game=FAST_3M');
    expect(resultsPath('VN_HCM', 'SOUTH', '20261121-0001')).toBe('/vnlottery?region=SOUTH&date=2026-11-21');
    expect(resultsPath('VN_MB', 'NORTH', null)).toBe('/vnlottery?region=NORTH');
  });
});
