import { apiGet, getLanguage, getMerchantConfig, queryClient, queryKeys, type AnnouncementsValue, useQuery } from '@site/shared';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements, under the shared key the shell fills at start, so the
 * greeting reuses the page's answer instead of asking again.
 */
export function fetchAnnouncements(): Promise<AnnouncementsValue> {
  const { announcementTypes, announcementExecution } = getMerchantConfig();
  return apiGet<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements', {
    types: announcementTypes.join(','),
    platform: 'W',
    execution: announcementExecution,
  });
}

export function useAnnouncements(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.announcements(getLanguage()), queryFn: fetchAnnouncements, enabled }, queryClient);
}
