import { callApi } from '@site/shared';
import type { RebateClaimValue } from '@site/shared/contract/rewards/rebate';

/** Claims the accrued rebate into the main wallet, once per requestId. */
export function postRebateClaim(requestId: string): Promise<RebateClaimValue> {
  return callApi('POST /wps/member/rebate/claim', { body: { requestId } });
}
