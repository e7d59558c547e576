import { queryClient, useQuery } from '@site/shared';
import type { LotteryOdds } from '@site/shared/contract/lottery';
import { timedGet } from '../../../components/server-clock';
import { bettingKeys } from './betting-keys';

/** GET /lgw/vn/bets/odds: the unit price and each bet type's odds for this lottery. */
export function useBetOdds(gameId: string) {
  return useQuery(
    {
      queryKey: bettingKeys.odds(gameId),
      queryFn: async () => (await timedGet<LotteryOdds>('/lgw/vn/bets/odds', { gameId })).value,
    },
    queryClient,
  );
}
