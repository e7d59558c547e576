import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { TeamBetsQuery, TeamBetsValue } from '@site/shared/contract/agents';

export const teamBetKeys = { of: (query: TeamBetsQuery | null) => ['agent-team-bets', query] as const };

/** GET /wps/agent/team/bets: the team's real-money rounds (lottery bets included) with the totals of every page. */
export function fetchTeamBets(query: TeamBetsQuery): Promise<TeamBetsValue> {
  return callApi('GET /wps/agent/team/bets', { query });
}

/** The previous page stays on screen while the next loads; waits while the period is invalid. */
export function useTeamBets(query: TeamBetsQuery | null) {
  return useQuery({ queryKey: teamBetKeys.of(query), queryFn: () => fetchTeamBets(query!), enabled: query !== null, staleTime: 0, placeholderData: keepPreviousData }, queryClient);
}
