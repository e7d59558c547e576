import { callApi, queryClient, keepPreviousData, useQuery } from '@site/shared';
import type { TeamTransactionsQuery, TeamTransactionsValue } from '@site/shared/contract/agents';

export const transactionKeys = { all: ['agent-team-transactions'] as const, of: (query: TeamTransactionsQuery | null) => ['agent-team-transactions', query] as const };

/** GET /wps/agent/team/transactions: the team's deposits, withdrawals and transfers. */
export function fetchTeamTransactions(query: TeamTransactionsQuery): Promise<TeamTransactionsValue> {
  return callApi('GET /wps/agent/team/transactions', { query });
}

export function useTeamTransactions(query: TeamTransactionsQuery | null) {
  return useQuery({ queryKey: transactionKeys.of(query), queryFn: () => fetchTeamTransactions(query!), enabled: query !== null, staleTime: 0, placeholderData: keepPreviousData }, queryClient);
}
