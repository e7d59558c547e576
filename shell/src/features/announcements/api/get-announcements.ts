import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, FIRST_DATA_CALLS, getLanguage, getMerchantConfig, queryClient, queryKeys, type AnnouncementsValue } from '@site/shared';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B: notices of
 * the requested types and the banners of every group, in the request's Language.
 */
export function fetchAnnouncements(): Promise<AnnouncementsValue> {
  const { announcementTypes, announcementExecution } = getMerchantConfig();
  const { path, params } = FIRST_DATA_CALLS.announcements;
  return callApi(`GET ${path}`, { query: { types: announcementTypes.join(','), ...params, execution: announcementExecution } });
}

export const announcementsQuery = (lang: string = getLanguage()) =>
  queryOptions({ queryKey: queryKeys.announcements(lang), queryFn: fetchAnnouncements });

export function useAnnouncements() {
  return useQuery(announcementsQuery(getLanguage()), queryClient);
}
