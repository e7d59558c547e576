import { apiGet, queryClient, useQuery } from '@site/shared';
import type { WithdrawalDetail } from '@site/shared/contract/member';
import { isOpenWithdrawal, WITHDRAWAL_POLL_MS } from './get-withdrawals';
import { withdrawKeys } from './withdraw-keys';

/** GET /wps/member/withdrawal/:orderNo: the order with its slices, received and remaining. */
export function useWithdrawalDetail(orderNo: string) {
  return useQuery(
    {
      queryKey: withdrawKeys.detail(orderNo),
      queryFn: () => apiGet<WithdrawalDetail>(`/wps/member/withdrawal/${encodeURIComponent(orderNo)}`),
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => (query.state.data && isOpenWithdrawal(query.state.data.state) ? WITHDRAWAL_POLL_MS : false),
    },
    queryClient,
  );
}
