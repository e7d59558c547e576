import { apiEncrypted } from '@site/shared';
import type { BindMobileRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/mobile (encrypted): binds the number with its code (+ login password when changing). */
export function putMobile(request: BindMobileRequest): Promise<null> {
  return apiEncrypted<null>('PUT', '/wps/member/account/mobile', request);
}
