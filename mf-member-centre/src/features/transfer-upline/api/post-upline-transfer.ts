import { apiEncrypted } from '@site/shared';
import type { UplineTransferRequest, UplineTransferValue } from '@site/shared/contract/member';

/** POST /wps/member/transfer/upline (encrypted: it carries the payment password). */
export function postUplineTransfer(request: UplineTransferRequest): Promise<UplineTransferValue> {
  return apiEncrypted<UplineTransferValue>('POST', '/wps/member/transfer/upline', request);
}
