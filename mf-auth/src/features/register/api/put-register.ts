import { apiEncrypted, type LoginValue, type RegisterRequest } from '@site/shared';

export type RegisterType = 'username' | 'mobile';

/**
 * PUT /wps/member/register (username type) or /wps/member/register/mobile (the number is the
 * username), encrypted; the answer is the new member's session.
 */
export function putRegister(type: RegisterType, request: RegisterRequest): Promise<LoginValue> {
  return apiEncrypted<LoginValue>('PUT', type === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', request);
}
