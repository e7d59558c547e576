import { apiEncrypted } from '@site/shared';
import type { BindEmailRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/email (encrypted, with the login password). */
export function putEmail(request: BindEmailRequest): Promise<null> {
  return apiEncrypted<null>('PUT', '/wps/member/account/email', request);
}
