import { apiPost } from '@site/shared';
import type { WalletRecallAllValue } from '@site/shared/contract/member';

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to main, once per requestId. */
export function postRecallAll(requestId: string): Promise<WalletRecallAllValue> {
  return apiPost<WalletRecallAllValue>('/wps/relay/GCS_walletRecallAll', { requestId });
}
