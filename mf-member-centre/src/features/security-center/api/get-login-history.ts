import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { LoginHistoryPage } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** One page of the member's sign-ins (last 30 days, 15 a page). */
export function fetchLoginHistory(pageNo: number): Promise<LoginHistoryPage> {
  return callApi('GET /wps/member/account/login-history', { query: { pageNo } });
}

export function useLoginHistory(pageNo: number) {
  return useQuery({ queryKey: accountKeys.loginHistory(pageNo), queryFn: () => fetchLoginHistory(pageNo), placeholderData: keepPreviousData }, queryClient);
}
