/**
 * Requests sent at a fixed rate whatever the pace of the answers (an open loop), so the latency read
 * is the one a caller meets when that many arrive each second. A closed loop (a few connections
 * each waiting for its answer) measures only the queue it keeps itself. Each latency is counted from
 * the moment its request was due, so a late timer on this side is not hidden from the figure.
 */
import { performance } from 'node:perf_hooks';

export interface PacedFigures {
  sent: number;
  failed: number;
  /** Answers a second, over the time from the first request due to the last answer. */
  perSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `send(n)` for n = 0, 1, ... at `rate` a second for `seconds`; `send` answers whether the request succeeded. */
export async function pacedLoad(options: { rate: number; seconds: number; send: (n: number) => Promise<boolean> }): Promise<PacedFigures> {
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await pause(wait);
    inFlight.push(
      options.send(n).then(
        (ok) => {
          latencies.push(performance.now() - due);
          if (!ok) failed += 1;
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  return {
    sent: total,
    failed,
    perSecond: (total - failed) / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.length ? Math.max(...latencies) : null,
  };
}
