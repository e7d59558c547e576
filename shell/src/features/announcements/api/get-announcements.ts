import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, getLanguage, getMerchantConfig, queryClient, queryKeys, type AnnouncementsValue } from '@site/shared';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B: notices of
 * the requested types and the banners of every group, in the request's Language.
 */
export function fetchAnnouncements(): Promise<AnnouncementsValue> {
  const { announcementTypes, announcementExecution } = getMerchantConfig();
  return apiGet<AnnouncementsValue>('/wps/relay/MCSFE_getListAnnouncements', {
    types: announcementTypes.join(','),
    platform: 'W',
    execution: announcementExecution,
  });
}

export const announcementsQuery = (lang: string = getLanguage()) =>
  queryOptions({ queryKey: queryKeys.announcements(lang), queryFn: fetchAnnouncements });

export function useAnnouncements() {
  return useQuery(announcementsQuery(getLanguage()), queryClient);
}
