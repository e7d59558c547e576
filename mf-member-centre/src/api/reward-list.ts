import { callApi, queryClient, useQuery, type Session } from '@site/shared';
import type { RewardPage } from '@site/shared/contract/rewards/rewards';

/**
 * react-query keys of the reward centre: one root, so a claim refreshes every page of it, and the
 * menu's badge reads the first page's entry, so it follows a claim without a call of its own.
 */
export const rewardKeys = {
  all: ['reward-center'] as const,
  page: (pageNo: number) => ['reward-center', pageNo] as const,
};

/** The member's rewards, newest first, 15 a page, with how many are still claimable. */
export function fetchRewards(pageNo: number): Promise<RewardPage> {
  return callApi('GET /wps/member/rewards', { query: { pageNo } });
}

/**
 * The reward centre's badge: rewards issued and not expired, while `session` may use the centre;
 * undefined until loaded. Read afresh each time the centre opens (an operator may have issued one).
 */
export function useClaimableRewards(session: Session | null, enabled: boolean): number | undefined {
  const { data } = useQuery({ queryKey: rewardKeys.page(1), queryFn: () => fetchRewards(1), enabled: enabled && session !== null, staleTime: 0 }, queryClient);
  return data?.claimable;
}
