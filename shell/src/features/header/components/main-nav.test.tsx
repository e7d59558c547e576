import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect, useState } from 'react';
import { bus, sessionAtom, store, type BusEvents } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { card, rawLanes, startupRoutes, URLS } from '../../../testing/fixtures';
import { component, descriptorModule, fakeDescriptor, TEST_ROUTES, workingRemotes } from '../../../testing/remote-mock';
import { renderApp, resetSharedState } from '../../../testing/render-app';
import { dropdownModel, MAX_DROPDOWN_PROVIDERS } from '../state/dropdown';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  resetSharedState();
  workingRemotes(loadRemote as jest.Mock);
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function mainNav() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await within(nav).findByTestId('nav-item-LIVE');
  return nav;
}

describe('dropdownModel', () => {
  const providers = (n: number) => Array.from({ length: n }, (_, i) => card(`V${i}`, 'RNG'));

  it('lists at most 11 providers and adds more only beyond that', () => {
    expect(MAX_DROPDOWN_PROVIDERS).toBe(11);
    expect(dropdownModel(providers(11))).toMatchObject({ more: false });
    expect(dropdownModel(providers(11)).shown).toHaveLength(11);
    expect(dropdownModel(providers(12))).toMatchObject({ more: true });
    expect(dropdownModel(providers(12)).shown).toHaveLength(11);
  });

  it('centres below 6 providers, aligns left from 6', () => {
    expect(dropdownModel(providers(1)).align).toBe('center');
    expect(dropdownModel(providers(5)).align).toBe('center');
    expect(dropdownModel(providers(6)).align).toBe('left');
    expect(dropdownModel(providers(20)).align).toBe('left');
  });
});

describe('main navigation', () => {
  it('shows Home, the game types that have vendors, Promotions and App download, in order', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    const ids = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'))
      .filter(Boolean);
    expect(ids).toEqual([
      'nav-item-HOME',
      'nav-item-LIVE',
      'nav-item-SPORTS',
      'nav-item-COCKFIGHT',
      'nav-item-RNG',
      'nav-item-FISH',
      'nav-item-ELOTT',
      'nav-item-PROMOTIONS',
      'nav-item-DOWNLOAD',
    ]);
    // PVP has no vendors and no provider is e-sports: both stay hidden.
    expect(within(nav).queryByTestId('nav-item-PVP')).not.toBeInTheDocument();
    expect(within(nav).queryByTestId('nav-item-ESPORTS')).not.toBeInTheDocument();
    expect(within(nav).getByTestId('nav-item-HOME')).toHaveAttribute('href', '/');
    expect(within(nav).getByTestId('nav-item-PROMOTIONS')).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByTestId('nav-item-DOWNLOAD')).toHaveAttribute('href', '/down');
  });

  it('has a cockfight item listing DS88 and SV3 when they exist, and none without them', async () => {
    fakePlatform(startupRoutes());
    const { unmount } = renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByTestId('nav-item-COCKFIGHT')).toHaveAttribute('href', '/cockfight');
    const dropdown = within(nav).getByTestId('nav-dropdown-COCKFIGHT');
    expect(within(dropdown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['DS88 name', 'SV3 name']);
    unmount();

    resetSharedState();
    workingRemotes(loadRemote as jest.Mock);
    const lanes = rawLanes().map((lane) => (lane.title === 'SPORTS' ? { ...lane, cards: [card('SABA', 'SPORTS')] } : lane));
    fakePlatform(startupRoutes({ [URLS.vendors]: () => ok(lanes) }));
    renderApp('/');
    const again = await mainNav();
    expect(within(again).getByTestId('nav-item-SPORTS')).toBeInTheDocument();
    expect(within(again).queryByTestId('nav-item-COCKFIGHT')).not.toBeInTheDocument();
  });

  it('translates menu names by game type', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByTestId('nav-item-RNG')).toHaveTextContent('Slots');
    expect(within(nav).getByTestId('nav-item-LIVE')).toHaveTextContent('Live casino');
  });

  it('limits a dropdown to 11 providers plus a more item to the lobby, with hot icons', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    const rng = within(nav).getByTestId('nav-dropdown-RNG');
    const items = within(rng).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    const more = within(rng).getByRole('link', { name: 'More Slots providers' });
    expect(more).toHaveTextContent('More');
    expect(more).toHaveAttribute('href', '/rng');
    const pg = within(rng).getByRole('link', { name: /PG Soft/ });
    expect(within(pg).getByRole('img', { name: 'Hot' })).toBeInTheDocument();
    expect(within(rng).getAllByRole('img', { name: 'Hot' })).toHaveLength(1);

    const live = within(nav).getByTestId('nav-dropdown-LIVE');
    expect(within(live).getAllByRole('listitem')).toHaveLength(2);
    expect(within(live).queryByText('More')).not.toBeInTheDocument();
  });

  it('builds no provider dropdowns on a phone or touch screen, where the row scrolls and items lead to their lobbies', async () => {
    const scrollingRow = (query: string) =>
      ({ matches: query.includes('hover: none'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
    jest.spyOn(window, 'matchMedia').mockImplementation(scrollingRow);
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByTestId('nav-item-RNG')).toHaveAttribute('href', '/rng');
    expect(within(nav).queryByTestId('nav-dropdown-RNG')).not.toBeInTheDocument();
    expect(within(nav).queryByTestId('nav-dropdown-LIVE')).not.toBeInTheDocument();
  });

  it('centres dropdowns with fewer than 6 providers and aligns the others left', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).getByTestId('nav-dropdown-LIVE')).toHaveAttribute('data-align', 'center');
    expect(within(nav).getByTestId('nav-dropdown-COCKFIGHT')).toHaveAttribute('data-align', 'center');
    expect(within(nav).getByTestId('nav-dropdown-FISH')).toHaveAttribute('data-align', 'left');
    expect(within(nav).getByTestId('nav-dropdown-RNG')).toHaveAttribute('data-align', 'left');
  });

  it('sends an RNG provider to its lobby with the provider chosen', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    await userEvent.click(within(within(nav).getByTestId('nav-dropdown-RNG')).getByRole('link', { name: /PG Soft/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG'));
    expect(await screen.findByTestId('screen-/rng')).toBeInTheDocument();
  });

  it('sends a fish provider to the fish lobby the same way', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    await userEvent.click(within(within(nav).getByTestId('nav-dropdown-FISH')).getByRole('link', { name: /JDB name/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fish?vassalage=JDB'));
  });

  it('asks for a game launch for other providers', async () => {
    fakePlatform(startupRoutes());
    const launches: BusEvents['game:launch'][] = [];
    const off = bus.on('game:launch', (payload) => launches.push(payload));
    try {
      renderApp('/');
      const nav = await mainNav();
      await userEvent.click(within(within(nav).getByTestId('nav-dropdown-LIVE')).getByRole('button', { name: /Evolution/ }));
      expect(launches).toEqual([{ game: { vassalage: 'EVO', gameType: 'LIVE' } }]);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    } finally {
      off();
    }
  });

  it("opens the login dialog on a visitor's first click on a launching provider, before the launcher or the sign-in host were loaded", async () => {
    // The sign-in code arrives after the launcher has asked for the login (a slow network): the
    // request must wait for it rather than be lost.
    let launched: () => void = () => undefined;
    const launcherAsked = new Promise<void>((resolve) => (launched = resolve));
    /** mf-games' launch host: a visitor's launch is gated, it asks for the login dialog instead. */
    function GatingLaunchHost() {
      useEffect(
        () =>
          bus.on('game:launch', () => {
            if (!store.get(sessionAtom)) bus.emit('auth:open-login', { reason: 'gated' });
            launched();
          }),
        [],
      );
      return null;
    }
    /** mf-auth's modal host: the login dialog opens when asked. */
    function LoginHost() {
      const [open, setOpen] = useState(false);
      useEffect(() => bus.on('auth:open-login', () => setOpen(true)), []);
      return open ? <div role="dialog" aria-label="Log in" /> : null;
    }
    const mocked = loadRemote as jest.Mock;
    const others = mocked.getMockImplementation() as (request: string) => Promise<unknown>;
    mocked.mockImplementation(async (request: string) => {
      if (request === 'games/remote') return descriptorModule(fakeDescriptor('games', { routes: TEST_ROUTES.games, widgets: { 'home-lanes': component(() => null), 'launch-host': component(GatingLaunchHost) } }));
      if (request === 'auth/remote') {
        await launcherAsked;
        return descriptorModule(fakeDescriptor('auth', { routes: TEST_ROUTES.auth, widgets: { 'modal-host': component(LoginHost) } }));
      }
      return others(request);
    });
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One click only, with no pointer resting on the item beforehand (a keyboard user, or a quick tap).
    fireEvent.click(within(within(nav).getByTestId('nav-dropdown-LIVE')).getByRole('button', { name: /Evolution/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 })).toBeInTheDocument();
  }, 60_000);

  it("loads the launcher and, for a visitor, the login dialog when a pointer rests on a launching provider, not before", async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    await screen.findByTestId('home-lanes');
    expect(screen.queryByTestId('games-launch-host')).not.toBeInTheDocument();
    expect(screen.queryByTestId('auth-modal-host')).not.toBeInTheDocument();
    await userEvent.hover(within(within(nav).getByTestId('nav-dropdown-LIVE')).getByRole('button', { name: /Evolution/ }));
    expect(await screen.findByTestId('games-launch-host')).toBeInTheDocument();
    expect(await screen.findByTestId('auth-modal-host')).toBeInTheDocument();
  }, 60_000);

  it.each(['/seamless', '/lottery'])('is hidden on %s while the header stays', async (path) => {
    fakePlatform(startupRoutes());
    renderApp(path);
    expect(await screen.findByTestId(`screen-${path}`)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('is shown on the other pages, e.g. /live', async () => {
    fakePlatform(startupRoutes());
    renderApp('/live');
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-item-LIVE')).toHaveAttribute('aria-current', 'page');
  });

  it('reserves its row before data arrives: Home, Promotions and App download render at once', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    expect(screen.getByTestId('nav-item-HOME')).toBeInTheDocument();
    expect(screen.getByTestId('nav-item-PROMOTIONS')).toBeInTheDocument();
    expect(screen.getByTestId('nav-item-DOWNLOAD')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-item-LIVE')).not.toBeInTheDocument();
    expect(await screen.findByTestId('nav-item-LIVE')).toBeInTheDocument();
    await screen.findByTestId('home-lanes');
  });

  it('moves the items that do not fit, from the end, into More, which lists them with their providers', async () => {
    // jsdom lays nothing out: every item (and More) is 100 px wide in a 600 px row.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.tagName === 'LI' ? 100 : 0;
      return { width, height: 48, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 48, toJSON: () => ({}) } as DOMRect;
    });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? 600 : 0;
    });
    fakePlatform(startupRoutes());
    renderApp('/');
    const nav = await mainNav();
    // Nine entries of 100 px: five fit beside More (500 + 100), the other four move.
    await waitFor(() => expect(within(nav).getByTestId('nav-item-FISH').closest('li')).toHaveAttribute('inert'));
    expect(within(nav).getByTestId('nav-item-RNG').closest('li')).not.toHaveAttribute('inert');
    const more = within(nav).getByTestId('nav-more');
    expect(more.closest('li')).not.toHaveAttribute('inert');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = within(nav).getByTestId('nav-more-panel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-testid'))
        .filter(Boolean),
    ).toEqual(['nav-more-item-FISH', 'nav-more-item-ELOTT', 'nav-more-item-PROMOTIONS', 'nav-more-item-DOWNLOAD']);
    expect(within(within(panel).getByTestId('nav-more-dropdown-FISH')).getByRole('link', { name: /JDB name/ })).toHaveAttribute('href', '/fish?vassalage=JDB');
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
