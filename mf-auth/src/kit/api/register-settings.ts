import { callApi, queryClient, type RegisterSettingsValue, useQuery } from '@site/shared';

/**
 * One cache entry per page: registration, password recovery and the password change all read the
 * site's field rules (the password rule among them) from the register settings.
 */
export const REGISTER_SETTINGS_QUERY_KEY = ['register-settings'] as const;

/** The site's field rules. */
export function fetchRegisterSettings(): Promise<RegisterSettingsValue> {
  return callApi('GET /wps/system/setting/register');
}

/** Starts reading the field rules unless this page has them, so a form opening next finds them there or on the way. */
export function prefetchRegisterSettings(): void {
  void queryClient.ensureQueryData({ queryKey: REGISTER_SETTINGS_QUERY_KEY, queryFn: fetchRegisterSettings }).catch(() => undefined);
}

export function useRegisterSettings() {
  return useQuery({ queryKey: REGISTER_SETTINGS_QUERY_KEY, queryFn: fetchRegisterSettings }, queryClient);
}
