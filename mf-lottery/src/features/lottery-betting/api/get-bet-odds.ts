import { callApi, queryClient, useQuery } from '@site/shared';
import { timedGet } from '../../../kit/server-clock';
import { bettingKeys } from './betting-keys';

/** GET /lgw/vn/bets/odds: the unit price and each bet type's odds for this lottery. */
export function useBetOdds(gameId: string) {
  return useQuery(
    {
      queryKey: bettingKeys.odds(gameId),
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/bets/odds', { query: { gameId } }))).value,
    },
    queryClient,
  );
}
