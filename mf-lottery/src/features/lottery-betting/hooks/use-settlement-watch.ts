import { useEffect, useRef } from 'react';
import { useLatest } from '@site/shared';
import { newlySettled, type WatchedBet } from '../rules/settlement-watch';

/**
 * Calls `onSettled` when a bet that was waiting for its draw comes back won, lost or refunded:
 * the player's balance moved, so the header and the result board should follow.
 */
export function useSettlementWatch(bets: readonly WatchedBet[] | undefined, onSettled: () => void): void {
  const previous = useRef<readonly WatchedBet[] | null>(null);
  const latest = useLatest(onSettled);
  useEffect(() => {
    if (!bets) return;
    if (previous.current && newlySettled(previous.current, bets).length > 0) latest.current();
    previous.current = bets;
  }, [bets, latest]);
}
