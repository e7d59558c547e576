/** Something a scheduler does on a timer: one pass at a time, started at once and then every tick. */
export interface Ticker<Report> {
  /** One pass; resolves when done. A call while a pass runs shares that pass. */
  tick(): Promise<Report>;
  /**
   * Ticks now (unless `firstAfterOneTick`: a sweep a quick restart need not repeat) and then every
   * `tickMs`; the process does not wait for the timer.
   */
  start(tickMs: number, options?: { firstAfterOneTick?: boolean }): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

/** The longest a failing timer waits between passes, however often it failed. */
export const MAX_BACKOFF_MS = 5_000;

/**
 * How many ticks the timer lets pass after `failures` passes in a row failed before it tries again:
 * one tick, then twice as many each time, up to MAX_BACKOFF_MS (at least one tick). Counted in
 * ticks, not read from the clock, so a late timer never makes it skip one more.
 */
export function backoffTicks(tickMs: number, failures: number): number {
  return Math.min(2 ** Math.max(0, failures - 1), Math.max(1, Math.floor(MAX_BACKOFF_MS / tickMs)));
}

/**
 * Runs `pass` on a timer, never two at once: a slow pass (a catch-up after a restart, say) makes
 * the ticks that come meanwhile join it instead of piling up. A failed pass is reported and a later
 * tick tries again; while passes keep failing (the database is restarting, say) the timer backs off,
 * so a down database is not hammered and the log gets a line per attempt, not per tick. The first
 * pass that succeeds again brings back the normal pace.
 */
export function createTicker<Report>(pass: () => Promise<Report>, reportError: (error: unknown) => void): Ticker<Report> {
  let running: Promise<Report> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let ticksToSkip = 0;

  function tick(): Promise<Report> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    start(tickMs, { firstAfterOneTick = false } = {}) {
      if (timer) return;
      const run = () => {
        // A pass still running is not joined: its outcome is counted (and reported) once.
        if (running) return;
        if (ticksToSkip > 0) {
          ticksToSkip -= 1;
          return;
        }
        tick().then(
          () => {
            failures = 0;
          },
          (error: unknown) => {
            failures += 1;
            ticksToSkip = backoffTicks(tickMs, failures) - 1;
            reportError(error);
          },
        );
      };
      if (!firstAfterOneTick) run();
      timer = setInterval(run, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
