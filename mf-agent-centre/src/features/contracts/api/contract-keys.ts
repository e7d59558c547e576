import type { ContractKind } from '@site/shared/contract/agents';

/** Every contract query starts with this key, so an answer to an offer refreshes every kind's page. */
export const contractKeys = {
  all: ['agent-contracts'] as const,
  mine: (kind: ContractKind) => ['agent-contracts', 'mine', kind] as const,
  directAgents: ['agent-contracts', 'direct-agents'] as const,
};
