import { useQuery } from '@tanstack/react-query';
import { callApi, getLanguage, useSession, type CustomerServiceEntry } from '@site/shared';

/** Keyed by token and language, so one session never sees another's entries. */
export const customerServiceKey = (token: string | null, language: string) => ['customer-service', token, language] as const;

/** The entries the caller may see (the platform decides by the session and the page language). */
export function fetchCustomerService(): Promise<CustomerServiceEntry[]> {
  return callApi('GET /wps/customerService/entries');
}

/**
 * The entries to show. The site configuration (`fromSite`) carries a visitor's entries for an
 * English page (the server reads it once for every visitor, with no language). A member's are
 * asked for with the session, since they depend on the member's VIP level (the VIP channel
 * instead of live chat from level 5), and a visitor's in another language are asked for too,
 * since entries may be limited to languages. Until that answer arrives `fromSite` shows.
 */
export function useCustomerService(fromSite: readonly CustomerServiceEntry[] | undefined): readonly CustomerServiceEntry[] | undefined {
  const session = useSession();
  const language = getLanguage();
  const { data } = useQuery({
    queryKey: customerServiceKey(session?.token ?? null, language),
    queryFn: fetchCustomerService,
    enabled: session !== null || language !== 'en',
    staleTime: 60_000,
  });
  return data ?? fromSite;
}
