import { callApi, queryClient, useQuery } from '@site/shared';
import type { AgentNoticesValue } from '@site/shared/contract/agents';

export const noticeKeys = { list: ['agent-notices'] as const };

/** GET /wps/agent/notices: the operator's notices to agents, newest first. */
export function fetchAgentNotices(): Promise<AgentNoticesValue> {
  return callApi('GET /wps/agent/notices');
}

export function useAgentNotices() {
  return useQuery({ queryKey: noticeKeys.list, queryFn: fetchAgentNotices, staleTime: 60_000 }, queryClient);
}
