import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, i18n, queryClient, MemoryRouter, Route, Routes, useLocation, QueryClientProvider } from '@site/shared';
import { fakePlatform, ok, refusal, type Routes as PlatformRoutes } from '@site/shared/testing';
import type { LotteryIssue, LotteryMenu, LotteryRegionResult } from '@site/shared/contract/lottery';
import { lotteryItem } from '../../../testing/lottery-items';
import { LOTTERY_NAMESPACE, resources } from '../../../i18n/resources';
import VnLotteryScreen from './vn-lottery-screen';

// Rendering whole screens on a busy machine can take seconds.
jest.setTimeout(60_000);

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

const MENU_URL = '/lgw/vn/games/game_menu';
const OPENED_URL = '/lgw/vn/numeros/opened/game';

/** Noon in Vietnam, before the day's regional draws. */
const NOON = Date.parse('2026-11-23T05:00:00Z');

/** The menu at NOON: the north draws at 18:15 today, the 1-minute lottery at 12:01. */
function menu(): LotteryMenu {
  return {
    serverTime: Date.now(),
    menus: [
      {
        tag: 'NORTH',
        gameMenus: [lotteryItem('VN_MB', 'Miền Bắc', { gameMenuTag: 'NORTH', winningTime: '2026-11-23T11:15:00.000Z', lockAt: '2026-11-23T11:00:00.000Z' }, NOON)],
      },
      {
        tag: 'FAST',
        gameMenus: [
          lotteryItem('FAST_1M', 'Xổ số nhanh 1 phút', { gameMenuTag: 'FAST', numero: '20261123-0722', intervalSeconds: 60, winningTime: '2026-11-23T05:01:00.000Z', lockAt: '2026-11-23T05:00:50.000Z' }, NOON),
          lotteryItem('FAST_3M', 'Xổ số nhanh 3 phút', { gameMenuTag: 'FAST', numero: '20261123-0241', intervalSeconds: 180, winningTime: '2026-11-23T05:03:00.000Z', lockAt: '2026-11-23T05:02:50.000Z' }, NOON),
        ],
      },
    ],
  };
}

function fastDrawn(gameId: string, numero: string): LotteryIssue {
  const { remark: _remark, ...issue } = drawn(gameId, '', numero);
  return { ...issue, drawAt: '2026-11-23T12:00:00Z', drawnAt: '2026-11-23T12:00:01Z' };
}

function serve(routes: PlatformRoutes = {}) {
  return fakePlatform({
    [MENU_URL]: () => ok(menu()),
    [OPENED_URL]: (config) => {
      const { gameId } = config.params as { gameId: string };
      return ok({ serverTime: NOW, list: [fastDrawn(gameId, gameId === 'FAST_1M' ? '20261123-0721' : '20261123-0240')] });
    },
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

describe('/vnlottery before the day\'s draw and for the fast draws', () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOON);
  });

  it('on a day whose draw is still to come shows the next draw, its time in Vietnam and a countdown, not "no draws"', async () => {
    serve({ [RESULTS_URL]: () => ok({ serverTime: NOW, list: [] }) });
    renderAt('/vnlottery');
    const next = await screen.findByRole('region', { name: 'Next draw' });
    expect(next).toHaveTextContent('Northern Vietnam');
    expect(next).toHaveTextContent('Issue 20261123-0001');
    expect(next).toHaveTextContent('2026.11.23 18:15 (Vietnam time)');
    expect(within(next).getByRole('timer', { name: 'Draw in 06:15:00' })).toBeInTheDocument();
    expect(await screen.findByText('No draw yet on 2026.11.23.')).toBeInTheDocument();
    expect(screen.queryByText(/No draws in this region/)).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Próximo sorteo', 'Norte de Vietnam', '(hora de Vietnam)'],
    ['zh', '下一期开奖', '越南北部', '（越南时间）'],
  ])('in %s says the next draw in the language', async (language, title, name, zone) => {
    await i18n.changeLanguage(language);
    serve({ [RESULTS_URL]: () => ok({ serverTime: NOW, list: [] }) });
    renderAt('/vnlottery');
    const next = await screen.findByRole('region', { name: title });
    expect(next).toHaveTextContent(name);
    expect(next).toHaveTextContent(zone);
  });

  it('has a fast-draws tab with the chosen fast lottery\'s latest draws, their seeds and Verify', async () => {
    const platform = serve({
      '/lgw/vn/numeros/FAST_3M/20261123-0240/verify': () =>
        ok({ serverTime: NOW, verified: true, seedHash: 'a'.repeat(64), seed: 'b'.repeat(64), betsDigest: 'c'.repeat(64), finalSeed: 'd'.repeat(64), recomputed: drawn('VN_MB', '', '').result }),
    });
    renderAt('/vnlottery');
    await userEvent.click(screen.getByRole('tab', { name: 'Fast draws' }));
    expect(screen.getByTestId('location')).toHaveTextContent('region=FAST');
    const choice = await screen.findByRole('combobox', { name: 'Fast lottery' });
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['Fast draw, 1 minute', 'Fast draw, 3 minutes']);
    await userEvent.selectOptions(choice, 'FAST_3M');
    expect(screen.getByTestId('location')).toHaveTextContent('game=FAST_3M');
    const next = await screen.findByRole('region', { name: 'Next draw' });
    expect(next).toHaveTextContent('Issue 20261123-0241');
    expect(next).toHaveTextContent('2026.11.23 12:03 (Vietnam time)');
    const result = await screen.findByTestId('vn-result-FAST_3M');
    expect(result).toHaveAttribute('data-numero', '20261123-0240');
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent('Fast draw, 3 minutes');
    expect(within(result).getByTestId('seed')).toHaveTextContent('b'.repeat(64));
    await userEvent.click(within(result).getByRole('button', { name: 'Verify' }));
    expect(await within(result).findByText(/^Verified: the seed matches/)).toBeInTheDocument();
    expect(platform.callsTo(OPENED_URL).at(-1)?.params).toEqual({ gameId: 'FAST_3M', count: 10 });
  });
});
