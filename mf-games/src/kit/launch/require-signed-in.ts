import { bus, sessionAtom, store } from '@site/shared';

/**
 * Every game needs a signed-in player: a visitor gets the login popup and the caller stops. A trial
 * account may play (with its play money; the platform keeps it apart), so it passes here, unlike
 * the real-account gate of favourites and recents.
 */
export function requireSignedIn(): boolean {
  if (store.get(sessionAtom)) return true;
  bus.emit('auth:open-login', { reason: 'gated' });
  return false;
}
