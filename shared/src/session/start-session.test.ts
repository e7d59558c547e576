import type { LoginValue, MemberInfoValue } from '@site/shared';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { bus } from '../bus/bus';
import { queryClient } from '../query/query-client';
import { clearSession, getPendingPasswordChange, sessionAtom, store } from './store';
import { startSession } from './start-session';

const answer: LoginValue = {
  token: 'tok-new',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordChange: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  account: 'agent01',
  customerId: '77',
  type: 41,
  memberLabel: 'Gold',
};

const info: MemberInfoValue = {
  id: '77',
  account: 'agent01',
  username: 'agent01',
  nickname: 'agent01',
  type: 41,
  toUpline: null,
  clubLabel: null,
  memberLabel: [],
  mobileNum: null,
  email: null,
  currencySymbol: '$',
  registeredAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
});

describe('startSession', () => {
  it('keeps the answer\'s password change with the session, and a later answer without one lifts it', async () => {
    fakePlatform({ 'GET /wps/member/info': () => ok(info) });
    let seenWhenAnnounced: unknown = 'unheard';
    const off = bus.on('session:changed', () => (seenWhenAnnounced = getPendingPasswordChange()));
    await startSession({ ...answer, passwordExpired: true, passwordChange: 'default' });
    off();
    expect(seenWhenAnnounced).toBe('default');
    expect(sessionStorage.getItem('passwordChange')).toBe('default');
    await startSession(answer);
    expect(getPendingPasswordChange()).toBeNull();
    expect(sessionStorage.getItem('passwordChange')).toBeNull();
  });

  it('stores the session keys, tells every remote, then loads the member info with the new token', async () => {
    const order: string[] = [];
    const platform = fakePlatform({
      'GET /wps/member/info': (config) => {
        order.push(`info:${config.headers.get('Authorization')}`);
        return ok(info);
      },
    });
    const off = bus.on('session:changed', ({ loggedIn }) => order.push(`changed:${loggedIn}`));
    await expect(startSession(answer)).resolves.toEqual(info);
    off();
    expect(order).toEqual(['changed:true', 'info:tok-new']);
    expect(store.get(sessionAtom)).toEqual({ token: 'tok-new', account: 'agent01', customerId: '77', isAgent: 41, memberLabel: 'Gold', merchant: 'demo', merchantCode: 'demo' });
    expect(Object.fromEntries(['token', 'account', 'customerId', 'isAgent', 'memberLabel'].map((key) => [key, sessionStorage.getItem(key)]))).toEqual({
      token: 'tok-new',
      account: 'agent01',
      customerId: '77',
      isAgent: '41',
      memberLabel: 'Gold',
    });
    expect(platform.calls).toHaveLength(1);
  });

  it('keeps the session when the member info cannot be loaded, resolving with null', async () => {
    fakePlatform({ 'GET /wps/member/info': () => refusal('SERVER_ERROR', 'down', 500) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(startSession(answer)).resolves.toBeNull();
    expect(store.get(sessionAtom)?.token).toBe('tok-new');
    expect(warn).toHaveBeenCalledWith('member info after sign-in failed', expect.anything());
    warn.mockRestore();
  });
});
