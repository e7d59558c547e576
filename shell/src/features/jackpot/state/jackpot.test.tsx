import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { JACKPOT_BASE, JACKPOT_OPENED_AT, jackpotCentsAt, nextJackpotCents, tickJackpotCents } from './jackpot';
import { Jackpot } from '../components/jackpot';
import { registerShellResources } from '../../../i18n/resources';

describe('jackpot across days', () => {
  it('never falls at midnight, in any time zone: the last second of a day is not above the first of the next', () => {
    for (let day = 1; day <= 30; day += 1) {
      const beforeLocal = jackpotCentsAt(new Date(2026, 11, day, 23, 59, 59));
      const afterLocal = jackpotCentsAt(new Date(2026, 11, day + 1, 0, 0, 0));
      expect(afterLocal).toBeGreaterThanOrEqual(beforeLocal);
      const beforeUtc = jackpotCentsAt(new Date(Date.UTC(2026, 11, day, 23, 59, 59)));
      const afterUtc = jackpotCentsAt(new Date(Date.UTC(2026, 11, day + 1, 0, 0, 0)));
      expect(afterUtc).toBeGreaterThanOrEqual(beforeUtc);
    }
  });

  it('grows over a week, second by second, and never goes back', () => {
    let previous = jackpotCentsAt(new Date(Date.UTC(2026, 11, 20)));
    for (let t = Date.UTC(2026, 11, 20); t <= Date.UTC(2026, 11, 27); t += 997_000) {
      const cents = jackpotCentsAt(new Date(t));
      expect(cents).toBeGreaterThanOrEqual(previous);
      previous = cents;
    }
    expect(previous).toBeGreaterThan(jackpotCentsAt(new Date(Date.UTC(2026, 11, 20))));
  });
});

describe('jackpot formula', () => {
  const at = (seconds: number) => new Date(JACKPOT_OPENED_AT + seconds * 1000);

  it('is the base when the jackpot opened (and before)', () => {
    expect(jackpotCentsAt(at(0))).toBe(JACKPOT_BASE * 100);
    expect(jackpotCentsAt(at(-86_400))).toBe(JACKPOT_BASE * 100);
  });

  it('adds one step of 165.11 for every full 3 s since it opened, across days', () => {
    expect(jackpotCentsAt(at(2))).toBe(1_000_000_000);
    expect(jackpotCentsAt(at(3))).toBe(1_000_016_511);
    expect(jackpotCentsAt(at(60))).toBe(1_000_000_000 + 20 * 16_511);
    // A day and a half later: 43,200 steps, nothing taken away at midnight.
    expect(jackpotCentsAt(at(129_600))).toBe(1_000_000_000 + 43_200 * 16_511);
  });

  it('ticks by exactly 165.11, and catches up with the clock when the timers fell behind', () => {
    expect(nextJackpotCents(1_000_000_000)).toBe(1_000_016_511);
    expect(tickJackpotCents(1_000_000_000, at(3))).toBe(1_000_016_511);
    // A hidden tab's timer fired once in a minute: the figure is the clock's, as a reload would show.
    expect(tickJackpotCents(1_000_000_000, at(60))).toBe(1_000_000_000 + 20 * 16_511);
  });
});

describe('<Jackpot/>', () => {
  beforeAll(() => registerShellResources());
  afterEach(() => jest.useRealTimers());

  it('starts from the time-derived value and grows by 165.11 every 3 s', () => {
    jest.useFakeTimers({ now: new Date(JACKPOT_OPENED_AT + 30_000) });
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

  it('keeps growing through midnight', () => {
    jest.useFakeTimers({ now: new Date(2026, 11, 3, 23, 59, 54) });
    render(<Jackpot />);
    const figure = () => Number(screen.getByTestId('jackpot').textContent!.replace(/[^\d.]/g, ''));
    let previous = figure();
    for (let i = 0; i < 4; i += 1) {
      act(() => jest.advanceTimersByTime(3000));
      expect(figure()).toBeGreaterThan(previous);
      previous = figure();
    }
  });
});

/** The declarations of `selector`'s first rule (outside or inside a media query) in the jackpot's CSS module. */
function declarations(selector: string, media?: string): Record<string, string> {
  let css = readFileSync(path.join(__dirname, '../components/jackpot.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  if (media) css = css.slice(css.indexOf(`@media ${media}`));
  const block = new RegExp(`(?:^|[\\s}])\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(block.split(';').map((d) => d.split(':').map((part) => part.trim())).filter(([name]) => name) as [string, string][]);
}

describe('<Jackpot/> on a 390 px phone', () => {
  beforeAll(() => registerShellResources());

  it('keeps the currency symbol and the amount together: a non-breaking space, and the amount never wraps', () => {
    render(<Jackpot />);
    expect(screen.getByTestId('jackpot').textContent).toMatch(/^P\u00a0\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(declarations('.amount')['white-space']).toBe('nowrap');
  });

  it('lets a long label (Giải độc đắc) take its own line above the whole amount rather than squeeze it', () => {
    expect(declarations('.inner')['flex-wrap']).toBe('wrap');
    expect(declarations('.label')['white-space']).toBe('nowrap');
    // A fixed height would cut the second line off.
    expect(declarations('.jackpot').height).toBeUndefined();
    expect(declarations('.inner').height).toBeUndefined();
  });
});
