/** Whole seconds left until `target`, rounded up (so 00:00 shows only once the time is reached); never negative. */
export function secondsLeft(target: number, now: number): number {
  return Math.max(0, Math.ceil((target - now) / 1000));
}

const two = (value: number) => String(value).padStart(2, '0');

/** mm:ss under an hour, hh:mm:ss from an hour on (hours keep counting past 24: a weekly draw is days away). */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
