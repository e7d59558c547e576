import { apiPost } from '@site/shared';

/**
 * POST /wps/member/password/email as a form (application/x-www-form-urlencoded): the platform mails
 * a temporary password that must be changed at the next login.
 */
export function postPasswordEmail(username: string, email: string): Promise<null> {
  return apiPost<null>('/wps/member/password/email', new URLSearchParams({ username, email }));
}
