import { apiPost, type LoginCodeRequest, type SmsCodeValue } from '@site/shared';

/** POST /wps/session/login/code: a one-time login code to this number (MOBILEVERCODELOGIN3). */
export function postLoginCode(request: LoginCodeRequest): Promise<SmsCodeValue> {
  return apiPost<SmsCodeValue>('/wps/session/login/code', request);
}
