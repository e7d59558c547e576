import { callApi } from '@site/shared';
import type { ConfirmEmailRequest } from '@site/shared/contract/member';

/** Binds the pending address with the code mailed to it. */
export function putEmailConfirm(request: ConfirmEmailRequest): Promise<null> {
  return callApi('PUT /wps/member/account/email/confirm', { body: request });
}
