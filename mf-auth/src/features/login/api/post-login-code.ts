import { callApi, type LoginCodeRequest, type SmsCodeValue } from '@site/shared';

/** A one-time login code to this number (MOBILEVERCODELOGIN3). */
export function postLoginCode(request: LoginCodeRequest): Promise<SmsCodeValue> {
  return callApi('POST /wps/session/login/code', { body: request });
}
