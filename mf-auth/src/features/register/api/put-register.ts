import { callSealedApi, type LoginValue, type RegisterRequest } from '@site/shared';

export type RegisterType = 'username' | 'mobile';

/**
 * Registration by username, or by mobile number (the number is the username), sealed; the answer is the new member's session.
 */
export function putRegister(type: RegisterType, request: RegisterRequest): Promise<LoginValue> {
  return type === 'mobile'
    ? callSealedApi('PUT /wps/member/register/mobile', { body: request })
    : callSealedApi('PUT /wps/member/register', { body: request });
}
