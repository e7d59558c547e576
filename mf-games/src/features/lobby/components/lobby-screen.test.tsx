import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type VendorLane } from '@site/shared';
import { card, gameItems, rawLanes } from '../../../testing/fixtures';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, signIn, VENDORS_URL } from '../../../testing/render';
import { LOBBY_SCREENS } from './lobby-screen';

function serveLanes(lanes: VendorLane[] = rawLanes()) {
  return fakePlatform({ [VENDORS_URL]: () => ok(lanes) });
}

beforeEach(async () => {
  await resetSharedState();
});

describe('category lobby', () => {
  it('shows the live providers from the API with logo, name and hot badge', async () => {
    const { calls } = serveLanes();
    document.title = 'Owned by the shell';
    renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

    const main = screen.getByTestId('lobby-LIVE');
    expect(within(main).getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    const evo = await screen.findByTestId('vendor-card-EVO');
    expect(evo).toHaveAccessibleName('Evolution Hot');
    expect(evo.querySelector('img')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('vendor-card-AG')).toHaveAccessibleName('AG name');
    expect(within(screen.getByTestId('vendor-card-AG')).queryByText('Hot')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vendor-card-SABA')).not.toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ platform: 'html5-desktop' });
    // The shell alone owns the tab title (from the route declaration); the screen never writes it.
    expect(document.title).toBe('Owned by the shell');
  });

  it('lists cockfight providers under /cockfight and not under /sports', async () => {
    serveLanes();
    const { unmount } = renderWithProviders(<LOBBY_SCREENS.SPORTS />, { route: '/sports' });
    await screen.findByTestId('vendor-card-SABA');
    expect(screen.queryByTestId('vendor-card-DS88')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vendor-card-SV3')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vendor-card-TF')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<LOBBY_SCREENS.COCKFIGHT />, { route: '/cockfight' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeInTheDocument();
    expect(await screen.findByTestId('vendor-card-DS88')).toHaveAccessibleName('DS88 Sabong');
    expect(screen.getByTestId('vendor-card-SV3')).toBeInTheDocument();
    expect(screen.queryByTestId('vendor-card-SABA')).not.toBeInTheDocument();
  });

  it('lists e-sports providers split out of sports', async () => {
    serveLanes();
    renderWithProviders(<LOBBY_SCREENS.ESPORTS />, { route: '/esports' });
    expect(await screen.findByTestId('vendor-card-TF')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows skeleton cards while loading, then the cards', async () => {
    let resolve: (reply: ReturnType<typeof ok>) => void = () => {};
    const promise = new Promise<ReturnType<typeof ok>>((r) => (resolve = r));
    fakePlatform({ [VENDORS_URL]: () => promise });
    renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading providers…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    resolve(ok(rawLanes()));
    expect(await screen.findByTestId('vendor-card-EVO')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with a Retry that fetches again', async () => {
    let fail = true;
    const { calls } = fakePlatform({ [VENDORS_URL]: () => (fail ? refusal('SERVER_ERROR', 'Boom', 500) : ok(rawLanes())) });
    renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('vendor-card-EVO')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('says so when the category has no providers', async () => {
    serveLanes(rawLanes().filter((lane) => lane.title !== 'LIVE'));
    renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });
    expect(await screen.findByText('No providers in this category yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('clicking a provider (gated action)', () => {
    it('asks a visitor to log in', async () => {
      serveLanes();
      const opened = jest.fn();
      const off = bus.on('auth:open-login', opened);
      renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

      await userEvent.click(await screen.findByTestId('vendor-card-EVO'));
      expect(opened).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      off();
    });

    it('lets a trial account start a provider lobby (it plays with play money), without any warning', async () => {
      serveLanes();
      signIn(4);
      const refused = jest.fn();
      const login = jest.fn();
      const offs = [bus.on('auth:need-real-account', refused), bus.on('auth:open-login', login)];
      renderWithProviders(<LOBBY_SCREENS.SPORTS />, { route: '/sports' });

      await userEvent.click(await screen.findByTestId('vendor-card-SABA'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/seamless\?vassalage=SABA&gameType=SPORTS&name=SABA\+name$/);
      expect(refused).not.toHaveBeenCalled();
      expect(login).not.toHaveBeenCalled();
      offs.forEach((off) => off());
    });

    it("opens a live provider's lobby on /seamless, full page", async () => {
      serveLanes();
      signIn(0);
      renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

      await userEvent.click(await screen.findByTestId('vendor-card-AG'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/seamless\?vassalage=AG&gameType=LIVE&name=AG\+name$/);
    });

    it('opens the FB sports page on /fbsports', async () => {
      fakePlatform({ [VENDORS_URL]: () => ok(rawLanes().map((lane) => (lane.title === 'SPORTS' ? { ...lane, cards: [card('FB', 'SPORTS'), ...lane.cards] } : lane))) });
      signIn(0);
      renderWithProviders(<LOBBY_SCREENS.SPORTS />, { route: '/sports' });

      await userEvent.click(await screen.findByTestId('vendor-card-FB'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/fbsports\?name=FB\+name$/);
    });

    it('sends lottery providers to /lottery with the vendor', async () => {
      serveLanes();
      signIn(0);
      renderWithProviders(<LOBBY_SCREENS.ELOTT />, { route: '/elott' });

      await userEvent.click(await screen.findByTestId('vendor-card-TCG_LOTTO_VN'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery\?vendor=TCG_LOTTO_VN$/);
    });

    it('opens the game list of a provider flagged VASSALAGE in a popup, whose games start on /game', async () => {
      const platform = fakePlatform({
        [VENDORS_URL]: () => ok(rawLanes().map((lane) => (lane.title === 'LIVE' ? { ...lane, cards: [card('EVO', 'LIVE', { displayName: 'Evolution', listGames: true })] } : lane))),
        '/wps/relay/GCSGAME_gameList': () => ok({ games: gameItems(900, 2, { vassalage: 'EVO', gameType: 'LIVE' }), totalPages: 1 }),
      });
      signIn(0);
      renderWithProviders(<LOBBY_SCREENS.LIVE />, { route: '/live' });

      await userEvent.click(await screen.findByTestId('vendor-card-EVO'));
      const dialog = await screen.findByRole('dialog', { name: 'Evolution' });
      expect(await within(dialog).findByTestId('game-tile-901')).toBeInTheDocument();
      expect(platform.callsTo('/wps/relay/GCSGAME_gameList')[0]?.params).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO', pageNo: 1, pageSize: 15 });
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/live$/);

      await userEvent.click(within(dialog).getByTestId('game-play-900'));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/game\?nodeId=900&name=Game\+900$/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
