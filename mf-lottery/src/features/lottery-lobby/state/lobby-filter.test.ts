import type { LotteryItem, LotteryMenu } from '@site/shared/contract/lottery';
import { applyFilter, foldName, shownDigits, tabItems } from './lobby-filter';

function item(gameId: string, remark: string, drawDayOfWeek = '1,2,3,4,5,6,7', gameMenuTag: LotteryItem['gameMenuTag'] = 'SOUTH'): LotteryItem {
  return {
    gameId,
    gameMenuTag,
    remark,
    numero: '20261123-0001',
    remainTime: 60,
    lockTime: 900,
    drawDayOfWeek,
    winningTime: '2026-11-23T09:15:00.000Z',
    lockAt: '2026-11-23T09:00:00.000Z',
    openNumber: '',
    lastNumero: null,
    intervalSeconds: null,
    accountType: 'TCG_LOTTO_VN',
  };
}

const HCM = item('VN_HCM', 'TP. Hồ Chí Minh', '2,7');
const DL = item('VN_DL', 'Đà Lạt', '1');
const MB = item('VN_MB', 'Miền Bắc', '1,2,3,4,5,6,7', 'NORTH');
const menu: LotteryMenu = {
  serverTime: 0,
  menus: [
    { tag: 'NORTH', gameMenus: [MB] },
    { tag: 'SOUTH', gameMenus: [HCM, DL] },
  ],
};

describe('lobby filters', () => {
  it('matches names without case or tone marks', () => {
    expect(foldName('Đà Lạt')).toBe('da lat');
    expect(applyFilter([HCM, DL, MB], { weekday: 'all', search: 'da lat' })).toEqual([DL]);
    expect(applyFilter([HCM, DL, MB], { weekday: 'all', search: 'MIỀN' })).toEqual([MB]);
  });

  it('keeps the lotteries drawing on the chosen weekday', () => {
    expect(applyFilter([HCM, DL, MB], { weekday: 1, search: '' })).toEqual([DL, MB]);
    expect(applyFilter([HCM, DL, MB], { weekday: 7, search: '' })).toEqual([HCM, MB]);
    expect(applyFilter([HCM, DL, MB], { weekday: 'all', search: '' })).toEqual([HCM, DL, MB]);
  });

  it('shows a menu tag its own lotteries, and lists in their order with the menu data', () => {
    const sources = { menu, hot: [{ ...DL, remainTime: 5 }, item('GONE', 'Gone')], recent: undefined, favourites: ['VN_MB', 'NOT_OFFERED'] };
    expect(tabItems('SOUTH', sources)).toEqual([HCM, DL]);
    // Hot keeps its order; the menu's fresher data wins; one the menu lacks keeps its own.
    expect(tabItems('hot', sources).map((entry) => [entry.gameId, entry.remainTime])).toEqual([
      ['VN_DL', 60],
      ['GONE', 60],
    ]);
    expect(tabItems('favourites', sources)).toEqual([MB]);
    expect(tabItems('recent', sources)).toEqual([]);
  });

  it('shows at most the last 6 digits of an open number', () => {
    expect(shownDigits('1234567')).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(shownDigits('04512')).toEqual(['0', '4', '5', '1', '2']);
    expect(shownDigits('')).toEqual([]);
  });
});
