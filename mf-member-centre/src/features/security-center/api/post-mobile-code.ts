import { apiPost } from '@site/shared';
import type { MobileCodeRequest } from '@site/shared/contract/member';

/** POST /wps/member/account/mobile/code: a code to the number to bind (captcha needed). */
export function postMobileCode(request: MobileCodeRequest): Promise<{ expiredMinutes: number }> {
  return apiPost<{ expiredMinutes: number }>('/wps/member/account/mobile/code', request);
}
