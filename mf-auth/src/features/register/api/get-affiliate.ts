import { callApi, queryClient, type AffiliateValue, useQuery } from '@site/shared';

export const affiliateQueryKey = (code: string, domain: string) => ['affiliate', code, domain] as const;

/** A valid invitation code names its agent; else AFFILIATE_INVALID. */
export function fetchAffiliate(code: string, domain: string): Promise<AffiliateValue> {
  return callApi('GET /wps/agent/affiliate', { query: { code, domain } });
}

/** The check of the invitation code the page address carries (none when `code` is null). */
export function useAffiliateCheck(code: string | null, domain: string) {
  return useQuery(
    {
      queryKey: affiliateQueryKey(code ?? '', domain),
      queryFn: () => fetchAffiliate(code ?? '', domain),
      enabled: code !== null,
      // A refused code stays refused; asking again would only delay showing the field.
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
}
