import { apiGet, queryClient, useQuery } from '@site/shared';
import type { WithdrawalDetail } from '@site/shared/contract/member';
import { withdrawKeys } from './withdraw-keys';

/** GET /wps/member/withdrawal/:orderNo: the order with its slices, received and remaining. */
export function useWithdrawalDetail(orderNo: string) {
  return useQuery(
    {
      queryKey: withdrawKeys.detail(orderNo),
      queryFn: () => apiGet<WithdrawalDetail>(`/wps/member/withdrawal/${encodeURIComponent(orderNo)}`),
      refetchInterval: (query) => (query.state.data?.state === 'MATCHING' ? 10_000 : false),
    },
    queryClient,
  );
}
