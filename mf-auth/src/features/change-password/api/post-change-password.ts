import { apiEncrypted, type ChangePasswordRequest } from '@site/shared';

/** POST /wps/member/password (token, encrypted). The platform ends the account's other sessions. */
export function postChangePassword(request: ChangePasswordRequest): Promise<null> {
  return apiEncrypted<null>('POST', '/wps/member/password', request);
}
