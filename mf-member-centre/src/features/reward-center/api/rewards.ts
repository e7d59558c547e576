import { callApi, keepPreviousData, queryClient, useQuery } from '@site/shared';
import { rewardsEndpoints, type RewardClaimed, type RewardIssue } from '@site/shared/contract/rewards/rewards';
import { fetchRewards, rewardKeys } from '../../../api/reward-list';

export { rewardKeys };

export function useRewards(pageNo: number) {
  return useQuery({ queryKey: rewardKeys.page(pageNo), queryFn: () => fetchRewards(pageNo), placeholderData: keepPreviousData, staleTime: 0 }, queryClient);
}

/** Claims a reward: a raffle ticket through the raffle call (which draws it), money through the centre's. */
export function claimReward(reward: Pick<RewardIssue, 'id' | 'kind'>): Promise<RewardClaimed> {
  return reward.kind === 'RAFFLE_TICKET'
    ? callApi('POST /wps/relay/MCS2_claimRafflePromotion', { body: { id: reward.id } })
    : callApi('POST /wps/member/rewards/claim', { body: { id: reward.id } });
}

/** Where a drawn raffle ticket's public proof is read (the seed's hash, the seed once revealed, the weights). */
export function proofUrl(issueId: string): string {
  return rewardsEndpoints.raffleProof.path.replace(':issueId', encodeURIComponent(issueId));
}
