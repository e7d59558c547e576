import { callApi, getLanguage, getMerchantConfig, queryClient, useQuery } from '@site/shared';
import type { LotteryPrizeMode } from '@site/shared/contract/lottery';
import { LOTTERY_POPULAR_MAX } from '@site/shared/contract/lottery/constants';
import { timedGet } from '../../../kit/server-clock';
import { lobbyKeys } from './lobby-keys';

/** GET /lgw/games/popular: the most bet-on lotteries (up to 20). */
export function fetchPopular(prizeMode: LotteryPrizeMode) {
  return timedGet(() =>
    callApi('GET /lgw/games/popular', { query: { count: LOTTERY_POPULAR_MAX, prizeMode, device: getMerchantConfig().device, language: getLanguage() } }),
  );
}

export function usePopular(prizeMode: LotteryPrizeMode | null, enabled: boolean) {
  const language = getLanguage();
  return useQuery(
    { queryKey: lobbyKeys.popular(prizeMode ?? '', language), queryFn: () => fetchPopular(prizeMode!), enabled: enabled && prizeMode !== null, staleTime: 60_000 },
    queryClient,
  );
}
