import { callApi, queryClient, useQuery, useSession } from '@site/shared';
import type { ActiveBonus } from '@site/shared/contract/rewards/bonus';

/** How often the notice reads the wagering left while a game is open (rounds settle meanwhile). */
export const ACTIVE_BONUS_POLL_MS = 30_000;

/** The member's cash and bonus balances and the wagering left, for the notice above a game. */
export function useActiveBonus(enabled: boolean) {
  const session = useSession();
  return useQuery(
    {
      queryKey: ['active-bonus', session?.token ?? null],
      queryFn: (): Promise<ActiveBonus> => callApi('GET /wps/member/bonus/active'),
      enabled: enabled && session !== null,
      // Every visit of a game reads it again: a bonus may have been released or forfeited since.
      staleTime: 0,
      refetchInterval: ACTIVE_BONUS_POLL_MS,
      retry: false,
    },
    queryClient,
  );
}
