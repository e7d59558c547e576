import { queryClient, sitePermissionQuery, useQuery } from '@site/shared';

/** Brand, white-label tree, languages, contacts, location, the site's time zone, for the host the site is served on (one query the remotes share). */
export const permissionQuery = sitePermissionQuery;

export function usePermission() {
  return useQuery(permissionQuery(), queryClient);
}
