import { apiGet, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { WithdrawalPage } from '@site/shared/contract/member';
import { withdrawKeys } from './withdraw-keys';

export interface WithdrawalFilter {
  pageNo: number;
  /** '' for every state. */
  state: string;
  startDate: string;
  endDate: string;
}

/** How often the list looks again while a matched withdrawal is being paid by others. */
const OPEN_POLL_MS = 10_000;

/** GET /wps/member/withdrawal/list: one page (15), newest first. */
export function useWithdrawals(filter: WithdrawalFilter) {
  return useQuery(
    {
      queryKey: withdrawKeys.list(filter),
      queryFn: () =>
        apiGet<WithdrawalPage>('/wps/member/withdrawal/list', {
          pageNo: filter.pageNo,
          startDate: filter.startDate,
          endDate: filter.endDate,
          ...(filter.state ? { state: filter.state } : {}),
        }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.list.some((row) => row.state === 'MATCHING') ? OPEN_POLL_MS : false),
    },
    queryClient,
  );
}
