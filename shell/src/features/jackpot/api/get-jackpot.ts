import { useQuery } from '@tanstack/react-query';
import { callApi, JACKPOT_PATH, queryClient, type JackpotValue } from '@site/shared';

/** How often the /rng jackpot is read again: the 3 s the counter has always moved at. */
export const JACKPOT_INTERVAL_MS = 3000;

/** The game provider's jackpot pool, as the platform reads it from the provider. */
export function fetchJackpot(): Promise<JackpotValue> {
  return callApi(`GET ${JACKPOT_PATH}`);
}

/**
 * The pool, read again every 3 s while the page is visible (a hidden tab asks nothing and catches up
 * when shown). Every server answers the one pool the provider keeps, so a reload never goes back.
 */
export function useJackpot() {
  return useQuery({ queryKey: ['jackpot'], queryFn: fetchJackpot, refetchInterval: JACKPOT_INTERVAL_MS }, queryClient);
}
