/** One timed answer: the server's clock in it, and the device clock when the call left and came back. */
export interface ClockSample {
  /** The server clock in the answer, epoch ms. */
  serverTime: number;
  /** Device clock (Date.now()) just before the call was sent. */
  sentAt: number;
  /** Device clock just after the answer arrived. */
  receivedAt: number;
}

/**
 * How far the server clock is ahead of this device's clock, in ms (negative when behind). The
 * server read its clock about half-way through the round trip, so at `receivedAt` the server's
 * clock shows `serverTime + roundTrip / 2`. Server time now is then `Date.now() + offset`, whatever
 * the device clock says.
 */
export function offsetFrom({ serverTime, sentAt, receivedAt }: ClockSample): number {
  return serverTime + (receivedAt - sentAt) / 2 - receivedAt;
}

/** The round trip of a sample in ms, never negative (a device clock stepping back mid-call reads as 0). */
export function roundTripOf({ sentAt, receivedAt }: ClockSample): number {
  return Math.max(0, receivedAt - sentAt);
}
