import { callApi, type SmsCodeRequest, type SmsCodeValue } from '@site/shared';

/** A code for a number about to be registered. */
export function postRegisterCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return callApi('POST /wps/verification/sms/register', { body: request });
}
