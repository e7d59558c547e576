import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryClient, type WhiteLabelValue } from '@site/shared';

/** GET /wps/system/whitelabel: the white-label module tree (DIRECTREG3, MANPLAYREB3, …). */
export function fetchWhiteLabel(): Promise<WhiteLabelValue> {
  return apiGet<WhiteLabelValue>('/wps/system/whitelabel');
}

export const whiteLabelQuery = () => queryOptions({ queryKey: ['white-label'], queryFn: fetchWhiteLabel });

export function useWhiteLabel() {
  return useQuery(whiteLabelQuery(), queryClient);
}
