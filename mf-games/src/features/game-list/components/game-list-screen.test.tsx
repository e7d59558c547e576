import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { bus, queryClient, queryKeys, type FavoriteChange, type FavoriteChangeValue } from '@site/shared';
import { bodyOf, fakePlatform, ok, type Reply, type Routes } from '@site/shared/testing';
import { gameItems, rawLanes } from '../../../testing/fixtures';
import { renderWithProviders, resetSharedState, signIn, VENDORS_URL } from '../../../testing/render';
import { GAME_LIST_SCREENS } from './game-list-screen';

const LIST_URL = '/wps/relay/GCSGAME_gameList';

/** The game list answers page `pageNo` of `totalPages`, with games numbered by page. */
function listOf(totalPages: number) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const page = Number((config.params as { pageNo: number }).pageNo);
    return ok({ games: totalPages === 0 ? [] : gameItems(page * 100, 3), totalPages });
  };
}

function serve(routes: Routes = {}) {
  return fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()), [LIST_URL]: listOf(4), ...routes });
}

function location() {
  return screen.getByTestId('location').textContent;
}

function vendorTabs() {
  return screen.getAllByRole('tab').filter((tab) => tab.dataset.testid?.startsWith('vendor-tab-'));
}

beforeEach(async () => {
  await resetSharedState();
});

describe('electronic-game list', () => {
  it('shows the slot providers as tabs, the first chosen by default, with its games', async () => {
    const platform = serve();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng' });

    const main = screen.getByTestId('lobby-RNG');
    expect(within(main).getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'PG Soft' });
    expect(vendorTabs().map((tab) => tab.dataset.testid)).toEqual(['vendor-tab-PG', 'vendor-tab-JDB']);
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'PG Soft' });
    expect(within(panel).getByRole('heading', { name: 'PG Soft games' })).toBeInTheDocument();
    expect(await within(panel).findByTestId('game-tile-100')).toHaveTextContent('Game 100');
    expect(platform.callsTo(LIST_URL)[0]?.params).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
      pageNo: 1,
      pageSize: 15,
      language: 'en',
      clientType: '3',
      platform: 'flash,html5-desktop',
    });
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('chooses the provider named by ?vassalage= or ?page=, the first for an unknown one', async () => {
    serve();
    const { unmount } = renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=JDB' });
    expect(await screen.findByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    const second = renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?page=JDB' });
    expect(await screen.findByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
    second.unmount();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=NOPE' });
    expect(await screen.findByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen provider into the URL, by click or by arrow key, back on the normal tab and page 1', async () => {
    serve();
    signIn(0);
    serveFavourites();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?page=PG&tab=fav&pageNo=2&gameName=gold' });

    await userEvent.click(await screen.findByRole('tab', { name: 'JDB name' }));
    expect(location()).toBe('/rng?vassalage=JDB&gameName=gold');
    expect(screen.getByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(location()).toBe('/rng?vassalage=PG&gameName=gold');
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveFocus();
  });

  it('searches by name on submit, from page 1 of the normal tab, and keeps the search in the URL', async () => {
    const platform = serve();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG&pageNo=3' });
    await screen.findByTestId('game-tile-300');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), '  Gold {Enter}');
    expect(location()).toBe('/rng?vassalage=PG&gameName=Gold');
    await screen.findByTestId('game-tile-100');
    expect(platform.callsTo(LIST_URL).at(-1)?.params).toMatchObject({ gameName: 'Gold', pageNo: 1 });
  });

  it('keeps the previous games on screen, marked busy, until a new search answers', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const first = listOf(4);
    serve({
      [LIST_URL]: (config) =>
        (config.params as { gameName?: string }).gameName ? new Promise<Reply>((resolve) => (answer = resolve)) : first(config),
    });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });
    await screen.findByTestId('game-tile-100');
    const list = screen.getByTestId('game-list');
    expect(list).not.toHaveAttribute('aria-busy');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Game name' }), 'Gold{Enter}');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('game-tile-100')).toBeInTheDocument();

    act(() => answer(ok({ games: gameItems(900, 2), totalPages: 1 })));
    await screen.findByTestId('game-tile-900');
    expect(screen.getByTestId('game-list')).not.toHaveAttribute('aria-busy');
  });

  it('filters by classification and minimum bet, each change back on page 1', async () => {
    const platform = serve();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG&pageNo=2' });
    await screen.findByTestId('game-tile-200');

    const classify = screen.getByRole('combobox', { name: 'Type' });
    expect(within(classify).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Scratch', 'Video poker', 'Table', 'Arcade', 'Slot']);
    await userEvent.selectOptions(classify, 'video poker');
    expect(location()).toBe('/rng?vassalage=PG&gameClassify=video+poker');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/rng?vassalage=PG&gameClassify=video+poker&pageNo=2');
    const minBet = screen.getByRole('combobox', { name: 'Minimum bet' });
    expect(within(minBet).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    await userEvent.selectOptions(minBet, '0.05');
    expect(location()).toBe('/rng?vassalage=PG&gameClassify=video+poker&minBet=0.05');
    await screen.findByTestId('game-tile-100');
    expect(platform.callsTo(LIST_URL).at(-1)?.params).toMatchObject({ gameClassify: 'video poker', minBet: '0.05', pageNo: 1 });
  });

  it('offers bingo only when the site offers language TY', async () => {
    serve();
    queryClient.setQueryData(queryKeys.permission(), { info: { languages: ['en', 'ty'] } });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng' });
    const classify = await screen.findByRole('combobox', { name: 'Type' });
    expect(within(classify).getByRole('option', { name: 'Bingo' })).toBeInTheDocument();
  });

  it('pages with first, previous, next and last, and shows a URL page past the end as the last page', async () => {
    const platform = serve();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG&pageNo=99' });

    expect(await screen.findByTestId('game-tile-400')).toBeInTheDocument();
    expect(location()).toBe('/rng?vassalage=PG&pageNo=4');
    expect(screen.getByTestId('page-position')).toHaveTextContent('Page 4 of 4');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/rng?vassalage=PG&pageNo=3');
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(location()).toBe('/rng?vassalage=PG');
    expect(await screen.findByTestId('game-tile-100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(location()).toBe('/rng?vassalage=PG&pageNo=4');
    expect(platform.callsTo(LIST_URL).map((call) => (call.params as { pageNo: number }).pageNo)).toEqual([99, 4, 3, 1]);
  });

  it('says so when nothing matches', async () => {
    serve({ [LIST_URL]: listOf(0) });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?gameName=zzz' });
    expect(await screen.findByTestId('no-games')).toHaveTextContent('No games match.');
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
    expect(location()).toBe('/rng?gameName=zzz');
  });

  it("shows the provider's hot games as one page, without pagination", async () => {
    const platform = serve({ '/wps/relay/GCSGAME_hotGamesV2': () => ok(gameItems(700, 2, { isHot: 1 })) });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=JDB&pageNo=2' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Hot' }));
    expect(location()).toBe('/rng?vassalage=JDB&tab=hot');
    expect(await screen.findByTestId('game-tile-701')).toBeInTheDocument();
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
    expect(platform.callsTo('GET /wps/relay/GCSGAME_hotGamesV2')[0]?.params).toMatchObject({ vassalage: 'JDB', isPlatform: '2', merchantCode: 'demo', language: 'en' });
  });

  it('opens nothing but the login popup when a visitor chooses favourites or recent', async () => {
    const platform = serve();
    const login = jest.fn();
    const off = bus.on('auth:open-login', login);
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });
    await screen.findByTestId('game-tile-100');

    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/rng?vassalage=PG');
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
    expect(platform.callsTo('/wps/relay/MCSFE_getFavoriteGamesList')).toHaveLength(0);
    off();
  });

  it('refuses favourites to a trial account with the real-account warning, and shows all games for a URL naming them', async () => {
    serve();
    signIn(4);
    const refused = jest.fn();
    const off = bus.on('auth:need-real-account', refused);
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG&tab=recent' });
    expect(await screen.findByTestId('game-tile-100')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(refused).toHaveBeenCalledTimes(1);
    off();
  });

  it("shows a member's favourites page by page", async () => {
    serve();
    signIn(0);
    const platform = serveFavourites();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    expect(location()).toBe('/rng?vassalage=PG&tab=fav');
    expect(await screen.findByTestId('game-tile-5001')).toBeInTheDocument();
    expect(screen.getByTestId('page-position')).toHaveTextContent('Page 1 of 2');
    expect(platform.callsTo('/wps/relay/MCSFE_getFavoriteGamesList')[0]?.params).toEqual({ gameType: 'RNG', pageNo: 1, pageSize: 15 });
  });

  it('loads the recent games page after page to the last, and shows them all', async () => {
    serve();
    signIn(0);
    const platform = serveFavourites({
      '/wps/relay/GCS_recentGame': (config) => {
        const page = Number((config.params as { pageNo: number }).pageNo);
        const list = gameItems(page * 1000, page < 3 ? 15 : 2).map((game) => ({ ...game, lastPlayedAt: '2025-01-01T00:00:00Z' }));
        return ok({ list, totalPages: 3 });
      },
    });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG&tab=recent' });

    expect(await screen.findByTestId('game-tile-3001')).toBeInTheDocument();
    expect(within(screen.getByTestId('game-list')).getAllByRole('article')).toHaveLength(32);
    expect(platform.callsTo('/wps/relay/GCS_recentGame').map((call) => (call.params as { pageNo: number }).pageNo)).toEqual([1, 2, 3]);
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });

  it('toggles a favourite with a loading cover, then flips the star', async () => {
    serve();
    signIn(0);
    let release: () => void = () => undefined;
    const platform = serveFavourites({
      'POST /wps/relay/MCSFE_addFavoriteGame': (config) =>
        new Promise<Reply<FavoriteChangeValue>>((resolve) => (release = () => resolve(ok({ nodeId: String((bodyOf(config) as FavoriteChange).nodeId), favourite: true })))),
      'POST /wps/relay/MCSFE_removeFavoriteGame': (config) => ok({ nodeId: String((bodyOf(config) as FavoriteChange).nodeId), favourite: false }),
    });
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });

    const star = await screen.findByRole('button', { name: 'Favourite: Game 101' });
    await screen.findByRole('button', { name: 'Favourite: Game 100', pressed: true });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    const tile = screen.getByTestId('game-tile-101');
    expect(within(tile).getByRole('status')).toHaveTextContent('Saving favourite…');
    expect(star).toBeDisabled();
    await act(async () => release());
    expect(within(tile).queryByRole('status')).not.toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(bodyOf(platform.callsTo('POST /wps/relay/MCSFE_addFavoriteGame')[0])).toEqual({ nodeId: '101', vendor: 'PG', gameType: 'RNG' });

    await userEvent.click(star);
    await screen.findByRole('button', { name: 'Favourite: Game 101', pressed: false });
    expect(bodyOf(platform.callsTo('POST /wps/relay/MCSFE_removeFavoriteGame')[0])).toEqual({ nodeId: '101', vendor: 'PG', gameType: 'RNG' });
  });

  it('asks a visitor to log in for the star and for a game', async () => {
    serve();
    const login = jest.fn();
    const off = bus.on('auth:open-login', login);
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });

    await userEvent.click(await screen.findByRole('button', { name: 'Favourite: Game 100' }));
    await userEvent.click(screen.getByTestId('game-play-100'));
    expect(login).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/rng?vassalage=PG');
    off();
  });

  it("starts a member's game on /game, with its parameters in the URL", async () => {
    serve();
    signIn(0);
    serveFavourites();
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=PG' });
    await userEvent.click(await screen.findByTestId('game-play-102'));
    expect(location()).toBe('/game?nodeId=102&name=Game+102');
  });

  it('shows the fishing providers on /fish', async () => {
    serve();
    renderWithProviders(<GAME_LIST_SCREENS.FISH />, { route: '/fish' });
    expect(screen.getByTestId('lobby-FISH')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'JDBF name' })).toHaveAttribute('aria-selected', 'true');
    expect(vendorTabs()).toHaveLength(1);
  });

  it('says so when the category has no providers', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes().filter((lane) => lane.title !== 'PVP')) });
    renderWithProviders(<GAME_LIST_SCREENS.PVP />, { route: '/pvp' });
    expect(await screen.findByText('No providers in this category yet')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

/** The platform of a signed-in member: favourite 100 among the ids, two pages of favourites. */
function serveFavourites(routes: Routes = {}) {
  return serve({
    '/wps/relay/MCSFE_getFavoriteGames': () => ok(['100']),
    '/wps/relay/MCSFE_getFavoriteGamesList': (config) => {
      const page = Number((config.params as { pageNo: number }).pageNo);
      return ok({ content: gameItems(5000 + page, 1), totalPages: 2 });
    },
    ...routes,
  });
}
