import { callSealedApi, type ChangePasswordRequest } from '@site/shared';

/** The password change (signed in, sealed). The platform ends the account's other sessions. */
export function postChangePassword(request: ChangePasswordRequest): Promise<null> {
  return callSealedApi('POST /wps/member/password', { body: request });
}
