import { queryClient, useQuery } from '@site/shared';
import type { LotteryResultList } from '@site/shared/contract/lottery';
import { timedGet } from '../../../components/server-clock';
import { vnLotteryKeys } from './vn-lottery-keys';

/** GET /lgw/vn/results: the region's issues drawn on that Vietnam date (YYYY-MM-DD). */
export function useRegionResults(region: string, date: string, enabled = true) {
  return useQuery(
    {
      queryKey: vnLotteryKeys.results(region, date),
      queryFn: async () => (await timedGet<LotteryResultList>('/lgw/vn/results', { region, date })).value,
      enabled,
      // Today's regional draws come in during the afternoon: look again now and then while the page is open.
      refetchInterval: 60_000,
    },
    queryClient,
  );
}
