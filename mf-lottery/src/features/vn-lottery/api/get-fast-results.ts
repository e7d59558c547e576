import { callApi, queryClient, useQuery } from '@site/shared';
import { timedGet } from '../../../kit/server-clock';
import { vnLotteryKeys } from './vn-lottery-keys';

/** How many of a fast lottery's latest draws the page shows. */
export const FAST_RESULTS_COUNT = 10;

/** GET /lgw/vn/numeros/opened/game: a fast lottery's latest drawn issues, newest first, with their seeds. */
export function useFastResults(gameId: string | null) {
  return useQuery(
    {
      queryKey: vnLotteryKeys.fastResults(gameId ?? ''),
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/numeros/opened/game', { query: { gameId: gameId!, count: FAST_RESULTS_COUNT } }))).value.list,
      enabled: gameId !== null,
      refetchInterval: 60_000,
    },
    queryClient,
  );
}
