import { callSealedApi } from '@site/shared';
import type { UplineTransferRequest, UplineTransferValue } from '@site/shared/contract/member';

/** Sealed: it carries the payment password. */
export function postUplineTransfer(request: UplineTransferRequest): Promise<UplineTransferValue> {
  return callSealedApi('POST /wps/member/transfer/upline', { body: request });
}
