import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus, store, sessionAtom } from '@site/shared';
import { clearHeldLogin, getHeldLogin } from '../../../kit';
import { loginValue } from '../../../test-utils/login-platform';
import { fakePlatform, refusal, resetSharedState } from '../../../test-utils/fake-platform';
import { dismissAfterLogin, useAfterLoginGreeting } from '../state/after-login-store';
import { useCompleteLogin } from './use-complete-login';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

beforeEach(async () => {
  await resetSharedState();
  dismissAfterLogin();
  clearHeldLogin();
});

describe('useCompleteLogin', () => {
  it('greets and resolves even when the member info cannot be loaded: the session is good', async () => {
    const platform = fakePlatform({ 'GET /wps/member/info': () => refusal('UNKNOWN', 'down', 500) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => ({ complete: useCompleteLogin(), greeting: useAfterLoginGreeting() }), { wrapper });
    let step: unknown;
    await act(async () => {
      step = await result.current.complete(loginValue({ firstTimeLogin: true }), { loginType: 'username', typedPassword: 'player1234', userName: 'player01', side: 'member' });
    });
    expect(step).toEqual({ kind: 'welcome', firstTimeLogin: true });
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(store.get(sessionAtom)).toMatchObject({ token: 'token-abc', account: 'player01', isAgent: 0, memberLabel: 'Bronze', merchant: 'demo', merchantCode: 'demo' });
    expect(result.current.greeting).toEqual({ account: 'player01', firstTimeLogin: true });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('holds the login and asks for the change-password modal, without loading anything', async () => {
    const platform = fakePlatform({});
    const asked = jest.fn();
    const off = bus.on('auth:open-change-password', asked);
    const { result } = renderHook(() => useCompleteLogin(), { wrapper });
    await act(async () => {
      await result.current(loginValue(), { loginType: 'username', typedPassword: '123456', userName: 'player01', side: 'member' });
    });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(getHeldLogin()).toEqual({ userName: 'player01', password: '123456', reason: 'default-password' });
    expect(platform.calls).toHaveLength(0);
    off();
  });
});
