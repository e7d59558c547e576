import { useCallback, useEffect } from 'react';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { useOnVisible } from '../../../kit/server-clock';
import { nextRefreshDelay } from '../state/refresh-timer';

export interface RefreshSource {
  /** The lotteries of the latest answer; undefined before the first one. */
  items: readonly LotteryItem[] | undefined;
  /** Changes with every answer or failure (the query's updatedAt times). */
  answeredAt: number;
  /** True while a call is in flight: no timer runs then. */
  fetching: boolean;
  enabled: boolean;
  refetch: () => unknown;
}

/**
 * The lobby's refresh timer: after each answer, ask again after `nextRefreshDelay` of its
 * lotteries (after a failure, with no lotteries known, after 7 s). Only one timer runs; it is
 * cleared when a new answer arrives and when the lobby is left. A page coming back into view asks
 * at once, since its timers may have slept.
 */
export function useRefreshTimer({ items, answeredAt, fetching, enabled, refetch }: RefreshSource): void {
  useEffect(() => {
    if (!enabled || fetching || answeredAt === 0) return undefined;
    const timer = setTimeout(() => void refetch(), nextRefreshDelay(items ?? []));
    return () => clearTimeout(timer);
    // A new answer (answeredAt) brings new items; the refetch function of the query is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, fetching, answeredAt]);

  useOnVisible(
    useCallback(() => {
      if (enabled) void refetch();
    }, [enabled, refetch]),
  );
}
