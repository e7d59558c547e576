import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, queryClient, type SystemStatusValue } from '@site/shared';

/** Which whole-site screen to show: 0 normal, 1 maintenance, 2 region restriction. */
export function fetchSystemStatus(): Promise<SystemStatusValue> {
  return callApi('GET /wps/system/status');
}

declare global {
  interface Window {
    /** The status the server inlined into index.html for this visitor (deploy/server). */
    __SITE_STATUS__?: SystemStatusValue;
  }
}

/**
 * The server inlines the visitor's status into index.html, so the first paint already shows the
 * right whole-app screen (maintenance, region-blocked). That answer is as fresh as the page, so it
 * counts as just fetched: the call is made only when it goes stale (or when nothing was inlined).
 */
let inlinedAt = 0;
function inlinedStatus(): SystemStatusValue | undefined {
  const status = typeof window !== 'undefined' ? window.__SITE_STATUS__ : undefined;
  // First seen at start-up, i.e. when the page (and so the status in it) arrived.
  if (status && inlinedAt === 0) inlinedAt = Date.now();
  return status;
}

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: fetchSystemStatus,
    initialData: inlinedStatus(),
    initialDataUpdatedAt: () => inlinedAt,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQuery(), queryClient);
}
