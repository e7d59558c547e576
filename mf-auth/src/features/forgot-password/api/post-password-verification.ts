import { apiEncrypted, type ResetPasswordByPhoneRequest } from '@site/shared';

/** POST /wps/member/password/verification (encrypted): a new password, proven by the SMS code. */
export function postPasswordVerification(request: ResetPasswordByPhoneRequest): Promise<null> {
  return apiEncrypted<null>('POST', '/wps/member/password/verification', request);
}
