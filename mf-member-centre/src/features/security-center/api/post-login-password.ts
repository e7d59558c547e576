import { callSealedApi, type ChangePasswordRequest } from '@site/shared';

/** Sealed: the site's one login password change; other sessions end. */
export function postLoginPassword(request: ChangePasswordRequest): Promise<null> {
  return callSealedApi('POST /wps/member/password', { body: request });
}
