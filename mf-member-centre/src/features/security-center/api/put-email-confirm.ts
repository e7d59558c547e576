import { apiPut } from '@site/shared';
import type { ConfirmEmailRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/email/confirm: binds the pending address with the code mailed to it. */
export function putEmailConfirm(request: ConfirmEmailRequest): Promise<null> {
  return apiPut<null>('/wps/member/account/email/confirm', request);
}
