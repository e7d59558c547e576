import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, i18n } from '@site/shared';
import { fakePlatform, ok, type Routes } from '@site/shared/testing';
import { lotteryItem, lotteryMenu } from '../../../testing/lottery-items';
import { renderWithProviders, resetSharedState, signIn } from '../../../testing/render';
import LobbyScreen from './lobby-screen';

// Rendering whole screens on a busy machine can take seconds.
jest.setTimeout(60_000);

const MENU_URL = '/lgw/vn/games/game_menu';
const POPULAR_URL = '/lgw/games/popular';
const RECENT_URL = '/lgw/vn/games/game_menu/recent';

function serve(routes: Routes = {}) {
  return fakePlatform({
    '/wps/relay/GCSGAME_newGameVendor': () => ok([]),
    [MENU_URL]: () => ok(lotteryMenu()),
    [POPULAR_URL]: () => ok({ serverTime: Date.now(), list: [lotteryItem('FAST_1M', 'Nhanh 1 phút'), lotteryItem('VN_DL', 'Đà Lạt')] }),
    [RECENT_URL]: () => ok({ serverTime: Date.now(), list: [lotteryItem('VN_HCM', 'TP. Hồ Chí Minh')] }),
    ...routes,
  });
}

function cardNames(): string[] {
  return within(screen.getByTestId('lottery-list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => resetSharedState());

describe('lottery lobby', () => {
  it('opens on the first menu tag with each lottery, its issue, countdowns, last result and a bet link', async () => {
    const platform = serve();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Northern Vietnam Miền Bắc' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Northern' })).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByTestId('lottery-card-VN_MB');
    expect(within(card).getByText('Issue 20261123-0001')).toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: /^Sales close in 10:00$/ })).toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: /^Draw in 25:00$/ })).toBeInTheDocument();
    expect(within(card).getByTestId('open-number')).toHaveTextContent('04512');
    expect(within(card).getByRole('link', { name: 'Bet on Northern Vietnam (Miền Bắc)' })).toHaveAttribute('href', '/lottery?gameCode=VN_MB');
    // The menu is asked with the prize mode (LOTT: no e-lottery card), the device and the language.
    expect(platform.callsTo(MENU_URL)[0]?.params).toEqual({ prizeMode: 'LOTT', device: 'WEB', language: 'en' });
  });

  it('heads each lottery one level under the page, so the outline skips no level', async () => {
    serve();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await screen.findByTestId('lottery-list');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).length).toBeGreaterThan(0);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
  });

  it('shows a tag its own lotteries, filtered by draw day and by name; at most 6 digits of a result', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('tab', { name: 'Southern' }));
    expect(cardNames()).toEqual(['Ho Chi Minh City', 'Da Lat']);
    expect(within(screen.getByTestId('lottery-card-VN_DL')).getByTestId('open-number')).toHaveTextContent('234567');
    await user.selectOptions(screen.getByLabelText('Draw day'), '1');
    expect(cardNames()).toEqual(['Da Lat']);
    await user.selectOptions(screen.getByLabelText('Draw day'), '7');
    expect(cardNames()).toEqual(['Ho Chi Minh City']);
    await user.selectOptions(screen.getByLabelText('Draw day'), 'all');
    await user.type(screen.getByLabelText('Lottery name'), 'da lat');
    expect(cardNames()).toEqual(['Da Lat']);
    await user.type(screen.getByLabelText('Lottery name'), 'xyz');
    expect(screen.getByTestId('lottery-empty')).toHaveTextContent('No lottery matches these filters.');
  });

  it('lists the weekdays Monday first and Sunday last, numbered as the lottery does', async () => {
    serve();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    const options = within(await screen.findByLabelText('Draw day')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['all', '2', '3', '4', '5', '6', '7', '1']);
    expect(options.filter((option) => option.textContent?.endsWith('(today)'))).toHaveLength(1);
  });

  it('shows the popular lotteries in their order under Hot', async () => {
    const platform = serve();
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('tab', { name: 'Hot' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fast draw, 1 minute' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Fast draw, 1 minute', 'Da Lat']);
    expect(platform.callsTo(POPULAR_URL)[0]?.params).toMatchObject({ count: 20, prizeMode: 'LOTT' });
  });

  it('asks a visitor to log in for favourites and recent, and before betting', async () => {
    const platform = serve();
    const login = jest.fn();
    const stop = bus.on('auth:open-login', login);
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('button', { name: 'Favourite: Northern Vietnam (Miền Bắc)' }));
    expect(login).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Bet on Northern Vietnam (Miền Bắc)' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery$/);
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(screen.getByText('Log in to see the lotteries you bet on.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledTimes(3);
    expect(platform.callsTo(RECENT_URL)).toHaveLength(0);
    stop();
  });

  it('tells a trial account that betting needs a real account', async () => {
    serve();
    signIn('trial1', 4);
    const warn = jest.fn();
    const stop = bus.on('auth:need-real-account', warn);
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('link', { name: 'Bet on Northern Vietnam (Miền Bắc)' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery$/);
    stop();
  });

  it('keeps a member favourites on the device for that username only', async () => {
    serve();
    signIn('alice');
    const user = userEvent.setup();
    const first = renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    const star = await screen.findByRole('button', { name: 'Favourite: Northern Vietnam (Miền Bắc)' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(cardNames()).toEqual(['Northern Vietnam Miền Bắc']);
    first.unmount();

    signIn('bob');
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByTestId('lottery-empty')).toHaveTextContent('No favourites yet');
  });

  it('lists a member recent lotteries', async () => {
    const platform = serve();
    signIn('alice');
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    await user.click(await screen.findByRole('tab', { name: 'Recent' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ho Chi Minh City' })).toBeInTheDocument();
    expect(platform.callsTo(RECENT_URL)[0]?.params).toEqual({ prizeMode: 'LOTT', device: 'WEB', recentCount: 100 });
  });

  it('says when the menu fails, and tries again on request', async () => {
    let fail = true;
    serve({ [MENU_URL]: () => (fail ? { data: { success: false, value: null, errorCode: 'BOOM', message: 'x' }, status: 500 } : ok(lotteryMenu())) });
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lotteries could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Northern Vietnam Miền Bắc' })).toBeInTheDocument();
  });

  it('counts down by the server clock when the device clock is 10 minutes fast', async () => {
    const serverNow = Date.now();
    const deviceShift = 10 * 60_000;
    serve({ [MENU_URL]: () => ok(lotteryMenu(serverNow)) });
    const realNow = Date.now;
    Date.now = () => realNow() + deviceShift;
    try {
      renderWithProviders(<LobbyScreen />, { route: '/lottery' });
      const card = await screen.findByTestId('lottery-card-VN_MB');
      await act(async () => undefined);
      expect(within(card).getByTestId('lock-countdown').textContent).toMatch(/^(10:00|09:59)$/);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('lottery names outside Vietnamese', () => {
  it.each([
    ['en', 'Northern Vietnam', 'Ho Chi Minh City', 'Da Lat', 'Fast draw, 1 minute', 'Bet on Northern Vietnam (Miền Bắc)'],
    ['es', 'Norte de Vietnam', 'Ciudad Ho Chi Minh', 'Da Lat', 'Sorteo rápido, 1 minuto', 'Apostar en Norte de Vietnam (Miền Bắc)'],
    ['zh', '越南北部', '胡志明市', '大叻', '1分钟快速彩', '投注 越南北部 (Miền Bắc)'],
  ])('in %s the cards carry the translated names, the north with its Vietnamese name beside', async (language, north, hcm, dalat, fast, betOnNorth) => {
    serve();
    await i18n.changeLanguage(language);
    const user = userEvent.setup();
    renderWithProviders(<LobbyScreen />, { route: '/lottery' });
    const heading = await screen.findByRole('heading', { level: 2, name: `${north} Miền Bắc` });
    expect(within(heading).getByText('Miền Bắc')).toHaveAttribute('lang', 'vi');
    expect(within(screen.getByTestId('lottery-card-VN_MB')).getByRole('link', { name: betOnNorth })).toBeInTheDocument();
    await user.click(screen.getAllByRole('tab')[1]!);
    const [hcmCard, dalatCard] = cardNames();
    expect(hcmCard).toMatch(new RegExp(`^${hcm}`));
    expect(dalatCard).toMatch(new RegExp(`^${dalat}`));
    await user.click(screen.getAllByRole('tab')[2]!);
    expect(cardNames()).toEqual([fast]);
    // Searching finds a lottery by its translated name and by its Vietnamese one.
    await user.click(screen.getAllByRole('tab')[1]!);
    await user.type(screen.getByRole('searchbox'), hcm.slice(0, 5));
    expect(cardNames()).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ho chi');
    expect(cardNames()).toHaveLength(1);
  });
});
