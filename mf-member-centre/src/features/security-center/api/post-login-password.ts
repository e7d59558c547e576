import { apiEncrypted, type ChangePasswordRequest } from '@site/shared';

/** POST /wps/member/password (encrypted): the site's one login password change; other sessions end. */
export function postLoginPassword(request: ChangePasswordRequest): Promise<null> {
  return apiEncrypted<null>('POST', '/wps/member/password', request);
}
