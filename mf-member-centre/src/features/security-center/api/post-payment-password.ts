import { callSealedApi } from '@site/shared';
import type { SetPaymentPasswordRequest } from '@site/shared/contract/member';

/** The first payment password, with the login password (sealed). */
export function postPaymentPassword(request: SetPaymentPasswordRequest): Promise<null> {
  return callSealedApi('POST /wps/member/account/payment-password', { body: request });
}
