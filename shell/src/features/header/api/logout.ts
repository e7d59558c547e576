import { apiDelete } from '@site/shared';

/**
 * End the session on the platform.
 * The caller clears the local session whatever the answer, so signing out always works.
 */
export function logout(): Promise<unknown> {
  return apiDelete<unknown>('/wps/session/logout');
}
