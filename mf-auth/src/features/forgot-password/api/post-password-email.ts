import { apiPost } from '@site/shared';

/**
 * POST /wps/member/password/email as a form (application/x-www-form-urlencoded): the platform mails
 * a single-use link to /changePassword?resetToken=… (valid 15 minutes) when the username and email
 * match an account. It answers success either way, so the answer tells no one which accounts exist;
 * nothing changes until the link is used. Sent as the classic form the call declares it accepts
 * (its body is the declared { username, email }), not through `callApi`, which sends JSON.
 */
export function postPasswordEmail(username: string, email: string): Promise<null> {
  return apiPost<null>('/wps/member/password/email', new URLSearchParams({ username, email }));
}
