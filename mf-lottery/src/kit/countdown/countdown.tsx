import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '@site/shared';
import { useOnVisible, useServerClock } from '../server-clock';
import { formatRemaining, secondsLeft } from './format-remaining';
import styles from './countdown.module.css';

export interface CountdownProps {
  /** The moment counted to, an ISO time of the server's clock. */
  to: string;
  /** What is counted to, e.g. "Sales close in"; the timer's accessible name. */
  label: string;
  /** Called when the countdown reaches zero (at once when it starts past its target). */
  onDone?: () => void;
  className?: string;
  testId?: string;
}

/**
 * A countdown to an absolute server time. Each tick recomputes from the target and the server
 * clock (device clock + measured offset) instead of subtracting a second, so it never drifts, a
 * wrong device clock does not matter, and a tab that slept shows the right time on return.
 */
export function Countdown({ to, label, onDone, className, testId }: CountdownProps) {
  const { now } = useServerClock();
  const target = Date.parse(to);
  const compute = useCallback(() => (Number.isNaN(target) ? 0 : secondsLeft(target, now())), [target, now]);
  const [seconds, setSeconds] = useState(compute);
  // A notification only: a new function on each render must not restart the timer.
  const done = useLatest(onDone);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const left = compute();
      setSeconds(left);
      if (left === 0) {
        done.current?.();
        return;
      }
      // Wake just after the next whole second of the remaining time, so the display turns over on time.
      const untilNext = (target - now()) % 1000;
      timer = setTimeout(tick, (untilNext <= 0 ? 1000 : untilNext) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [compute, target, now, done]);

  useOnVisible(useCallback(() => setSeconds(compute()), [compute]));

  const text = formatRemaining(seconds);
  return (
    <span role="timer" aria-label={`${label} ${text}`} className={className ? `${styles.countdown} ${className}` : styles.countdown} data-testid={testId}>
      {text}
    </span>
  );
}
