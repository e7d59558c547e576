import { act, renderHook } from '@testing-library/react';
import { remainingSeconds, useCountdown } from './use-countdown';

describe('remainingSeconds', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(remainingSeconds(10_000, 0)).toBe(10);
    expect(remainingSeconds(10_000, 1)).toBe(10);
    expect(remainingSeconds(10_000, 1000)).toBe(9);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 20_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down second by second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('follows the clock, not the number of ticks', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock jumps (a throttled background tab) while no tick ran.
    act(() => {
      jest.setSystemTime(Date.now() + 45_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(14);
  });

  it('stops on demand and can start again', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(10));
    act(() => result.current.stop());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    expect(jest.getTimerCount()).toBe(0);
    act(() => result.current.start(2));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.seconds).toBe(0);
  });
});
