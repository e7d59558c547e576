import { callSealedApi, type LoginRequest, type LoginValue } from '@site/shared';

/**
 * The login, sealed. Shared by the login form and the change-password form,
 * which logs in again with the new password.
 */
export function postLogin(request: LoginRequest): Promise<LoginValue> {
  return callSealedApi('POST /wps/session/login', { body: request });
}
