import type { LotteryItem } from '@site/shared/contract/lottery';

/** When nothing is on sale, or an issue just closed and its draw is due, look again this soon. */
export const REFRESH_WHEN_NONE_OPEN_MS = 7_000;
/** The lobby never waits longer than this between two looks. */
export const REFRESH_MAX_MS = 30_000;

/**
 * The lobby's refresh delay: the smallest remaining time (seconds until sales close) among the
 * listed issues, 7 s when that is 0 or less (an issue already closed: its draw and the next issue
 * are due) or when none is listed, and never more than 30 s.
 */
export function nextRefreshDelay(items: readonly Pick<LotteryItem, 'remainTime'>[]): number {
  if (items.length === 0) return REFRESH_WHEN_NONE_OPEN_MS;
  const smallest = Math.min(...items.map((item) => item.remainTime));
  if (!(smallest > 0)) return REFRESH_WHEN_NONE_OPEN_MS;
  return Math.min(smallest * 1000, REFRESH_MAX_MS);
}

/** When the answer was asked for and when it arrived, by the device clock (ms). */
export interface RequestTiming {
  sentAt: number;
  receivedAt: number;
}

/**
 * When an item's issue draws, by the device clock: the server counted `remainTime` (to the close
 * of sales) and `lockTime` (close to draw) at about half-way through the round trip.
 */
export function estimatedOpenTime(item: Pick<LotteryItem, 'remainTime' | 'lockTime'>, { sentAt, receivedAt }: RequestTiming): number {
  return sentAt + Math.max(0, receivedAt - sentAt) / 2 + (item.remainTime + item.lockTime) * 1000;
}
