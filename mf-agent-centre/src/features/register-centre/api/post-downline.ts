import { callSealedApi } from '@site/shared';
import type { CreateDownlineRequest, CreateDownlineValue } from '@site/shared/contract/agents';

/** POST /wps/agent/team/members: a new direct downline (member or sub-agent); sealed, it carries a password. */
export function postDownline(request: CreateDownlineRequest): Promise<CreateDownlineValue> {
  return callSealedApi('POST /wps/agent/team/members', { body: request });
}
