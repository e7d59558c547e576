import { apiDelete } from '../api/client';
import { clearSession } from './store';

/**
 * End the session: tell the platform (DELETE /wps/session/logout), then forget it here. The local
 * session is cleared whatever the platform answers, so signing out always works; a failed call
 * only leaves the token to expire.
 */
export async function signOut(): Promise<void> {
  try {
    await apiDelete<unknown>('/wps/session/logout');
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearSession();
}
