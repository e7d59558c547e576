import { callApi, queryClient, useBusEvent, keepPreviousData, useQuery } from '@site/shared';
import type { AgentIncomePage, AgentIncomeQuery } from '@site/shared/contract/agents';

export const incomeKeys = { all: ['agent-income'] as const };

/** GET /wps/agent/income: a page of the agent's salary and dividend lines, with the totals of the whole filter. */
export function fetchIncome(query: AgentIncomeQuery): Promise<AgentIncomePage> {
  // Filters left empty are not sent: the platform reads a missing kind or direction as "all".
  const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as AgentIncomeQuery;
  return callApi('GET /wps/agent/income', { query: sent });
}

/**
 * The previous page stays on screen while another page or filter loads, and a money change
 * anywhere on the site (a settlement lands as a wallet change) reads the page again. A custom
 * period still being chosen (not `enabled`) asks for nothing.
 */
export function useIncome(query: AgentIncomeQuery, enabled = true) {
  useBusEvent('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: incomeKeys.all }));
  return useQuery({ queryKey: [...incomeKeys.all, query], queryFn: () => fetchIncome(query), enabled, placeholderData: keepPreviousData, staleTime: 0 }, queryClient);
}
