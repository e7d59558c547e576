import { apiGet, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { LoginHistoryPage } from '@site/shared/contract/member';
import { accountKeys } from './account-keys';

/** GET /wps/member/account/login-history?pageNo= (last 30 days, 15 a page). */
export function fetchLoginHistory(pageNo: number): Promise<LoginHistoryPage> {
  return apiGet<LoginHistoryPage>('/wps/member/account/login-history', { pageNo });
}

export function useLoginHistory(pageNo: number) {
  return useQuery({ queryKey: accountKeys.loginHistory(pageNo), queryFn: () => fetchLoginHistory(pageNo), placeholderData: keepPreviousData }, queryClient);
}
