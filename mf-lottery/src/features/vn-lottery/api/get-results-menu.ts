import { callApi, queryClient, useQuery } from '@site/shared';
import { timedGet } from '../../../kit/server-clock';
import { vnLotteryKeys } from './vn-lottery-keys';

/**
 * GET /lgw/vn/games/game_menu: every lottery's current issue, that is its next draw (the one on
 * sale, or locked and about to draw), and the fast lotteries the page offers.
 */
export function useResultsMenu() {
  return useQuery(
    {
      queryKey: vnLotteryKeys.menu,
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/games/game_menu', { query: {} }))).value,
      // The page also asks again just after a draw it counts down to.
      refetchInterval: 60_000,
    },
    queryClient,
  );
}
