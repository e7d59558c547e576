import { callApi } from '../api/call-api';
import { clearSession } from './store';

/**
 * End the session: tell the platform, then forget it here. The local
 * session is cleared whatever the platform answers, so signing out always works; a failed call
 * only leaves the token to expire.
 */
export async function signOut(): Promise<void> {
  try {
    await callApi('DELETE /wps/session/logout');
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearSession();
}
