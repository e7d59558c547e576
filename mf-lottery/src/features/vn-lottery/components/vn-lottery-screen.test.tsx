import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, i18n, queryClient, MemoryRouter, Route, Routes, useLocation, QueryClientProvider } from '@site/shared';
import { fakePlatform, ok, refusal, type Routes as PlatformRoutes } from '@site/shared/testing';
import type { LotteryRegionResult } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE, resources } from '../../../i18n/resources';
import VnLotteryScreen from './vn-lottery-screen';

const RESULTS_URL = '/lgw/vn/results';
const NOW = Date.parse('2026-11-23T12:00:00Z');

function drawn(gameId: string, remark: string, numero: string): LotteryRegionResult {
  return {
    gameId,
    remark,
    numero,
    status: 'SETTLED',
    saleStartAt: '2026-11-22T11:15:00Z',
    lockAt: '2026-11-23T11:00:00Z',
    drawAt: '2026-11-23T11:15:00Z',
    seedHash: 'a'.repeat(64),
    seed: 'b'.repeat(64),
    betsDigest: 'c'.repeat(64),
    finalSeed: 'd'.repeat(64),
    result: {
      tiers: [
        { tier: 'G7', numbers: ['12', '34', '56', '78'] },
        { tier: 'DB', numbers: ['12345'] },
        { tier: 'G1', numbers: ['67890'] },
      ],
    },
    drawnAt: '2026-11-23T11:15:01Z',
  };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

function renderAt(route: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/vnlottery" element={<VnLotteryScreen />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function serve(routes: PlatformRoutes = {}) {
  return fakePlatform({
    [RESULTS_URL]: (config) => {
      const { region } = config.params as { region: string };
      return ok({ serverTime: NOW, list: region === 'NORTH' ? [drawn('VN_MB', 'Miền Bắc', '20261123-0001')] : [] });
    },
    ...routes,
  });
}

beforeEach(() => {
  addRemoteResources(LOTTERY_NAMESPACE, resources);
  void i18n.changeLanguage('en');
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/vnlottery', () => {
  it('shows the north today (Vietnam date) with the prizes special prize first, the seed hash, the seed, the bets digest and the final seed', async () => {
    const platform = serve();
    renderAt('/vnlottery');
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Results of 2026.11.23');
    const result = await screen.findByTestId('vn-result-VN_MB');
    expect(platform.callsTo(RESULTS_URL)[0]?.params).toEqual({ region: 'NORTH', date: '2026-11-23' });
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-tier'))).toEqual(['DB', 'G1', 'G7']);
    expect(rows[0]).toHaveTextContent('Special prize12345');
    expect(within(result).getByTestId('seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(within(result).getByTestId('seed')).toHaveTextContent('b'.repeat(64));
    expect(within(result).getByTestId('bets-digest')).toHaveTextContent('c'.repeat(64));
    expect(within(result).getByTestId('final-seed')).toHaveTextContent('d'.repeat(64));
  });

  it('verifies an issue with the platform and says whether it holds', async () => {
    let verified = true;
    const platform = serve({
      '/lgw/vn/numeros/VN_MB/20261123-0001/verify': () =>
        ok({ serverTime: NOW, verified, seedHash: 'a'.repeat(64), seed: 'b'.repeat(64), betsDigest: 'c'.repeat(64), finalSeed: 'd'.repeat(64), recomputed: drawn('VN_MB', '', '').result }),
    });
    renderAt('/vnlottery?region=NORTH&date=2026-11-23');
    const result = await screen.findByTestId('vn-result-VN_MB');
    await userEvent.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(await within(result).findByText(/^Verified: the seed matches/)).toBeInTheDocument();
    expect(platform.callsTo('/lgw/vn/numeros/VN_MB/20261123-0001/verify')).toHaveLength(1);

    verified = false;
    await userEvent.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(await within(result).findByText(/^Not verified/)).toBeInTheDocument();
  });

  it('keeps the region and the date in the address and says when a region drew nothing that day', async () => {
    const platform = serve();
    renderAt('/vnlottery?region=SOUTH&date=2026-11-20');
    expect(screen.getByRole('tab', { name: 'South' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No draws in this region on 2026.11.20.')).toBeInTheDocument();
    expect(platform.callsTo(RESULTS_URL)[0]?.params).toEqual({ region: 'SOUTH', date: '2026-11-20' });

    await userEvent.click(screen.getByRole('tab', { name: 'North' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?region=NORTH&date=2026-11-20');
    expect(await screen.findByTestId('vn-result-VN_MB')).toBeInTheDocument();
  });

  it('moves between regions with the arrow keys', async () => {
    serve();
    renderAt('/vnlottery');
    screen.getByRole('tab', { name: 'North' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Central' })).toHaveFocus();
  });

  it('offers a retry when the results cannot load', async () => {
    serve({ [RESULTS_URL]: () => refusal('INTERNAL', 'boom', 500) });
    renderAt('/vnlottery');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The results could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
