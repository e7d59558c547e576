import { callApi, keepPreviousData, queryClient, useQuery } from '@site/shared';
import type { RebateHistoryValue } from '@site/shared/contract/rewards/rebate';
import { rebateKeys } from './rebate-keys';

/** The member's claims, newest first, 15 a page. */
export function fetchRebateHistory(pageNo: number): Promise<RebateHistoryValue> {
  return callApi('GET /wps/member/rebate/history', { query: { pageNo } });
}

export function useRebateHistory(pageNo: number) {
  return useQuery({ queryKey: rebateKeys.history(pageNo), queryFn: () => fetchRebateHistory(pageNo), placeholderData: keepPreviousData }, queryClient);
}
