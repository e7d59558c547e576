import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endAt` (both epoch milliseconds), never below 0. */
export function remainingSeconds(endAt: number, now: number): number {
  return Math.max(0, Math.ceil((endAt - now) / 1000));
}

export interface Countdown {
  /** Seconds left; 0 when not running. */
  seconds: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown (the code button's wait). It counts against the clock rather than
 * the number of ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (endAt === null) return;
    const tick = () => {
      const left = remainingSeconds(endAt, Date.now());
      setSeconds(left);
      if (left === 0) setEndAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const start = useCallback((total: number) => {
    const whole = Math.max(0, Math.ceil(total));
    setSeconds(whole);
    setEndAt(whole > 0 ? Date.now() + whole * 1000 : null);
  }, []);

  const stop = useCallback(() => {
    setEndAt(null);
    setSeconds(0);
  }, []);

  return { seconds, running: seconds > 0, start, stop };
}
