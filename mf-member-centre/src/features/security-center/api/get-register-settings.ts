import { callApi, queryClient, useQuery } from '@site/shared';

/** The login forms' cache entry too: the site's password rule is part of the register settings. */
export const REGISTER_SETTINGS_QUERY_KEY = ['register-settings'] as const;

/** The site's field rules. */
export function useRegisterSettings() {
  return useQuery({ queryKey: REGISTER_SETTINGS_QUERY_KEY, queryFn: () => callApi('GET /wps/system/setting/register'), staleTime: 5 * 60_000 }, queryClient);
}
