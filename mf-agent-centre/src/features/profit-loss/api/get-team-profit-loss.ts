import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { TeamProfitLossQuery, TeamProfitLossValue } from '@site/shared/contract/agents';

export const profitLossKeys = { of: (query: TeamProfitLossQuery | null) => ['agent-team-profit-loss', query] as const };

/** GET /wps/agent/team/profit-loss: each member's figures over the period, with the totals of every page. */
export function fetchTeamProfitLoss(query: TeamProfitLossQuery): Promise<TeamProfitLossValue> {
  return callApi('GET /wps/agent/team/profit-loss', { query });
}

export function useTeamProfitLoss(query: TeamProfitLossQuery | null) {
  return useQuery({ queryKey: profitLossKeys.of(query), queryFn: () => fetchTeamProfitLoss(query!), enabled: query !== null, staleTime: 0, placeholderData: keepPreviousData }, queryClient);
}
