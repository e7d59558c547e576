import { apiGet } from '@site/shared';
import { clockStore } from './clock-store';

/** A timed answer: what the call answered, and when it left and came back by the device clock. */
export interface Timed<T> {
  value: T;
  sentAt: number;
  receivedAt: number;
}

/**
 * GET a lottery call whose answer carries `serverTime`, record the clock offset it shows and hand
 * back the answer with its timing (the lobby's refresh timer needs the round trip too).
 */
export async function timedGet<T extends { serverTime: number }>(url: string, params?: Record<string, unknown>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const value = await apiGet<T>(url, params);
  const receivedAt = Date.now();
  clockStore.record({ serverTime: value.serverTime, sentAt, receivedAt });
  return { value, sentAt, receivedAt };
}
