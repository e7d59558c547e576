import { apiPost, type SmsCodeRequest, type SmsCodeValue } from '@site/shared';

/** POST /wps/verification/sms/register: a code for a number about to be registered. */
export function postRegisterCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return apiPost<SmsCodeValue>('/wps/verification/sms/register', request);
}
