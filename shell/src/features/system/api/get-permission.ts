import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryClient, queryKeys, type PermissionValue } from '@site/shared';

/** GET /wps/system/permission?url={host}: brand, white-label tree, languages, contacts, location. */
export function fetchPermission(): Promise<PermissionValue> {
  return apiGet<PermissionValue>('/wps/system/permission', { url: window.location.host });
}

export const permissionQuery = () => queryOptions({ queryKey: queryKeys.permission(), queryFn: fetchPermission });

export function usePermission() {
  return useQuery(permissionQuery(), queryClient);
}
