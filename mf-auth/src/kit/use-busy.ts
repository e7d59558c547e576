import { useCallback, useRef, useState } from 'react';

export interface Busy {
  /** For rendering: the disabled submit button and the loader. */
  busy: boolean;
  /** The answer right now, before React has rendered the last change of `busy`. */
  isBusy: () => boolean;
  /**
   * Runs `work` unless a run is going on (then returns undefined without calling it). Busy is
   * cleared when the work ends, also when it throws; the error is thrown on.
   */
  run: <T>(work: () => Promise<T>) => Promise<T | undefined>;
}

/**
 * One platform call at a time for a form. A ref besides the state, because a second submit can
 * come before React re-renders with `busy` (a double click, Enter pressed twice).
 */
export function useBusy(): Busy {
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const isBusy = useCallback(() => busyRef.current, []);
  const run = useCallback(async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busyRef.current) return undefined;
    busyRef.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, isBusy, run };
}
