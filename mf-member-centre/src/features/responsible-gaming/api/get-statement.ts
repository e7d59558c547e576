import { callApi, queryClient, useQuery } from '@site/shared';
import type { Statement, StatementQuery } from '@site/shared/contract/protection/statement';

/** The member's activity statement for a month, a range, or (nothing asked) the last complete month. */
export function fetchStatement(query: StatementQuery): Promise<Statement> {
  return callApi('GET /wps/member/protection/statement', { query });
}

export function useStatement(query: StatementQuery) {
  return useQuery({ queryKey: ['responsible-gaming', 'statement', query], queryFn: () => fetchStatement(query) }, queryClient);
}
