import {
  fetchGameMenus,
  fetchVendorLanes,
  getLanguage,
  getMerchantConfig,
  queryClient,
  queryKeys,
  siteVendorLanes,
  type FirstData,
} from '@site/shared';
import { announcementsQuery } from '../features/announcements/api/get-announcements';
import { permissionQuery } from '../features/system/api/get-permission';
import { systemStatusQuery } from '../features/system/api/get-system-status';

declare global {
  interface Window {
    __FIRST_DATA__?: FirstData;
  }
}

/**
 * Put what the server inlined into index.html (banners, notices, game types, providers) into the
 * query cache before the first render, so that render paints them without a request. Only what
 * answers the very calls this page would make: the same language, and for announcements the same
 * types and execution.
 */
export function seedFirstData(first: FirstData | undefined = window.__FIRST_DATA__): void {
  const lang = getLanguage();
  if (!first || first.lang !== lang) return;
  const config = getMerchantConfig();
  const announcements = first.announcements;
  if (announcements && announcements.types === config.announcementTypes.join(',') && announcements.execution === config.announcementExecution) {
    queryClient.setQueryData(announcementsQuery(lang).queryKey, announcements.value);
  }
  if (first.gameMenus) queryClient.setQueryData(queryKeys.gameMenus(lang), first.gameMenus);
  if (first.vendorLanes) queryClient.setQueryData(queryKeys.vendorLanes(lang), siteVendorLanes(first.vendorLanes));
}

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
