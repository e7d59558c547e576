import { apiEncrypted } from '@site/shared';
import type { SetPaymentPasswordRequest } from '@site/shared/contract/member';

/** POST /wps/member/account/payment-password (encrypted): the first payment password, with the login password. */
export function postPaymentPassword(request: SetPaymentPasswordRequest): Promise<null> {
  return apiEncrypted<null>('POST', '/wps/member/account/payment-password', request);
}
