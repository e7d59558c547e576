import { callApi, type SmsCodeRequest, type SmsCodeValue } from '@site/shared';

/** A password-reset code to a registered number. */
export function postResetCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return callApi('POST /wps/verification/sms/noLogin', { body: request });
}
