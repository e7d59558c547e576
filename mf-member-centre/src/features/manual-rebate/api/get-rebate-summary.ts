import { callApi, queryClient, useBusEvent, useQuery } from '@site/shared';
import type { RebateSummary } from '@site/shared/contract/rewards/rebate';
import { rebateKeys } from './rebate-keys';

/** What has accrued since the last claim, per game type, and whether a claim would pay now. */
export function fetchRebateSummary(): Promise<RebateSummary> {
  return callApi('GET /wps/member/rebate');
}

/** Read each time the page opens and after any move of the member's money (a settled round accrues). */
export function useRebateSummary() {
  useBusEvent('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: rebateKeys.summary }));
  return useQuery({ queryKey: rebateKeys.summary, queryFn: fetchRebateSummary, staleTime: 0 }, queryClient);
}
