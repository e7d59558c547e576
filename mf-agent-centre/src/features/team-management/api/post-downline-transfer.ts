import { callSealedApi } from '@site/shared';
import type { DownlineTransferRequest, DownlineTransferValue } from '@site/shared/contract/agents';

/**
 * POST /wps/agent/team/transfer: from the agent's main wallet to a member of its team, sealed (it
 * carries the payment password). The same requestId moves money once, so a retry after a lost
 * answer is safe.
 */
export function postDownlineTransfer(request: DownlineTransferRequest): Promise<DownlineTransferValue> {
  return callSealedApi('POST /wps/agent/team/transfer', { body: request });
}
