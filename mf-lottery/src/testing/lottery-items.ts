import type { LotteryItem, LotteryMenu } from '@site/shared/contract/lottery';

/** A lottery item as the menu answers it, `remainTime` seconds before its sales close at `now`. */
export function lotteryItem(gameId: string, remark: string, extra: Partial<LotteryItem> = {}, now = Date.now()): LotteryItem {
  const remainTime = extra.remainTime ?? 600;
  const lockTime = extra.lockTime ?? 900;
  return {
    gameId,
    gameMenuTag: 'SOUTH',
    remark,
    numero: '20261123-0001',
    remainTime,
    lockTime,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: new Date(now + (remainTime + lockTime) * 1000).toISOString(),
    lockAt: new Date(now + remainTime * 1000).toISOString(),
    openNumber: '',
    lastNumero: null,
    intervalSeconds: null,
    accountType: 'TCG_LOTTO_VN',
    ...extra,
  };
}

/** A menu of the lobby: Miền Bắc daily, two southern provinces (Saturday, Sunday), a fast draw. */
export function lotteryMenu(now = Date.now()): LotteryMenu {
  return {
    serverTime: now,
    menus: [
      { tag: 'NORTH', gameMenus: [lotteryItem('VN_MB', 'Miền Bắc', { gameMenuTag: 'NORTH', openNumber: '04512', lastNumero: '20261122-0001' }, now)] },
      {
        tag: 'SOUTH',
        gameMenus: [
          lotteryItem('VN_HCM', 'TP. Hồ Chí Minh', { drawDayOfWeek: '2,7' }, now),
          lotteryItem('VN_DL', 'Đà Lạt', { drawDayOfWeek: '1', openNumber: '1234567' }, now),
        ],
      },
      { tag: 'FAST', gameMenus: [lotteryItem('FAST_1M', 'Nhanh 1 phút', { gameMenuTag: 'FAST', remainTime: 50, lockTime: 10, intervalSeconds: 60 }, now)] },
    ],
  };
}
