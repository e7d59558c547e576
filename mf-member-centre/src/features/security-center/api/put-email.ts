import { callSealedApi } from '@site/shared';
import type { BindEmailRequest, EmailCodeSent } from '@site/shared/contract/member';

/** Sealed, with the login password: mails a code to the new address; nothing is bound yet. */
export function putEmail(request: BindEmailRequest): Promise<EmailCodeSent> {
  return callSealedApi('PUT /wps/member/account/email', { body: request });
}
