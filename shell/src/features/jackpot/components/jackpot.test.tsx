import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { JACKPOT_PATH } from '@site/shared';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { registerShellResources } from '../../../i18n/resources';
import { startupRoutes } from '../../../testing/fixtures';
import { resetSharedState, withProviders } from '../../../testing/render-app';
import { JACKPOT_INTERVAL_MS } from '../api/get-jackpot';
import { Jackpot } from './jackpot';

beforeAll(() => registerShellResources());
beforeEach(() => resetSharedState());
afterEach(() => jest.useRealTimers());

/** The platform answering the pools of `amounts` in turn (the last one from then on). */
function pools(...amounts: number[]) {
  let call = 0;
  return fakePlatform(startupRoutes({ [JACKPOT_PATH]: () => ok({ amount: amounts[Math.min(call++, amounts.length - 1)]!, seed: 10_000 }) }));
}

describe('<Jackpot/>', () => {
  it("shows the provider's pool as the platform answers it, read again every 3 s: a win that resets it shows the seed", async () => {
    jest.useFakeTimers();
    const platform = pools(12_345.67, 12_346.07, 10_000);
    render(withProviders(<Jackpot />));
    const jackpot = await screen.findByTestId('jackpot');
    expect(jackpot).toHaveTextContent('P 12,345.67');
    await act(() => jest.advanceTimersByTimeAsync(JACKPOT_INTERVAL_MS));
    expect(jackpot).toHaveTextContent('P 12,346.07');
    await act(() => jest.advanceTimersByTimeAsync(JACKPOT_INTERVAL_MS));
    expect(jackpot).toHaveTextContent('P 10,000.00');
    expect(platform.callsTo(JACKPOT_PATH)).toHaveLength(3);
  });

  it('shows the label without a figure while the first answer is on its way, and nothing when the provider cannot say', async () => {
    fakePlatform(startupRoutes({ [JACKPOT_PATH]: () => refusal('PROVIDER_UNAVAILABLE', 'no answer', 503) }));
    render(withProviders(<Jackpot />));
    expect(screen.getByRole('region', { name: 'Jackpot' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('jackpot')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jackpot' })).not.toBeInTheDocument(), { timeout: 30_000 });
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
  it('keeps the currency symbol and the amount together: a non-breaking space, and the amount never wraps', async () => {
    pools(12_345.67);
    render(withProviders(<Jackpot />));
    expect((await screen.findByTestId('jackpot')).textContent).toMatch(/^P\u00a0\d{1,3}(,\d{3})*\.\d{2}$/);
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
