import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { AgentOverview, AgentRangeQuery } from '@site/shared/contract/agents';

export const overviewKeys = { all: ['agent-overview'] as const, of: (query: AgentRangeQuery | null) => ['agent-overview', query] as const };

/** GET /wps/agent/overview: the team's figures over one period. */
export function fetchOverview(query: AgentRangeQuery): Promise<AgentOverview> {
  return callApi('GET /wps/agent/overview', { query });
}

/** Read again each time the page opens; the previous period's figures stay while the next load. Waits while the period is invalid. */
export function useOverview(query: AgentRangeQuery | null) {
  return useQuery(
    { queryKey: overviewKeys.of(query), queryFn: () => fetchOverview(query!), enabled: query !== null, staleTime: 0, placeholderData: keepPreviousData },
    queryClient,
  );
}
