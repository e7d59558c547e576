import { apiPost, type SmsCodeRequest, type SmsCodeValue } from '@site/shared';

/** POST /wps/verification/sms/noLogin: a password-reset code to a registered number. */
export function postResetCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return apiPost<SmsCodeValue>('/wps/verification/sms/noLogin', request);
}
