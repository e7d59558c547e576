import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryClient, type SystemStatusValue } from '@site/shared';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restriction. */
export function fetchSystemStatus(): Promise<SystemStatusValue> {
  return apiGet<SystemStatusValue>('/wps/system/status');
}

declare global {
  interface Window {
    /** The status the server inlined into index.html for this visitor (deploy/server). */
    __SITE_STATUS__?: SystemStatusValue;
  }
}

/**
 * The server inlines the visitor's status into index.html, so the first paint already shows the
 * right whole-app screen (maintenance, region-blocked); the call then only refreshes it.
 */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system-status'],
    queryFn: fetchSystemStatus,
    initialData: typeof window !== 'undefined' ? window.__SITE_STATUS__ : undefined,
    initialDataUpdatedAt: 0,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQuery(), queryClient);
}
