import { callApi, queryClient, useQuery } from '@site/shared';
import type { ContractConsolidated } from '@site/shared/contract/agents';

/**
 * Under the contract pages' key, so an offer accepted or ended on a contract page reads the flags
 * again (the menu's contract entries depend on the contracts the agent has).
 */
export const consolidatedKey = ['agent-contracts', 'consolidated'] as const;

/** GET /wps/agent/contracts/consolidated: which contract kinds this agent has (1) or not (0). */
export function fetchConsolidatedFlags(): Promise<ContractConsolidated> {
  return callApi('GET /wps/agent/contracts/consolidated');
}

/** Read when the panel opens for an agent, and again each time it opens. */
export function useConsolidatedFlags(enabled: boolean) {
  return useQuery({ queryKey: consolidatedKey, queryFn: fetchConsolidatedFlags, enabled, staleTime: 0, retry: 1 }, queryClient);
}
