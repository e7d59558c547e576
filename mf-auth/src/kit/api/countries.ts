import { callApi, queryClient, type Country, useQuery } from '@site/shared';

/**
 * One key for the country list on the whole page: every picker (login, registration, forgot
 * password) shares one request. The list does not depend on the language.
 */
export const COUNTRIES_QUERY_KEY = ['countries'] as const;

/** Countries and their dialing codes. */
export function fetchCountries(): Promise<Country[]> {
  return callApi('GET /wps/system/countries');
}

export function useCountries() {
  return useQuery({ queryKey: COUNTRIES_QUERY_KEY, queryFn: fetchCountries, staleTime: Number.POSITIVE_INFINITY }, queryClient);
}
