import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { WithdrawalState } from '@site/shared/contract/member';
import { withdrawKeys } from './withdraw-keys';

export interface WithdrawalFilter {
  pageNo: number;
  /** '' for every state. */
  state: string;
  startDate: string;
  endDate: string;
}

/**
 * How often the list looks again while a withdrawal is open: waiting for an operator's approval, or
 * being paid by other members. Others decide those, so the page follows them by itself.
 */
export const WITHDRAWAL_POLL_MS = 10_000;

/** Whether a withdrawal in this state may still change without the member doing anything. */
export const isOpenWithdrawal = (state: string): boolean => state === 'PENDING' || state === 'MATCHING';

/** One page (15), newest first. */
export function useWithdrawals(filter: WithdrawalFilter) {
  return useQuery(
    {
      queryKey: withdrawKeys.list(filter),
      queryFn: () =>
        callApi('GET /wps/member/withdrawal/list', {
          query: {
            pageNo: filter.pageNo,
            startDate: filter.startDate,
            endDate: filter.endDate,
            // The filter's choices are the withdrawal states; '' is every state.
            ...(filter.state ? { state: filter.state as WithdrawalState } : {}),
          },
        }),
      placeholderData: keepPreviousData,
      // Opening the page, or coming back to the window, shows the withdrawals as they are now.
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => (query.state.data?.list.some((row) => isOpenWithdrawal(row.state)) ? WITHDRAWAL_POLL_MS : false),
    },
    queryClient,
  );
}
