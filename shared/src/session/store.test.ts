import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/bus';
import {
  clearSession,
  getToken,
  isAgentAccount,
  isTrialAccount,
  panelStateAtom,
  publicStateAtom,
  sessionAtom,
  setSession,
  store,
  updatePanelState,
  updatePublicState,
  usePanelState,
  usePublicState,
  useSession,
  type Session,
} from './store';

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
    updatePublicState({ balance: 120.5, unreadMessage: 3, currencySymbol: '¥', availablePromoCount: 2, hasVip: true, vipRankLevel: 5 });
    updatePanelState({ acShow: true, mcShow: true, acLoaded: true });
    const changes: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => changes.push(loggedIn));

    clearSession();
    expect(store.get(sessionAtom)).toBeNull();
    expect(getToken()).toBeNull();
    for (const key of ['token', 'account', 'customerId', 'isAgent', 'memberLabel']) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo-merchant');
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    // The member's money, counts and VIP level go; the site's currency symbol stays.
    expect(store.get(publicStateAtom)).toMatchObject({ balance: null, unreadMessage: 0, currencySymbol: '¥', availablePromoCount: 0, hasVip: false, vipRankLevel: 0 });
    // An open member or agent centre closes (what was loaded stays loaded).
    expect(store.get(panelStateAtom)).toMatchObject({ acShow: false, mcShow: false, acLoaded: true });

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
    act(() => updatePublicState({ balance: 5 }));
    expect(result.current.state.balance).toBe(5);
    act(() => clearSession());
    expect(result.current.session).toBeNull();
  });

  it('updatePanelState merges a change and keeps the other keys', () => {
    const { result } = renderHook(() => usePanelState());
    act(() => updatePanelState({ mcShow: true, mcLoaded: true, mcPage: 'depositv2' }));
    expect(result.current).toMatchObject({ mcShow: true, mcLoaded: true, mcPage: 'depositv2', acShow: false, acPage: 'agentTeamOverview' });
    act(() => updatePanelState({ mcShow: false }));
    expect(store.get(panelStateAtom)).toMatchObject({ mcShow: false, mcLoaded: true, mcPage: 'depositv2' });
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
