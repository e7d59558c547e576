/** Something a scheduler does on a timer: one pass at a time, started at once and then every tick. */
export interface Ticker<Report> {
  /** One pass; resolves when done. A call while a pass runs shares that pass. */
  tick(): Promise<Report>;
  /** Ticks now and then every `tickMs`; the process does not wait for the timer. */
  start(tickMs: number): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` on a timer, never two at once: a slow pass (a catch-up after a restart, say) makes
 * the ticks that come meanwhile join it instead of piling up. A failed pass is reported and the
 * next tick tries again.
 */
export function createTicker<Report>(pass: () => Promise<Report>, reportError: (error: unknown) => void): Ticker<Report> {
  let running: Promise<Report> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function tick(): Promise<Report> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    tick,
    start(tickMs) {
      if (timer) return;
      const run = () => {
        tick().catch(reportError);
      };
      run();
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
