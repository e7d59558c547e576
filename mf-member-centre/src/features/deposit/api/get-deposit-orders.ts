import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { DepositOrder, DepositOrderPage } from '@site/shared/contract/member';
import { depositKeys } from './deposit-keys';

/** How often the list looks again while a gateway payment may be under way in another window. */
export const GATEWAY_POLL_MS = 4000;
/** How often it looks again while only bank transfers wait: an operator decides those, in minutes rather than seconds. */
export const BANK_POLL_MS = 15_000;

/** One page (15) of the member's orders, newest first. */
export function fetchDepositOrders(pageNo: number): Promise<DepositOrderPage> {
  return callApi('GET /wps/member/deposit/orders', { query: { pageNo } });
}

/**
 * Whether (and how often) to read the list again: while an order is decided elsewhere (paid in the
 * gateway's window, confirmed by an operator) the page follows it, so the member sees the credit
 * and the header balance rise without reloading; once nothing waits, it stops.
 */
export function ordersPollInterval(orders: readonly DepositOrder[] | undefined): number | false {
  const pending = orders?.filter((order) => order.state === 'PENDING') ?? [];
  if (pending.some((order) => order.channel === 'DEMO_GATEWAY')) return GATEWAY_POLL_MS;
  return pending.length > 0 ? BANK_POLL_MS : false;
}

export function useDepositOrders(pageNo: number) {
  return useQuery(
    {
      queryKey: depositKeys.orders(pageNo),
      queryFn: () => fetchDepositOrders(pageNo),
      placeholderData: keepPreviousData,
      // Opening the page shows the orders as they are now, not as they were when last seen.
      refetchOnMount: 'always',
      // So does coming back to the window (the member paid, or asked support, in another tab).
      refetchOnWindowFocus: 'always',
      refetchInterval: (query) => ordersPollInterval(query.state.data?.list),
    },
    queryClient,
  );
}
