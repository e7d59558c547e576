import { callSealedApi } from '@site/shared';
import type { BindMobileRequest } from '@site/shared/contract/member';

/** Sealed: binds the number with its code (+ login password when changing). */
export function putMobile(request: BindMobileRequest): Promise<null> {
  return callSealedApi('PUT /wps/member/account/mobile', { body: request });
}
