import { act, render, screen } from '@testing-library/react';
import { clockStore } from '../server-clock';
import { Countdown } from './countdown';
import { formatRemaining, secondsLeft } from './format-remaining';

const SERVER_NOW = Date.parse('2026-11-23T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('formatRemaining', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [3_599, '59:59'],
    [3_600, '01:00:00'],
    [7 * 86_400, '168:00:00'],
    [-5, '00:00'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatRemaining(seconds)).toBe(text);
  });

  it('counts whole seconds up, and never below zero', () => {
    expect(secondsLeft(10_001, 0)).toBe(11);
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(0, 10_000)).toBe(0);
  });
});

describe('<Countdown>', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clockStore.reset();
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to an absolute time as a labelled timer, stops at 00:00 and says so once', () => {
    jest.setSystemTime(SERVER_NOW);
    const onDone = jest.fn();
    render(<Countdown to={iso(SERVER_NOW + 65_000)} label="Sales close in" onDone={onDone} />);
    const timer = screen.getByRole('timer', { name: 'Sales close in 01:05' });
    expect(timer).toHaveTextContent('01:05');
    act(() => jest.advanceTimersByTime(6_010));
    expect(timer).toHaveTextContent('00:59');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('00:00');
    act(() => jest.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the server-side remaining time when the device clock is 10 minutes fast', () => {
    const shift = 10 * 60_000;
    jest.setSystemTime(SERVER_NOW + shift);
    const sentAt = Date.now();
    clockStore.record({ serverTime: SERVER_NOW, sentAt, receivedAt: sentAt });
    render(<Countdown to={iso(SERVER_NOW + 90_000)} label="Draw in" />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
  });

  it('does not drift when timers fire late: each tick recomputes from the target', () => {
    jest.setSystemTime(SERVER_NOW);
    render(<Countdown to={iso(SERVER_NOW + 120_000)} label="Draw in" />);
    // A hidden tab: the clock moves 50 s while no timer runs.
    act(() => jest.setSystemTime(SERVER_NOW + 50_000));
    act(() => jest.advanceTimersByTime(1_100));
    expect(screen.getByRole('timer')).toHaveTextContent('01:09');
  });

  it('redraws at once when the page becomes visible again', () => {
    jest.setSystemTime(SERVER_NOW);
    render(<Countdown to={iso(SERVER_NOW + 120_000)} label="Draw in" />);
    act(() => jest.setSystemTime(SERVER_NOW + 30_000));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
  });

  it('follows a new offset measured while it runs', () => {
    jest.setSystemTime(SERVER_NOW);
    render(<Countdown to={iso(SERVER_NOW + 120_000)} label="Draw in" />);
    act(() => clockStore.record({ serverTime: SERVER_NOW + 60_000, sentAt: SERVER_NOW, receivedAt: SERVER_NOW }));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });
});
