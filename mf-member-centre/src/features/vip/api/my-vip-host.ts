import { callApi, queryClient, useQuery, useSession } from '@site/shared';
import type { MyVipHost } from '@site/shared/contract/site';

/** Keyed by token, so one session never sees another member's host. */
export const myVipHostKey = (token: string | null) => ['vip-host', token] as const;

/** The caller's own VIP host (null when none, or below the VIP level). */
export function fetchMyVipHost(): Promise<MyVipHost> {
  return callApi('GET /wps/customerService/vipHost');
}

export function useMyVipHost() {
  const session = useSession();
  return useQuery({ queryKey: myVipHostKey(session?.token ?? null), queryFn: fetchMyVipHost, enabled: session !== null }, queryClient);
}
