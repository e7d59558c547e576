import { apiGet, queryClient, type RegisterSettingsValue, useQuery } from '@site/shared';

/** The same cache entry as the registration form's: the password rule comes from the register settings. */
export const REGISTER_SETTINGS_QUERY_KEY = ['register-settings'] as const;

/** GET /wps/system/setting/register */
export function fetchRegisterSettings(): Promise<RegisterSettingsValue> {
  return apiGet<RegisterSettingsValue>('/wps/system/setting/register');
}

export function useRegisterSettings() {
  return useQuery({ queryKey: REGISTER_SETTINGS_QUERY_KEY, queryFn: fetchRegisterSettings }, queryClient);
}
