import { act, renderHook } from '@testing-library/react';
import { createThrottle, useThrottle } from './use-throttle';

describe('createThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and drops further calls within the window', () => {
    const fn = jest.fn();
    const throttled = createThrottle(fn, 1000);
    expect(throttled('a')).toBe(true);
    jest.advanceTimersByTime(500);
    expect(throttled('b')).toBe(false);
    jest.advanceTimersByTime(499);
    expect(throttled('c')).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    jest.advanceTimersByTime(1);
    expect(throttled('d')).toBe(true);
    expect(fn).toHaveBeenLastCalledWith('d');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('never delays a dropped call to later', () => {
    const fn = jest.fn();
    const throttled = createThrottle(fn, 1000);
    throttled();
    throttled();
    jest.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('useThrottle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps its window across renders and calls the latest function', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottle(fn, 1000), { initialProps: { fn: first } });
    const throttled = result.current;
    act(() => {
      throttled();
    });
    rerender({ fn: second });
    expect(result.current).toBe(throttled);
    act(() => {
      result.current();
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    act(() => {
      result.current();
    });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
