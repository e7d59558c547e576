import { callApi, queryClient, useQuery } from '@site/shared';
import { timedGet } from '../../../kit/server-clock';
import { bettingKeys } from './betting-keys';

/**
 * GET /lgw/vn/numeros/opened/game (count 1): the lottery's latest drawn issue with its numbers,
 * or null before the first draw. Keyed by the menu's last drawn numero, so a new draw is fetched
 * as soon as the menu reports it.
 */
export function useLastDrawn(gameId: string, lastNumero: string | null) {
  return useQuery(
    {
      queryKey: bettingKeys.lastDrawn(gameId, lastNumero),
      queryFn: async () => (await timedGet(() => callApi('GET /lgw/vn/numeros/opened/game', { query: { gameId, count: 1 } }))).value.list[0] ?? null,
      staleTime: Infinity,
    },
    queryClient,
  );
}
