import { callApi } from '../api/call-api';
import type { MemberInfoValue } from '../../contract';
import { bus } from '../bus/bus';
import { queryClient } from '../query/query-client';
import { getToken, publicStateAtom, sessionAtom, store, updatePublicState } from '../session/store';

/** Query key of the signed-in member's info; it carries the token so two sessions never share it. */
export const memberInfoKey = (token: string | null) => ['member-info', token] as const;

/** Who is signed in, their labels and contact details. */
export function fetchMemberInfo(): Promise<MemberInfoValue> {
  return callApi('GET /wps/member/info');
}

/** Load (or reuse) the member info of the current session; `startSession` calls it after every sign-in. */
export function loadMemberInfo(): Promise<MemberInfoValue> {
  return queryClient.fetchQuery({ queryKey: memberInfoKey(getToken()), queryFn: fetchMemberInfo });
}

/** The balance call under way, and the session it was made for. */
let balanceRequest: { token: string; promise: Promise<void> } | null = null;

/**
 * How often the header's balance is read again while signed in and the page is visible: money
 * also moves without this page doing anything (an operator's credit, a deposit confirmed, a game
 * round in another tab).
 */
export const BALANCE_REFRESH_MS = 60_000;

export interface RefreshBalanceOptions {
  /** Keep the figure shown until the answer arrives (a refresh nobody asked for must not blank the header). */
  quiet?: boolean;
}

/**
 * Reload the balance into the public state: the strip shows the updating placeholder
 * (balance null) until the answer arrives, unless `quiet`. Calls made for the same session while one is under way
 * share it; a call for another session (signed out and in meanwhile) makes its own. The answer is
 * shown only while the session that asked is still the signed-in one. When the call fails, the last
 * known balance comes back (still the same session, nobody set one meanwhile) and the promise rejects.
 */
export function refreshBalance({ quiet = false }: RefreshBalanceOptions = {}): Promise<void> {
  const token = getToken();
  if (!token) return Promise.resolve();
  if (balanceRequest?.token === token) return balanceRequest.promise;
  const previous = store.get(publicStateAtom).balance;
  const request: { token: string; promise: Promise<void> } = { token, promise: Promise.resolve() };
  request.promise = (async () => {
    if (!quiet) updatePublicState({ balance: null });
    try {
      const value = await callApi('GET /wps/v2/wallets/balance');
      if (getToken() === token) updatePublicState({ balance: value.sumBalance, bonusBalance: value.bonusBalance ?? null, currencySymbol: value.currencySymbol });
    } catch (error) {
      if (getToken() === token && store.get(publicStateAtom).balance === null) updatePublicState({ balance: previous });
      throw error;
    } finally {
      if (balanceRequest === request) balanceRequest = null;
    }
  })();
  balanceRequest = request;
  return request.promise;
}

let syncing: (() => void) | null = null;

/**
 * Keep the balance current for the whole page: at start when a token exists, after every sign-in,
 * whenever a remote reports money moved (`wallet:changed`), and, quietly (the figure stays until
 * the new one arrives), when the member comes back to the window and every BALANCE_REFRESH_MS
 * while signed in with the page visible: money moves without this page too. The shell starts it once.
 */
export function startAccountSync(): () => void {
  if (syncing) return syncing;
  const reload = () => {
    refreshBalance().catch((error: unknown) => console.warn('balance refresh failed', error));
  };
  const reloadQuietly = () => {
    if (!store.get(sessionAtom) || document.visibilityState === 'hidden') return;
    refreshBalance({ quiet: true }).catch((error: unknown) => console.warn('balance refresh failed', error));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') reloadQuietly();
  };
  window.addEventListener('focus', reloadQuietly);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(reloadQuietly, BALANCE_REFRESH_MS);
  const offs = [
    bus.on('session:changed', ({ loggedIn }) => {
      if (loggedIn) reload();
      else queryClient.removeQueries({ queryKey: ['member-info'] });
    }),
    bus.on('wallet:changed', reload),
    () => window.removeEventListener('focus', reloadQuietly),
    () => document.removeEventListener('visibilitychange', onVisibility),
    () => clearInterval(timer),
  ];
  if (store.get(sessionAtom)) reload();
  syncing = () => {
    offs.forEach((off) => off());
    syncing = null;
  };
  return syncing;
}
