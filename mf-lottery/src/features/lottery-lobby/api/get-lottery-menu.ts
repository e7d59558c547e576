import { callApi, getLanguage, getMerchantConfig, queryClient, queryOptions, useQuery } from '@site/shared';
import type { LotteryPrizeMode } from '@site/shared/contract/lottery';
import { timedGet } from '../../../kit/server-clock';
import { lobbyKeys } from './lobby-keys';

/** GET /lgw/vn/games/game_menu: every lottery by menu tag, timed (the refresh timer needs the round trip). */
export function fetchLotteryMenu(prizeMode: LotteryPrizeMode) {
  return timedGet(() => callApi('GET /lgw/vn/games/game_menu', { query: { prizeMode, device: getMerchantConfig().device, language: getLanguage() } }));
}

/** The menu's query; the lobby's refresh timer decides when to ask again, so it never goes stale by itself. */
export function lotteryMenuQuery(prizeMode: LotteryPrizeMode | null, language: string) {
  return queryOptions({
    queryKey: lobbyKeys.menu(prizeMode ?? '', language),
    queryFn: () => fetchLotteryMenu(prizeMode!),
    enabled: prizeMode !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useLotteryMenu(prizeMode: LotteryPrizeMode | null) {
  return useQuery(lotteryMenuQuery(prizeMode, getLanguage()), queryClient);
}

/** Asks for the menu before the lobby's code has arrived (the lobby then finds it in flight or answered). */
export function prefetchLotteryMenu(prizeMode: LotteryPrizeMode): void {
  void queryClient.prefetchQuery(lotteryMenuQuery(prizeMode, getLanguage()));
}
