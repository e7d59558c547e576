import { apiEncrypted } from '@site/shared';
import type { ChangePaymentPasswordRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/payment-password (encrypted): a new payment password, with the current one. */
export function putPaymentPassword(request: ChangePaymentPasswordRequest): Promise<null> {
  return apiEncrypted<null>('PUT', '/wps/member/account/payment-password', request);
}
