import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, queryClient, queryKeys, type PermissionValue } from '@site/shared';

/** Brand, white-label tree, languages, contacts, location, for the host the site is served on. */
export function fetchPermission(): Promise<PermissionValue> {
  return callApi('GET /wps/system/permission', { query: { url: window.location.host } });
}

export const permissionQuery = () => queryOptions({ queryKey: queryKeys.permission(), queryFn: fetchPermission });

export function usePermission() {
  return useQuery(permissionQuery(), queryClient);
}
