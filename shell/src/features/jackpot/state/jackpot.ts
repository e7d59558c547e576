/** The /rng jackpot grows by 165.11 every 3000 ms. */
export const JACKPOT_STEP = 165.11;
export const JACKPOT_INTERVAL_MS = 3000;
/** The figure the jackpot opened with. */
export const JACKPOT_BASE = 10_000_000;
/** When the jackpot opened (2026-11-28 00:00 in the brand's default time zone, UTC+7): one instant for every visitor. */
export const JACKPOT_OPENED_AT = Date.UTC(2026, 10, 27, 17, 0, 0);

const STEP_CENTS = Math.round(JACKPOT_STEP * 100);
const BASE_CENTS = Math.round(JACKPOT_BASE * 100);

/**
 * The jackpot shown at `now`, in cents. The spec says only that it "starts from a value derived
 * from the current time"; we derive it as if the counter had been running since it opened:
 *
 *   cents(now) = BASE + floor(seconds since JACKPOT_OPENED_AT / 3) × 165.11
 *
 * so every visitor sees the same figure at the same moment, whatever their time zone, a reload
 * continues where the counter was, and the figure only grows: no day boundary restarts it (a
 * restart at midnight made it fall by some 4.7 million). Nothing pays this jackpot out, so it never
 * resets. Cents keep the repeated additions exact.
 */
export function jackpotCentsAt(now: Date): number {
  const seconds = Math.max(0, (now.getTime() - JACKPOT_OPENED_AT) / 1000);
  return BASE_CENTS + Math.floor(seconds / (JACKPOT_INTERVAL_MS / 1000)) * STEP_CENTS;
}

/** One tick of the running counter. */
export function nextJackpotCents(cents: number): number {
  return cents + STEP_CENTS;
}

/**
 * The next figure a running counter shows: one step on, or the clock's figure if the counter fell
 * behind it (a browser slows the timers of a hidden tab), so it never shows less than a reload would.
 */
export function tickJackpotCents(cents: number, now: Date): number {
  return Math.max(nextJackpotCents(cents), jackpotCentsAt(now));
}
