import { act, render, screen } from '@testing-library/react';
import { JACKPOT_BASE, jackpotCentsAt, nextJackpotCents } from './jackpot';
import { Jackpot } from '../components/jackpot';
import { registerShellResources } from '../../../i18n/resources';

describe('jackpot formula', () => {
  it('is the base at local midnight', () => {
    expect(jackpotCentsAt(new Date(2026, 10, 22, 0, 0, 0))).toBe(JACKPOT_BASE * 100);
  });

  it('adds one step of 165.11 for every full 3 s since local midnight', () => {
    expect(jackpotCentsAt(new Date(2026, 10, 22, 0, 0, 2))).toBe(1_000_000_000);
    expect(jackpotCentsAt(new Date(2026, 10, 22, 0, 0, 3))).toBe(1_000_016_511);
    expect(jackpotCentsAt(new Date(2026, 10, 22, 0, 1, 0))).toBe(1_000_000_000 + 20 * 16_511);
    // 12:00:00 is 14,400 steps after midnight.
    expect(jackpotCentsAt(new Date(2026, 10, 22, 12, 0, 0))).toBe(1_000_000_000 + 14_400 * 16_511);
  });

  it('ticks by exactly 165.11', () => {
    expect(nextJackpotCents(1_000_000_000)).toBe(1_000_016_511);
  });
});

describe('<Jackpot/>', () => {
  beforeAll(() => registerShellResources());
  afterEach(() => jest.useRealTimers());

  it('starts from the time-derived value and grows by 165.11 every 3 s', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 0, 0, 30) });
    render(<Jackpot />);
    const jackpot = screen.getByTestId('jackpot');
    // 30 s = 10 steps.
    expect(jackpot).toHaveTextContent('P 10,001,651.10');
    act(() => jest.advanceTimersByTime(2999));
    expect(jackpot).toHaveTextContent('P 10,001,651.10');
    act(() => jest.advanceTimersByTime(1));
    expect(jackpot).toHaveTextContent('P 10,001,816.21');
    act(() => jest.advanceTimersByTime(6000));
    expect(jackpot).toHaveTextContent('P 10,002,146.43');
  });
});
