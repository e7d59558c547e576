import { callApi, getMerchantConfig, queryClient, useQuery } from '@site/shared';
import type { LotteryPrizeMode } from '@site/shared/contract/lottery';
import { LOTTERY_RECENT_MAX } from '@site/shared/contract/lottery/constants';
import { timedGet } from '../../../kit/server-clock';
import { lobbyKeys } from './lobby-keys';

/** GET /lgw/vn/games/game_menu/recent (session): the lotteries the member bet on, latest first (up to 100). */
export function fetchRecent(prizeMode: LotteryPrizeMode) {
  return timedGet(() =>
    callApi('GET /lgw/vn/games/game_menu/recent', { query: { prizeMode, device: getMerchantConfig().device, recentCount: LOTTERY_RECENT_MAX } }),
  );
}

/** Asked for only by a signed-in member (`account`), and again each time the tab is opened. */
export function useRecent(account: string | null, prizeMode: LotteryPrizeMode | null, enabled: boolean) {
  return useQuery(
    {
      queryKey: lobbyKeys.recent(account ?? '', prizeMode ?? ''),
      queryFn: () => fetchRecent(prizeMode!),
      enabled: enabled && account !== null && prizeMode !== null,
      staleTime: 0,
    },
    queryClient,
  );
}
