import { apiGet, queryClient, useQuery } from '@site/shared';
import type { MatchedOffer } from '@site/shared/contract/member';
import { matchedKeys } from './matched-keys';

/** GET /wps/member/matched/offer: the largest amount other members' withdrawals can take now. */
export function useMatchedOffer() {
  return useQuery({ queryKey: matchedKeys.offer, queryFn: () => apiGet<MatchedOffer>('/wps/member/matched/offer') }, queryClient);
}
