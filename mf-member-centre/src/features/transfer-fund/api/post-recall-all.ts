import { callApi } from '@site/shared';
import type { WalletRecallAllValue } from '@site/shared/contract/member';

/** Every vendor wallet back to main, once per requestId. */
export function postRecallAll(requestId: string): Promise<WalletRecallAllValue> {
  return callApi('POST /wps/relay/GCS_walletRecallAll', { body: { requestId } });
}
