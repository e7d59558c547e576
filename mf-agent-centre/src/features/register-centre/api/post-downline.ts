import { apiPost } from '@site/shared';
import type { CreateDownlineRequest, CreateDownlineValue } from '@site/shared/contract/agents';

/** POST /wps/agent/team/members: a new direct downline (member or sub-agent). */
export function postDownline(request: CreateDownlineRequest): Promise<CreateDownlineValue> {
  return apiPost<CreateDownlineValue>('/wps/agent/team/members', request);
}
