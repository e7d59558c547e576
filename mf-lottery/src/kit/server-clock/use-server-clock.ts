import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { clockStore } from './clock-store';

export interface ServerClock {
  /** The server clock now, epoch ms. */
  now(): number;
  /** Server clock minus device clock, ms. */
  offsetMs: number;
  /** Keep the offset an answer shows (`answer.serverTime`, device times around the call). */
  record(answer: { serverTime: number }, sentAt: number, receivedAt: number): void;
}

function record(answer: { serverTime: number }, sentAt: number, receivedAt: number): void {
  clockStore.record({ serverTime: answer.serverTime, sentAt, receivedAt });
}

/** The remote's shared server clock; re-renders when a new offset is measured. */
export function useServerClock(): ServerClock {
  const { offsetMs } = useSyncExternalStore(clockStore.subscribe, clockStore.get, clockStore.get);
  // `now` changes identity with the offset, so effects depending on it rerun when the clock resyncs.
  const now = useCallback(() => Date.now() + offsetMs, [offsetMs]);
  return { now, offsetMs, record };
}

/**
 * Call `onVisible` whenever the page becomes visible again. Browsers slow or stop timers in a
 * hidden tab, and the device may have slept: on return, countdowns redraw at once and screens
 * fetch a fresh answer (which measures the offset again).
 */
export function useOnVisible(onVisible: () => void): void {
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') onVisible();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, [onVisible]);
}
