import { apiPost } from '@site/shared';
import type { WalletTransferRequest, WalletTransferValue } from '@site/shared/contract/member';

/** POST /wps/relay/GCS_walletTransfer: money between two of the member's wallets. */
export function postWalletTransfer(request: WalletTransferRequest): Promise<WalletTransferValue> {
  return apiPost<WalletTransferValue>('/wps/relay/GCS_walletTransfer', request);
}
