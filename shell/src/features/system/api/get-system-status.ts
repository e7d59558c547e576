import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryClient, type SystemStatusValue } from '@site/shared';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restriction. */
export function fetchSystemStatus(): Promise<SystemStatusValue> {
  return apiGet<SystemStatusValue>('/wps/system/status');
}

export const systemStatusQuery = () => queryOptions({ queryKey: ['system-status'], queryFn: fetchSystemStatus });

export function useSystemStatus() {
  return useQuery(systemStatusQuery(), queryClient);
}
