import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { TeamMembersQuery, TeamMembersValue } from '@site/shared/contract/agents';

/** Every team list starts with this key: a transfer or a new downline refreshes them all. */
export const teamKeys = { all: ['agent-team'] as const, members: (query: TeamMembersQuery) => ['agent-team', 'members', query] as const };

/** GET /wps/agent/team/members: direct downlines, the whole team, or one downline's direct downlines. */
export function fetchTeamMembers(query: TeamMembersQuery): Promise<TeamMembersValue> {
  return callApi('GET /wps/agent/team/members', { query });
}

export function useTeamMembers(query: TeamMembersQuery) {
  return useQuery({ queryKey: teamKeys.members(query), queryFn: () => fetchTeamMembers(query), staleTime: 0, placeholderData: keepPreviousData }, queryClient);
}
