import { apiGet, queryClient, type RegisterSettingsValue, useQuery } from '@site/shared';

/** The login forms' cache entry too: the site's password rule is part of the register settings. */
export const REGISTER_SETTINGS_QUERY_KEY = ['register-settings'] as const;

/** GET /wps/system/setting/register */
export function useRegisterSettings() {
  return useQuery({ queryKey: REGISTER_SETTINGS_QUERY_KEY, queryFn: () => apiGet<RegisterSettingsValue>('/wps/system/setting/register'), staleTime: 5 * 60_000 }, queryClient);
}
