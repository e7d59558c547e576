import { callApi, queryClient, useQuery } from '@site/shared';
import type { TeamMember } from '@site/shared/contract/agents';
import { contractKeys } from './contract-keys';

/** Pages read at most (300 direct downlines): the offer form lists the agents among them to choose from. */
const MAX_PAGES = 20;

/**
 * The agent's direct downline agents (a contract links an agent to one of those only), from the
 * team list: every page of direct downlines, members left out.
 */
export async function fetchDirectAgents(): Promise<TeamMember[]> {
  const agents: TeamMember[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const page = await callApi('GET /wps/agent/team/members', { query: { scope: 'direct', pageNo } });
    agents.push(...page.list.filter((member) => member.isAgent));
    if (page.pageNo >= page.totalPages) break;
  }
  return agents;
}

export function useDirectAgents(enabled: boolean) {
  return useQuery({ queryKey: contractKeys.directAgents, queryFn: fetchDirectAgents, enabled, staleTime: 0 }, queryClient);
}
