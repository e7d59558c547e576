import { clockStore } from './clock-store';

/** A timed answer: what the call answered, and when it left and came back by the device clock. */
export interface Timed<T> {
  value: T;
  sentAt: number;
  receivedAt: number;
}

/**
 * Make a lottery call whose answer carries `serverTime` (`() => callApi('GET /lgw/...', ...)`),
 * record the clock offset it shows and hand back the answer with its timing (the lobby's refresh
 * timer needs the round trip too).
 */
export async function timedGet<T extends { serverTime: number }>(call: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const value = await call();
  const receivedAt = Date.now();
  clockStore.record({ serverTime: value.serverTime, sentAt, receivedAt });
  return { value, sentAt, receivedAt };
}
