import { clockStore } from './clock-store';
import { offsetFrom, roundTripOf } from './offset';

const SERVER_NOW = Date.parse('2026-11-23T09:00:00.000Z');

afterEach(() => clockStore.reset());

describe('offsetFrom', () => {
  it('is the round trip half-way point: serverTime + roundTrip/2 - receivedAt', () => {
    // Sent at device 1000, answered at 1200: the server read its clock at about device 1100.
    expect(offsetFrom({ serverTime: 5_100, sentAt: 1_000, receivedAt: 1_200 })).toBe(4_000);
  });

  it('measures a device clock 10 minutes fast as -10 minutes, so device time + offset is the server time', () => {
    const shift = 10 * 60_000;
    const sentAt = SERVER_NOW + shift;
    const receivedAt = sentAt + 300;
    // The server answered half-way: at its own SERVER_NOW + 150.
    const offset = offsetFrom({ serverTime: SERVER_NOW + 150, sentAt, receivedAt });
    expect(offset).toBe(-shift);
    expect(receivedAt + offset).toBe(SERVER_NOW + 300);
  });

  it('measures a device clock 10 minutes slow as +10 minutes', () => {
    const shift = 10 * 60_000;
    const sentAt = SERVER_NOW - shift;
    expect(offsetFrom({ serverTime: SERVER_NOW + 40, sentAt, receivedAt: sentAt + 80 })).toBe(shift);
  });

  it('reads a round trip that went backwards (device clock stepped) as 0', () => {
    expect(roundTripOf({ serverTime: 0, sentAt: 2_000, receivedAt: 1_000 })).toBe(0);
  });
});

describe('clockStore', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(SERVER_NOW + 10 * 60_000);
  });
  afterEach(() => jest.useRealTimers());

  it('trusts the device clock until the first answer, then tells the server time from a shifted device clock', () => {
    expect(clockStore.now()).toBe(SERVER_NOW + 10 * 60_000);
    const sentAt = Date.now();
    clockStore.record({ serverTime: SERVER_NOW + 50, sentAt, receivedAt: sentAt + 100 });
    // Time passes on the device; the offset still applies.
    jest.advanceTimersByTime(5_000);
    expect(clockStore.now()).toBe(SERVER_NOW + 5_000);
  });

  it('keeps the latest sample (a device clock changed while the page is open is only known from a fresh one)', () => {
    const listener = jest.fn();
    const stop = clockStore.subscribe(listener);
    clockStore.record({ serverTime: 10_000, sentAt: 0, receivedAt: 0 });
    clockStore.record({ serverTime: 20_000, sentAt: 0, receivedAt: 0 });
    expect(clockStore.get().offsetMs).toBe(20_000);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores an answer without a usable server time', () => {
    clockStore.record({ serverTime: Number.NaN, sentAt: 0, receivedAt: 0 });
    expect(clockStore.get()).toEqual({ offsetMs: 0, roundTripMs: null });
  });
});
