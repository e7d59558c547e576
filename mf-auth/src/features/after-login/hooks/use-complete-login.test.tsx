import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { bus, store, sessionAtom, MemoryRouter } from '@site/shared';
import { clearHeldLogin, getHeldLogin } from '../../../kit';
import { loginValue, memberInfo } from '../../../testing/login-platform';
import { fakePlatform, never, ok, refusal } from '@site/shared/testing';
import { resetSharedState } from '../../../testing/render';
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
      step = await result.current.complete(loginValue({ firstTimeLogin: true }), { typedPassword: 'player1234', userName: 'player01', side: 'member' });
    });
    expect(step).toEqual({ kind: 'welcome', firstTimeLogin: true });
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(store.get(sessionAtom)).toMatchObject({ token: 'token-abc', account: 'player01', isAgent: 0, memberLabel: 'Bronze', merchant: 'demo', merchantCode: 'demo' });
    expect(result.current.greeting).toEqual({ account: 'player01', firstTimeLogin: true });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('obeys the platform: holds the login and asks for the change-password modal when it says the password must change', async () => {
    const platform = fakePlatform({ 'GET /wps/member/info': () => ok(memberInfo()) });
    const asked = jest.fn();
    const off = bus.on('auth:open-change-password', asked);
    const { result } = renderHook(() => ({ complete: useCompleteLogin(), greeting: useAfterLoginGreeting() }), { wrapper });
    let step: unknown;
    await act(async () => {
      step = await result.current.complete(loginValue({ passwordExpired: true, passwordChange: 'expired' }), { typedPassword: 'old-pass1', userName: 'player01', side: 'member' });
    });
    off();
    expect(step).toEqual({ kind: 'change-password', reason: 'expired' });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(getHeldLogin()).toEqual({ userName: 'player01', password: 'old-pass1', reason: 'expired', side: 'member' });
    expect(result.current.greeting).toBeNull();
    // The session starts as for any login: the platform lets it read the member info.
    expect(platform.callsTo('GET /wps/member/info')).toHaveLength(1);
    expect(store.get(sessionAtom)?.token).toBe('token-abc');
  });

  it("never decides the password itself: '123456' typed but no passwordChange in the answer is a normal login", async () => {
    fakePlatform({ 'GET /wps/member/info': () => ok(memberInfo()) });
    const asked = jest.fn();
    const off = bus.on('auth:open-change-password', asked);
    const { result } = renderHook(() => useCompleteLogin(), { wrapper });
    let step: unknown;
    await act(async () => {
      step = await result.current(loginValue({ passwordExpired: false, passwordChange: null }), { typedPassword: '123456', userName: 'player01', side: 'member' });
    });
    off();
    expect(step).toEqual({ kind: 'welcome', firstTimeLogin: false });
    expect(asked).not.toHaveBeenCalled();
    expect(getHeldLogin()).toBeNull();
  });

  it("opens an agent's centre at once, without waiting for the member info", async () => {
    fakePlatform({ 'GET /wps/member/info': () => never() });
    const opened = jest.fn();
    const off = bus.on('agent-centre:open', opened);
    const { result } = renderHook(() => ({ complete: useCompleteLogin(), greeting: useAfterLoginGreeting() }), { wrapper });
    await act(async () => {
      void result.current.complete(loginValue({ type: 1 }), { typedPassword: 'agent1234', userName: 'agent01', side: 'agent' });
    });
    off();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)?.token).toBe('token-abc');
    expect(result.current.greeting).toBeNull();
  });

  it('opens the change-password modal without holding anything when nothing typed was a password', async () => {
    fakePlatform({ 'GET /wps/member/info': () => ok(memberInfo()) });
    const asked = jest.fn();
    const off = bus.on('auth:open-change-password', asked);
    const { result } = renderHook(() => useCompleteLogin(), { wrapper });
    await act(async () => {
      await result.current(loginValue({ passwordExpired: true, passwordChange: 'default' }), { typedPassword: null, userName: '912345678', side: 'member' });
    });
    off();
    expect(asked).toHaveBeenCalledTimes(1);
    // The form then asks for the current password, as it does for a member's own change.
    expect(getHeldLogin()).toBeNull();
  });
});
