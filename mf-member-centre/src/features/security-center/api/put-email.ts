import { apiEncrypted } from '@site/shared';
import type { BindEmailRequest, EmailCodeSent } from '@site/shared/contract/member';

/** PUT /wps/member/account/email (encrypted, with the login password): mails a code to the new address; nothing is bound yet. */
export function putEmail(request: BindEmailRequest): Promise<EmailCodeSent> {
  return apiEncrypted<EmailCodeSent>('PUT', '/wps/member/account/email', request);
}
