import { callApi, queryClient, useBusEvent, useQuery } from '@site/shared';
import type { ProtectionState } from '@site/shared/contract/protection/limits';
import { limitsKeys } from './limits-keys';

/** The member's limits with what remains now, the reality-check interval and the prompt's answer. */
export function fetchProtectionState(): Promise<ProtectionState> {
  return callApi('GET /wps/member/protection');
}

/** Read each time a section shows and after money moved: what remains changes with every deposit and bet. */
export function useProtectionState() {
  useBusEvent('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: limitsKeys.state }));
  return useQuery({ queryKey: limitsKeys.state, queryFn: fetchProtectionState, staleTime: 0 }, queryClient);
}
