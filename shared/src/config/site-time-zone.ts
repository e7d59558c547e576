import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../../contract/site-day';
import { callApi } from '../api/call-api';
import { queryClient, queryKeys } from '../query/query-client';

/** The site configuration (permission answer) for the host the page is served on: one query the shell and the centres share. */
export const sitePermissionQuery = () =>
  queryOptions({ queryKey: queryKeys.permission(), queryFn: () => callApi('GET /wps/system/permission', { query: { url: window.location.host } }) });

/**
 * The site's time zone, in which "today" and every record or report day is counted (compute days
 * with siteDay and friends). Until the platform has answered, and for a name this browser does
 * not know, the default zone the platform also falls back to.
 */
export function useSiteTimeZone(): string {
  const zone = useQuery(sitePermissionQuery(), queryClient).data?.info?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_SITE_TIME_ZONE;
}
