import { callApi, queryClient, useQuery } from '@site/shared';
import type { ExclusionState } from '@site/shared/contract/protection/exclusion';
import { exclusionKeys } from './exclusion-keys';

/** The member's time-out or self-exclusion in force, if any. */
export function fetchExclusionState(): Promise<ExclusionState> {
  return callApi('GET /wps/member/protection/exclusion');
}

/** Read each time the section shows: an exclusion ends on the server's clock, not the page's. */
export function useExclusionState() {
  return useQuery({ queryKey: exclusionKeys.state, queryFn: fetchExclusionState, staleTime: 0 }, queryClient);
}
