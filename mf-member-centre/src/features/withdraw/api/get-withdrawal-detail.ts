import { callApi, queryClient, useQuery } from '@site/shared';
import { isOpenWithdrawal, WITHDRAWAL_POLL_MS } from './get-withdrawals';
import { withdrawKeys } from './withdraw-keys';

/** The order with its slices, received and remaining. */
export function useWithdrawalDetail(orderNo: string) {
  return useQuery(
    {
      queryKey: withdrawKeys.detail(orderNo),
      queryFn: () => callApi('GET /wps/member/withdrawal/:orderNo', { params: { orderNo } }),
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => (query.state.data && isOpenWithdrawal(query.state.data.state) ? WITHDRAWAL_POLL_MS : false),
    },
    queryClient,
  );
}
