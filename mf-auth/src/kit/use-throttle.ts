import { useMemo } from 'react';
import { useLatest } from '@site/shared/centre-kit';

/**
 * Leading-edge throttle: the first call runs at once, further calls within `ms` are dropped (not
 * delayed), so a burst of clicks on "Send code" or the captcha image makes exactly one request
 * (at most once a second). Returns whether the call ran.
 */
export function createThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < ms) return false;
    last = at;
    fn(...args);
    return true;
  };
}

/** `createThrottle` for a component: stable across renders, always calling the latest `fn`. */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => boolean {
  const latest = useLatest(fn);
  // Building the throttle calls nothing: `latest` is read only when a call gets through.
  return useMemo(() => createThrottle<A>((...args) => latest.current(...args), ms), [latest, ms]);
}
