import { callApi } from '@site/shared';
import type { WalletTransferRequest, WalletTransferValue } from '@site/shared/contract/member';

/** Money between two of the member's wallets. */
export function postWalletTransfer(request: WalletTransferRequest): Promise<WalletTransferValue> {
  return callApi('POST /wps/relay/GCS_walletTransfer', { body: request });
}
