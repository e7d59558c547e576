import { callApi, queryClient, useQuery } from '@site/shared';
import type { LotteryItem, LotteryMenu } from '@site/shared/contract/lottery';
import { clockStore, timedGet } from '../../../kit/server-clock';
import { bettingKeys } from './betting-keys';

/** The longest the view trusts the current issue without asking: an operator may move or cancel it. */
export const MENU_REFRESH_CAP_MS = 10_000;
/** Asked again just after a lock or a draw, once the platform has moved the issue on. */
const AFTER_EVENT_MS = 1_000;

/**
 * When to ask for the current issue again: just after its lock or its draw, whichever comes
 * first, and at least every MENU_REFRESH_CAP_MS.
 */
export function menuRefreshDelay(item: Pick<LotteryItem, 'lockAt' | 'winningTime'> | undefined, serverNow: number): number {
  if (!item) return MENU_REFRESH_CAP_MS;
  const upcoming = [Date.parse(item.lockAt), Date.parse(item.winningTime)].filter((at) => Number.isFinite(at) && at > serverNow);
  const next = upcoming.length > 0 ? Math.min(...upcoming) - serverNow + AFTER_EVENT_MS : MENU_REFRESH_CAP_MS;
  return Math.min(MENU_REFRESH_CAP_MS, Math.max(AFTER_EVENT_MS, next));
}

/** GET /lgw/vn/games/game_menu, reduced to the one lottery: its name and current issue (null when there is none). */
export function useLotteryItem(gameId: string) {
  return useQuery(
    {
      queryKey: bettingKeys.menu,
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/games/game_menu', { query: {} }))).value,
      select: (menu: LotteryMenu): LotteryItem | null => menu.menus.flatMap((group) => group.gameMenus).find((item) => item.gameId === gameId) ?? null,
      staleTime: 0,
      refetchInterval: (query) => {
        const item = query.state.data?.menus.flatMap((group) => group.gameMenus).find((entry) => entry.gameId === gameId);
        return menuRefreshDelay(item, clockStore.now());
      },
    },
    queryClient,
  );
}
