import { act, renderHook } from '@testing-library/react';
import { useBusy } from './use-busy';

/** A promise the test settles by hand, to look at the hook while the work is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useBusy', () => {
  it('is busy while the work runs, refuses a second run meanwhile, and hands back the result', async () => {
    const { result } = renderHook(() => useBusy());
    expect(result.current.busy).toBe(false);
    expect(result.current.isBusy()).toBe(false);
    const call = deferred<string>();
    const work = jest.fn(() => call.promise);
    const second = jest.fn(() => Promise.resolve('second'));
    let first!: Promise<string | undefined>;
    let refused!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(work);
      // Before any re-render: only the ref can tell.
      expect(result.current.isBusy()).toBe(true);
      refused = result.current.run(second);
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await expect(refused).resolves.toBeUndefined();
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.resolve('done');
      await expect(first).resolves.toBe('done');
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isBusy()).toBe(false);
  });

  it('clears busy after work that throws, throws the error on, and runs again afterwards', async () => {
    const { result } = renderHook(() => useBusy());
    const call = deferred<void>();
    let failed!: Promise<void | undefined>;
    act(() => {
      failed = result.current.run(() => call.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.reject(new Error('refused'));
      await expect(failed).rejects.toThrow('refused');
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isBusy()).toBe(false);
    let again: number | undefined;
    await act(async () => {
      again = await result.current.run(() => Promise.resolve(7));
    });
    expect(again).toBe(7);
  });

  it('keeps run and isBusy the same across renders', () => {
    const { result, rerender } = renderHook(() => useBusy());
    const { run, isBusy } = result.current;
    rerender();
    expect(result.current.run).toBe(run);
    expect(result.current.isBusy).toBe(isBusy);
  });
});
