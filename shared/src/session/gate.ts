import { bus } from '../bus/bus';
import { isTrialAccount, sessionAtom, store } from './store';

/**
 * The gate for actions that need a real account (starting a game, favourites, …).
 * Returns true when the action may go ahead. Otherwise it asks mf-auth, through the bus, for the
 * login popup (no token) or the in_need_true_account warning (trial account, type 4), and the
 * caller stops. Every remote gates the same way; only mf-auth draws the answer.
 */
export function requireRealAccount(): boolean {
  const session = store.get(sessionAtom);
  if (!session) {
    bus.emit('auth:open-login', { reason: 'gated' });
    return false;
  }
  if (isTrialAccount(session)) {
    bus.emit('auth:need-real-account');
    return false;
  }
  return true;
}
