import { callSealedApi } from '@site/shared';
import type { ChangePaymentPasswordRequest } from '@site/shared/contract/member';

/** Sealed: a new payment password, with the current one. */
export function putPaymentPassword(request: ChangePaymentPasswordRequest): Promise<null> {
  return callSealedApi('PUT /wps/member/account/payment-password', { body: request });
}
