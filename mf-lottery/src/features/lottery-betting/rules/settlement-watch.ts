/** A bet as far as watching for its settlement needs it. */
export interface WatchedBet {
  betId: string;
  numero: string;
  status: 'PLACED' | 'WON' | 'LOST' | 'REFUNDED';
}

/**
 * Whether some bet waits for a settlement that is due: it is still PLACED and its issue's draw
 * time has passed. A bet on an earlier issue than the current one was drawn already (or is being
 * drawn); a bet on the current issue waits for the current draw time.
 */
export function settlementDue(bets: readonly WatchedBet[], current: { numero: string; drawAt: number } | null, now: number): boolean {
  return bets.some((bet) => bet.status === 'PLACED' && (current === null || bet.numero !== current.numero || now >= current.drawAt));
}

/** Bets that were PLACED in `before` and are settled (won, lost or refunded) in `after`. */
export function newlySettled(before: readonly WatchedBet[], after: readonly WatchedBet[]): WatchedBet[] {
  const placed = new Set(before.filter((bet) => bet.status === 'PLACED').map((bet) => bet.betId));
  return after.filter((bet) => bet.status !== 'PLACED' && placed.has(bet.betId));
}
