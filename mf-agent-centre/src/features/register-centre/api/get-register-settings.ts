import { callApi, queryClient, type RegisterSettingsValue, useQuery } from '@site/shared';
import { registerKeys } from './register-keys';

/** The site's field rules, which a new downline's account and password follow too. */
export function fetchRegisterSettings(): Promise<RegisterSettingsValue> {
  return callApi('GET /wps/system/setting/register');
}

export function useRegisterSettings() {
  return useQuery({ queryKey: registerKeys.settings, queryFn: fetchRegisterSettings, staleTime: 5 * 60_000 }, queryClient);
}
