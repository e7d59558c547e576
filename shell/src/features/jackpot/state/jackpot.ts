/** The /rng jackpot grows by 165.11 every 3000 ms. */
export const JACKPOT_STEP = 165.11;
export const JACKPOT_INTERVAL_MS = 3000;
/** The figure at local midnight. */
export const JACKPOT_BASE = 10_000_000;

const STEP_CENTS = Math.round(JACKPOT_STEP * 100);
const BASE_CENTS = Math.round(JACKPOT_BASE * 100);

/**
 * The jackpot shown at `now`, in cents. The spec says only that it "starts from a value derived
 * from the current time"; we derive it as if the counter had been running since local midnight:
 *
 *   cents(now) = BASE + floor(seconds since local midnight / 3) × 165.11
 *
 * so every visitor sees about the same figure at the same moment, a reload continues where the
 * counter was instead of starting over, and the value never decreases during a day (it restarts at
 * 10,000,000.00 at midnight). Cents keep the repeated additions exact.
 */
export function jackpotCentsAt(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const seconds = Math.max(0, (now.getTime() - midnight.getTime()) / 1000);
  return BASE_CENTS + Math.floor(seconds / (JACKPOT_INTERVAL_MS / 1000)) * STEP_CENTS;
}

/** One tick of the running counter. */
export function nextJackpotCents(cents: number): number {
  return cents + STEP_CENTS;
}
