import { callApi } from '@site/shared';
import type { MobileCodeRequest, MobileCodeSent } from '@site/shared/contract/member';

/** A code to the number to bind (captcha needed). */
export function postMobileCode(request: MobileCodeRequest): Promise<MobileCodeSent> {
  return callApi('POST /wps/member/account/mobile/code', { body: request });
}
