import { atom, createStore, useAtomValue } from 'jotai';
import type { PasswordChangeReason } from '../../contract';
import { bus } from '../bus/bus';

/** The page's one jotai store. Remotes use it through Provider-less hooks; never create another. */
export const store = createStore();

/** The session's sessionStorage keys; each is stored as its own key, as other tools of the site expect. */
export const SESSION_KEYS = ['token', 'memberLabel', 'customerId', 'account', 'isAgent', 'merchant', 'merchantCode'] as const;

export interface Session {
  token: string;
  account: string;
  customerId: string;
  /** Numeric account type: 4 is a trial (free-play) account; 1, 2, 41, 42 are agents. */
  isAgent: number;
  memberLabel: string;
  merchant: string;
  merchantCode: string;
}

export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

function readSession(): Session | null {
  if (typeof sessionStorage === 'undefined') return null;
  const token = sessionStorage.getItem('token');
  if (!token) return null;
  return {
    token,
    account: sessionStorage.getItem('account') ?? '',
    customerId: sessionStorage.getItem('customerId') ?? '',
    isAgent: Number(sessionStorage.getItem('isAgent') ?? '0') || 0,
    memberLabel: sessionStorage.getItem('memberLabel') ?? '',
    merchant: sessionStorage.getItem('merchant') ?? '',
    merchantCode: sessionStorage.getItem('merchantCode') ?? '',
  };
}

/** The signed-in session, or null for a visitor: a stored token means signed in. */
export const sessionAtom = atom<Session | null>(readSession());

/**
 * Why this session must change its password before anything else: the login answer's reason
 * ('default' or 'expired'), or 'required' when the platform refused a call for it without a reason
 * known here. Null when nothing is pending. It is part of the session and outlives a reload, so the
 * change-password modal comes back undismissable until the password changes or the member signs out.
 */
export type PendingPasswordChange = PasswordChangeReason | 'required';

const PASSWORD_CHANGE_KEY = 'passwordChange';
const PENDING_VALUES: readonly string[] = ['default', 'expired', 'required'];

function readPendingPasswordChange(): PendingPasswordChange | null {
  if (typeof sessionStorage === 'undefined' || !sessionStorage.getItem('token')) return null;
  const stored = sessionStorage.getItem(PASSWORD_CHANGE_KEY);
  return stored !== null && PENDING_VALUES.includes(stored) ? (stored as PendingPasswordChange) : null;
}

export const pendingPasswordChangeAtom = atom<PendingPasswordChange | null>(readPendingPasswordChange());

/** Record (or, with null, lift) the password change the platform holds this session to. */
export function setPendingPasswordChange(reason: PendingPasswordChange | null): void {
  if (reason === null) sessionStorage.removeItem(PASSWORD_CHANGE_KEY);
  else sessionStorage.setItem(PASSWORD_CHANGE_KEY, reason);
  store.set(pendingPasswordChangeAtom, reason);
}

export function getPendingPasswordChange(): PendingPasswordChange | null {
  return store.get(pendingPasswordChangeAtom);
}

export function usePendingPasswordChange(): PendingPasswordChange | null {
  return useAtomValue(pendingPasswordChangeAtom, { store });
}

/** Store a new session (after login) and tell every remote. */
export function setSession(session: Session): void {
  for (const key of SESSION_KEYS) sessionStorage.setItem(key, String(session[key]));
  store.set(sessionAtom, session);
  bus.emit('session:changed', { loggedIn: true });
}

/** Forget the session everywhere (sign out), keeping the merchant values. */
export function clearSession(): void {
  const merchant = sessionStorage.getItem('merchant');
  const merchantCode = sessionStorage.getItem('merchantCode');
  for (const key of SESSION_KEYS) sessionStorage.removeItem(key);
  setPendingPasswordChange(null);
  if (merchant) sessionStorage.setItem('merchant', merchant);
  if (merchantCode) sessionStorage.setItem('merchantCode', merchantCode);
  const had = store.get(sessionAtom) !== null;
  store.set(sessionAtom, null);
  // Nothing of the member outlives the session: their money and message count go (an open member
  // or agent centre closes itself on 'session:changed').
  store.set(publicStateAtom, { ...store.get(publicStateAtom), balance: null, bonusBalance: null, unreadMessage: 0 });
  if (had) bus.emit('session:changed', { loggedIn: false });
}

export function getToken(): string | null {
  return store.get(sessionAtom)?.token ?? null;
}

/** Public (non-secret) state every remote reads: balance, counts, white-label flags, system status. */
export interface PublicState {
  /**
   * Sum of the member's wallets as the platform's exact decimal string in major units ('1234.50'),
   * or null until loaded. Never turned into a number: format it with `formatBalance`.
   */
  balance: string | null;
  /** The BONUS wallet (money still being wagered, not in `balance`), same format; null until loaded or without one. */
  bonusBalance: string | null;
  currencySymbol: string;
  unreadMessage: number;
  /** White-label module flags by modId, e.g. DIRECTREG3. */
  whiteLabel: Record<string, boolean>;
  /** 0 normal, 1 maintenance, 2 region restriction. */
  systemStatus: 0 | 1 | 2;
}

export const DEFAULT_CURRENCY_SYMBOL = 'P';

export const publicStateAtom = atom<PublicState>({
  balance: null,
  bonusBalance: null,
  currencySymbol: DEFAULT_CURRENCY_SYMBOL,
  unreadMessage: 0,
  whiteLabel: {},
  systemStatus: 0,
});

/** Merge a change into the public state. */
export function updatePublicState(patch: Partial<PublicState>): void {
  store.set(publicStateAtom, { ...store.get(publicStateAtom), ...patch });
}

export function useSession(): Session | null {
  return useAtomValue(sessionAtom, { store });
}

export function usePublicState(): PublicState {
  return useAtomValue(publicStateAtom, { store });
}

export function isTrialAccount(session: Session | null): boolean {
  return session?.isAgent === TRIAL_ACCOUNT_TYPE;
}

export function isAgentAccount(session: Session | null): boolean {
  return session !== null && AGENT_ACCOUNT_TYPES.includes(session.isAgent);
}
