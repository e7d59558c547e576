import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, queryClient } from '@site/shared';
import type { DepositOrderPage } from '@site/shared/contract/member';
import { depositKeys } from './deposit-keys';

/** How often the list looks again while a gateway payment may be under way in another window. */
const PENDING_POLL_MS = 4000;

/** GET /wps/member/deposit/orders: one page (15) of the member's orders, newest first. */
export function fetchDepositOrders(pageNo: number): Promise<DepositOrderPage> {
  return apiGet<DepositOrderPage>(`/wps/member/deposit/orders?pageNo=${pageNo}`);
}

export function useDepositOrders(pageNo: number) {
  return useQuery(
    {
      queryKey: depositKeys.orders(pageNo),
      queryFn: () => fetchDepositOrders(pageNo),
      placeholderData: keepPreviousData,
      // A gateway order is paid in another window: the list follows it until it is decided.
      refetchInterval: (query) => (query.state.data?.list.some((order) => order.state === 'PENDING' && order.channel === 'DEMO_GATEWAY') ? PENDING_POLL_MS : false),
    },
    queryClient,
  );
}
