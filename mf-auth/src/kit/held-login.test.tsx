import { act, renderHook } from '@testing-library/react';
import { clearHeldLogin, getHeldLogin, holdLogin, useHeldLogin } from './held-login';

describe('held login', () => {
  afterEach(() => clearHeldLogin());

  it('holds the login until cleared and re-renders its readers', () => {
    const { result } = renderHook(() => useHeldLogin());
    expect(result.current).toBeNull();
    act(() => holdLogin({ userName: 'player01', password: '123456', reason: 'default' }));
    expect(result.current).toEqual({ userName: 'player01', password: '123456', reason: 'default' });
    expect(getHeldLogin()).toBe(result.current);
    act(() => clearHeldLogin());
    expect(result.current).toBeNull();
    expect(getHeldLogin()).toBeNull();
  });
});
