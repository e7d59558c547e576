import { callApi, queryClient, useQuery } from '@site/shared';
import type { LotteryResultsQuery } from '@site/shared/contract/lottery';
import { timedGet } from '../../../kit/server-clock';
import { vnLotteryKeys } from './vn-lottery-keys';

/**
 * GET /lgw/vn/results: the region's issues drawn on that Vietnam date (YYYY-MM-DD). The screen
 * turns it off (`enabled`) on a tab that is not a result region, such as the fast lotteries.
 */
export function useRegionResults(region: string, date: string, enabled = true) {
  return useQuery(
    {
      queryKey: vnLotteryKeys.results(region, date),
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/results', { query: { region: region as LotteryResultsQuery['region'], date } }))).value,
      enabled,
      // Today's regional draws come in during the afternoon: look again now and then while the page is open.
      refetchInterval: 60_000,
    },
    queryClient,
  );
}
