import { callApi, getLanguage, getMerchantConfig, queryClient, queryKeys, type AnnouncementsValue, useQuery } from '@site/shared';

/**
 * The announcements, under the shared key the shell fills at start, so the
 * greeting reuses the page's answer instead of asking again.
 */
export function fetchAnnouncements(): Promise<AnnouncementsValue> {
  const { announcementTypes, announcementExecution } = getMerchantConfig();
  return callApi('GET /wps/relay/MCSFE_getListAnnouncements', {
    query: { types: announcementTypes.join(','), platform: 'W', execution: announcementExecution },
  });
}

export function useAnnouncements(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.announcements(getLanguage()), queryFn: fetchAnnouncements, enabled }, queryClient);
}
