import { useQuery } from '@tanstack/react-query';
import { callApi, getLanguage, useSession, type CustomerServiceEntry } from '@site/shared';

/** Keyed by token and language, so one session never sees another's entries. */
export const customerServiceKey = (token: string | null, language: string) => ['customer-service', token, language] as const;

/** The entries the caller may see (the platform decides by the session and the page language). */
export function fetchCustomerService(): Promise<CustomerServiceEntry[]> {
  return callApi('GET /wps/customerService/entries');
}

/**
 * The entries to show: a visitor's come with the site configuration (`fromSite`); a member's are
 * asked for with the session, since they depend on the member's VIP level (the VIP channel
 * instead of live chat from level 5). Until that answer arrives the visitor's entries show.
 */
export function useCustomerService(fromSite: readonly CustomerServiceEntry[] | undefined): readonly CustomerServiceEntry[] | undefined {
  const session = useSession();
  const language = getLanguage();
  const { data } = useQuery({
    queryKey: customerServiceKey(session?.token ?? null, language),
    queryFn: fetchCustomerService,
    enabled: session !== null,
    staleTime: 60_000,
  });
  return session !== null && data ? data : fromSite;
}
