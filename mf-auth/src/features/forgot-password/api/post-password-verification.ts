import { callSealedApi, type ResetPasswordByPhoneRequest } from '@site/shared';

/** Sealed: a new password, proven by the SMS code. */
export function postPasswordVerification(request: ResetPasswordByPhoneRequest): Promise<null> {
  return callSealedApi('POST /wps/member/password/verification', { body: request });
}
