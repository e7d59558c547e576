import { callApi, queryClient, useQuery } from '@site/shared';
import { matchedKeys } from './matched-keys';

/** The largest amount other members' withdrawals can take now. */
export function useMatchedOffer() {
  return useQuery({ queryKey: matchedKeys.offer, queryFn: () => callApi('GET /wps/member/matched/offer', { query: {} }) }, queryClient);
}
