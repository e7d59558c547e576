import { offsetFrom, roundTripOf, type ClockSample } from './offset';

/**
 * The measured offset between the server's clock and this device's, shared by every screen of the
 * lottery remote: a countdown on the betting view uses the offset the lobby measured, and the
 * other way round. Until the first answer the offset is 0 (the device clock is trusted).
 *
 * The latest sample wins over older ones: when the device clock is changed while the page is open
 * (by the user, or by network time), only a fresh sample knows it.
 */
interface ClockState {
  offsetMs: number;
  /** Round trip of the sample the offset came from; null before the first sample. */
  roundTripMs: number | null;
}

let state: ClockState = { offsetMs: 0, roundTripMs: null };
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export const clockStore = {
  /** The current state; the same object until something changes (as useSyncExternalStore needs). */
  get(): ClockState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Keep the offset of a new timed answer. */
  record(sample: ClockSample): void {
    if (!Number.isFinite(sample.serverTime)) return;
    const offsetMs = Math.round(offsetFrom(sample));
    if (offsetMs === state.offsetMs && state.roundTripMs !== null) return;
    state = { offsetMs, roundTripMs: roundTripOf(sample) };
    notify();
  },
  /** The server clock now, epoch ms, as well as it can be told. */
  now(): number {
    return Date.now() + state.offsetMs;
  },
  /** Back to an unmeasured clock (tests). */
  reset(): void {
    state = { offsetMs: 0, roundTripMs: null };
    notify();
  },
};
