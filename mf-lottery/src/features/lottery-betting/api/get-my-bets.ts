import { callApi, queryClient, useQuery } from '@site/shared';
import { clockStore } from '../../../kit/server-clock';
import { settlementDue } from '../rules/settlement-watch';
import { bettingKeys } from './betting-keys';

/** How often my bets are asked for while a settlement is due. */
export const SETTLEMENT_POLL_MS = 3_000;

/**
 * GET /lgw/vn/bets: the member's latest bets on this lottery (the first page, newest first), so a
 * bet on the issue just drawn stays in view while the next issue is on sale. Asked again every
 * few seconds while a placed bet's draw time has passed and it is not settled yet.
 */
export function useMyBets(gameId: string, { enabled, current }: { enabled: boolean; current: { numero: string; drawAt: number } | null }) {
  return useQuery(
    {
      queryKey: bettingKeys.myBets(gameId),
      queryFn: () => callApi('GET /lgw/vn/bets', { query: { gameId, pageNo: 1 } }),
      enabled,
      staleTime: 0,
      refetchInterval: (query) => (settlementDue(query.state.data?.list ?? [], current, clockStore.now()) ? SETTLEMENT_POLL_MS : false),
    },
    queryClient,
  );
}
