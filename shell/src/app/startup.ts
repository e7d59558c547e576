import { fetchGameMenus, fetchVendorLanes, getLanguage, queryClient, queryKeys } from '@site/shared';
import { announcementsQuery } from '../features/announcements/api/get-announcements';
import { permissionQuery } from '../features/system/api/get-permission';
import { systemStatusQuery } from '../features/system/api/get-system-status';

/**
 * Start every start-up call at once, before React renders, into the shared query cache: status,
 * permission (which carries the white-label tree), announcements, game menus, vendor lanes. Components then read them from
 * the cache (same keys), so each call is made once per page and none waits for another.
 */
export function prefetchStartupData(): void {
  const lang = getLanguage();
  void queryClient.prefetchQuery(systemStatusQuery());
  void queryClient.prefetchQuery(permissionQuery());
  void queryClient.prefetchQuery(announcementsQuery(lang));
  void queryClient.prefetchQuery({ queryKey: queryKeys.gameMenus(lang), queryFn: fetchGameMenus });
  void queryClient.prefetchQuery({ queryKey: queryKeys.vendorLanes(lang), queryFn: fetchVendorLanes });
}
