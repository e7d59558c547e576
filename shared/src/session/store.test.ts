import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import {
  clearSession,
  getPendingPasswordChange,
  getToken,
  isAgentAccount,
  isTrialAccount,
  publicStateAtom,
  sessionAtom,
  setPendingPasswordChange,
  setSession,
  store,
  updatePublicState,
  usePublicState,
  useSession,
  type Session,
} from './store';
import type * as StoreExports from './store';

const session: Session = {
  token: 'tok-123',
  account: 'demo1',
  customerId: '42',
  isAgent: 0,
  memberLabel: 'gold',
  merchant: 'demo-merchant',
  merchantCode: 'DEMO',
};

beforeEach(() => {
  sessionStorage.clear();
  store.set(sessionAtom, null);
});

describe('session store', () => {
  it('setSession stores every key, updates the atom and emits session:changed', () => {
    const changes: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => changes.push(loggedIn));
    setSession(session);
    off();
    expect(store.get(sessionAtom)).toEqual(session);
    expect(getToken()).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(changes).toEqual([true]);
  });

  it('clearSession forgets the session but keeps the merchant keys, resets balance and emits once', () => {
    setSession(session);
    updatePublicState({ balance: '120.50', unreadMessage: 3, currencySymbol: '¥' });
    const changes: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => changes.push(loggedIn));

    clearSession();
    expect(store.get(sessionAtom)).toBeNull();
    expect(getToken()).toBeNull();
    for (const key of ['token', 'account', 'customerId', 'isAgent', 'memberLabel']) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo-merchant');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    // The member's money and message count go; the site's currency symbol stays.
    expect(store.get(publicStateAtom)).toMatchObject({ balance: null, unreadMessage: 0, currencySymbol: '¥' });

    // Already signed out: no second event.
    clearSession();
    off();
    expect(changes).toEqual([false]);
  });

  it('hooks follow the store', () => {
    const { result } = renderHook(() => ({ session: useSession(), state: usePublicState() }));
    expect(result.current.session).toBeNull();
    act(() => setSession(session));
    expect(result.current.session?.account).toBe('demo1');
    act(() => updatePublicState({ balance: '5.00' }));
    expect(result.current.state.balance).toBe('5.00');
    act(() => clearSession());
    expect(result.current.session).toBeNull();
  });

  it('classifies trial (type 4) and agent (1, 2, 41, 42) accounts', () => {
    expect(isTrialAccount(null)).toBe(false);
    expect(isTrialAccount({ ...session, isAgent: 4 })).toBe(true);
    expect(isTrialAccount({ ...session, isAgent: 1 })).toBe(false);
    for (const type of [1, 2, 41, 42]) expect(isAgentAccount({ ...session, isAgent: type })).toBe(true);
    for (const type of [0, 3, 4]) expect(isAgentAccount({ ...session, isAgent: type })).toBe(false);
    expect(isAgentAccount(null)).toBe(false);
  });
});

describe('pending password change', () => {
  type StoreModule = typeof StoreExports;
  const loadFreshStore = (): StoreModule => {
    let fresh: StoreModule | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<StoreModule>('./store');
    });
    return fresh as StoreModule;
  };

  it('outlives a reload as part of the session, and only with a session', () => {
    sessionStorage.setItem('token', 'tok-held');
    sessionStorage.setItem('passwordChange', 'expired');
    expect(loadFreshStore().getPendingPasswordChange()).toBe('expired');
    sessionStorage.setItem('passwordChange', 'nonsense');
    expect(loadFreshStore().getPendingPasswordChange()).toBeNull();
    sessionStorage.removeItem('token');
    sessionStorage.setItem('passwordChange', 'default');
    expect(loadFreshStore().getPendingPasswordChange()).toBeNull();
  });

  it('is forgotten with the session', () => {
    setSession(session);
    setPendingPasswordChange('default');
    expect(sessionStorage.getItem('passwordChange')).toBe('default');
    clearSession();
    expect(getPendingPasswordChange()).toBeNull();
    expect(sessionStorage.getItem('passwordChange')).toBeNull();
  });
});
