import { apiEncrypted, type LoginRequest, type LoginValue } from '@site/shared';

/**
 * POST /wps/session/login (encrypted). Shared by the login form and the change-password form,
 * which logs in again with the new password.
 */
export function postLogin(request: LoginRequest): Promise<LoginValue> {
  return apiEncrypted<LoginValue>('POST', '/wps/session/login', request);
}
