import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, setLanguage, store, publicStateAtom } from '@site/shared';
import { everythingInView, fakePlatform, never, ok } from '@site/shared/testing';
import { announcements, permission, startupRoutes, systemStatus, URLS, whiteLabel } from '../testing/fixtures';
import { registryFor, routeLoadRemote, screenRoute, TEST_ROUTES, workingRemotes } from '../testing/remote-mock';
import { initRemotes, type Registry } from './remotes';
import { renderApp, resetSharedState, signIn } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;

beforeEach(() => {
  resetSharedState();
  mockedLoadRemote.mockReset();
  workingRemotes(mockedLoadRemote);
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
const afterTest: Array<() => void> = [];
afterEach(() => {
  jest.restoreAllMocks();
  afterTest.splice(0).forEach((undo) => undo());
});

describe('the home page', () => {
  it('composes header, navigation, banner strip, notice bar, home lanes, bars and footer', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByTestId('banner-strip')).toHaveAccessibleName('Banners');
    expect(screen.getByTestId('notice-bar')).toHaveAccessibleName('Notices');
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-testid', 'site-footer');
    expect(await screen.findByTestId('right-bar')).toBeInTheDocument();
    expect(screen.getByTestId('left-bar')).toBeInTheDocument();
    // Only the remote the page needs: the lanes come from games.
    expect(mockedLoadRemote).toHaveBeenCalledWith('games/remote');
  });

  it("on a phone builds the footer and the side bars, the page's end there, only once the reader comes near it", async () => {
    const phone = (query: string) =>
      ({ matches: query === '(max-width: 760px)', media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
    jest.spyOn(window, 'matchMedia').mockImplementation(phone);
    fakePlatform(startupRoutes());
    const first = renderApp('/');
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('right-bar')).not.toBeInTheDocument();
    first.unmount();

    afterTest.push(everythingInView());
    renderApp('/');
    expect(await screen.findByRole('contentinfo')).toHaveAttribute('data-testid', 'site-footer');
    expect(await screen.findByTestId('right-bar')).toBeInTheDocument();
    expect(screen.getByTestId('left-bar')).toBeInTheDocument();
  });

  it('starts every start-up call at once', async () => {
    const { calls } = fakePlatform(startupRoutes());
    renderApp('/');
    const sessionCalls: string[] = [URLS.logout, URLS.balance, URLS.unread, URLS.customerService];
    await waitFor(() => expect(new Set(calls.map((call) => call.url))).toEqual(new Set(Object.values(URLS).filter((url) => !sessionCalls.includes(url)))));
    const permissionCall = calls.find((call) => call.url === URLS.permission);
    expect(permissionCall?.params).toEqual({ url: window.location.host });
    const announcementCall = calls.find((call) => call.url === URLS.announcements);
    expect(announcementCall?.params).toEqual({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });
  });

  it("adds the balance, the unread count and the member's own contacts when a session exists", async () => {
    const { calls } = fakePlatform(startupRoutes());
    signIn();
    renderApp('/');
    await waitFor(() => expect(new Set(calls.map((call) => call.url))).toEqual(new Set(Object.values(URLS).filter((url) => url !== URLS.logout))));
  });

  it.each(['/index', '/index.html', '/home'])('%s is the home page too', async (path) => {
    fakePlatform(startupRoutes());
    renderApp(path);
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('titles the tab with the brand', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Demo Bet game hall'));
  });

  it('puts white-label flags and the system status in the shared public state', async () => {
    fakePlatform(
      startupRoutes({
        [URLS.permission]: () =>
          ok(
            permission({
              whiteLabel: [
                { modId: 'REG', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
                ...whiteLabel({ MANPLAYREB3: false }),
              ],
            }),
          ),
      }),
    );
    renderApp('/');
    await waitFor(() => expect(store.get(publicStateAtom).whiteLabel).toEqual({ REG: true, DIRECTREG3: true, MANPLAYREB3: false }));
    expect(store.get(publicStateAtom).systemStatus).toBe(0);
  });
});

describe('system status gating', () => {
  it('shows only the maintenance page for status 1', async () => {
    const opened = jest.spyOn(window, 'open').mockReturnValue(null);
    fakePlatform(startupRoutes({ [URLS.status]: () => ok(systemStatus(1, { maintenanceEndTime: '2026-11-23T06:30:00Z' })) }));
    renderApp('/');
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(within(page).getByTestId('maintenance-end')).toHaveTextContent(/2026/);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    await userEvent.click(await within(page).findByRole('button', { name: 'Customer service' }));
    expect(opened).toHaveBeenCalledWith('https://livechat.example.com/chat', 'customer-service', expect.stringContaining('width=440,height=750'));
    expect(store.get(publicStateAtom).systemStatus).toBe(1);
  });

  it('shows only the region-blocked page with the visitor IP for status 2', async () => {
    fakePlatform(startupRoutes({ [URLS.status]: () => ok(systemStatus(2, { ip: '203.0.113.77' })) }));
    renderApp('/live');
    const page = await screen.findByTestId('region-blocked-page');
    expect(within(page).getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(within(page).getByTestId('visitor-ip')).toHaveTextContent('203.0.113.77');
    expect(page).toHaveTextContent('Access restricted by IP or location');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('screen-/live')).not.toBeInTheDocument();
  });

  it('switches to the maintenance page when a call is refused because the site closed after the page loaded', async () => {
    let status = 0 as 0 | 1;
    fakePlatform(startupRoutes({ [URLS.status]: () => ok(systemStatus(status)) }));
    renderApp('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    status = 1;
    act(() => bus.emit('system:closed', { errorCode: 'MAINTENANCE' }));
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
  });

  it('lets maintenance win when the permission call reports it beside a region restriction', async () => {
    fakePlatform(
      startupRoutes({
        [URLS.status]: () => ok(systemStatus(2)),
        [URLS.permission]: () => ok(permission({}, { maintenance: { enabled: true, endTime: null } })),
      }),
    );
    renderApp('/');
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(screen.queryByTestId('region-blocked-page')).not.toBeInTheDocument();
  });

  it('shows the maintenance page on the first paint when the server inlined the status', async () => {
    window.__SITE_STATUS__ = systemStatus(1);
    afterTest.push(() => delete window.__SITE_STATUS__);
    const { calls } = fakePlatform(startupRoutes({ [URLS.status]: () => never() }));
    renderApp('/');
    expect(screen.getByTestId('maintenance-page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // The inlined answer is as fresh as the page: the status is not asked for again at start-up.
    await waitFor(() => expect(calls.some((call) => call.url === URLS.permission)).toBe(true));
    expect(calls.some((call) => call.url === URLS.status)).toBe(false);
  });

  it('renders the normal app while the status call is still in flight', async () => {
    fakePlatform(startupRoutes({ [URLS.status]: () => never() }));
    renderApp('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
  });
});

describe('routing', () => {
  it('shows the not-found page for an unknown path, inside the site chrome', async () => {
    fakePlatform(startupRoutes());
    renderApp('/no-such-page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith(expect.stringMatching(/^(auth|lottery|member_centre|agent_centre)\/remote$/));
  });

  it('loads only the remote that owns the route and frames it with the descriptor chrome', async () => {
    fakePlatform(startupRoutes());
    renderApp('/login');
    expect(await screen.findByTestId('screen-/login')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice-bar')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('lottery/remote');
  });

  it('drops the header where the descriptor says chrome none', async () => {
    fakePlatform(startupRoutes());
    renderApp('/down');
    expect(await screen.findByTestId('screen-/down')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('frames a route as its release declares it, not as the shell would guess', async () => {
    workingRemotes(mockedLoadRemote, { 'member-centre': [screenRoute('/vip', { chrome: 'header-only' })] });
    fakePlatform(startupRoutes());
    renderApp('/vip');
    expect(await screen.findByTestId('screen-/vip')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('routes a path a new release declares to the screen it names, with no shell change', async () => {
    const preview = { ...screenRoute('/lottery-results-preview'), screenId: '/lottery' };
    workingRemotes(mockedLoadRemote, { lottery: [screenRoute('/lottery', { chrome: 'header-only', nav: false }), preview] });
    fakePlatform(startupRoutes());
    renderApp('/lottery-results-preview');
    // The screen of /lottery, reached by the screen id the new declaration names.
    expect(await screen.findByTestId('screen-/lottery')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('shows not found for a path that no active release declares any more', async () => {
    workingRemotes(mockedLoadRemote, { lottery: [screenRoute('/vnlottery')] });
    fakePlatform(startupRoutes());
    renderApp('/lottery');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('lottery/remote');
  });

  it('hides the main navigation where the route declares it, and shows it elsewhere', async () => {
    fakePlatform(startupRoutes());
    const { unmount } = renderApp('/lottery');
    expect(await screen.findByTestId('screen-/lottery')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    unmount();
    renderApp('/live');
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows no banner strip on a route without a banner group', async () => {
    fakePlatform(startupRoutes());
    renderApp('/vip');
    expect(await screen.findByTestId('screen-/vip')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });

  it('puts the route title in front of the tab title, translated in the remote namespace when it is a key', async () => {
    workingRemotes(mockedLoadRemote, { 'member-centre': [screenRoute('/vip', { title: 'hello' }), screenRoute('/join', { title: 'Join us' })] });
    fakePlatform(startupRoutes());
    const { unmount } = renderApp('/vip');
    // The fake descriptor's namespace has hello: 'Hello there'.
    await waitFor(() => expect(document.title).toBe('Hello there · Demo Bet game hall'));
    unmount();
    renderApp('/join');
    await waitFor(() => expect(document.title).toBe('Join us · Demo Bet game hall'));
  });

  it.each([
    ['/pvp', 'Card games game hall'],
    ['/cockfight', 'Cockfight game hall'],
    ['/rng?vassalage=FC', 'Slots game hall'],
  ])('a direct load of the game hall %s reads %s, from its declaration alone', async (url, expected) => {
    const hall = (path: string, type: string) => screenRoute(path, { title: `common:game_type.${type}` });
    workingRemotes(mockedLoadRemote, { games: [hall('/pvp', 'PVP'), hall('/cockfight', 'COCKFIGHT'), hall('/rng', 'RNG')] });
    fakePlatform(startupRoutes());
    renderApp(url);
    expect(await screen.findByTestId(`screen-${url.split('?')[0]}`)).toBeInTheDocument();
    // The brand arriving later (and any later render) keeps the hall's title.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Demo Bet'));
    expect(document.title).toBe(expected);
  });

  it('writes the tab title again in the new language when the language changes', async () => {
    workingRemotes(mockedLoadRemote, { games: [screenRoute('/rng', { title: 'common:game_type.RNG' })], 'member-centre': [screenRoute('/vip', { title: 'Join us' })] });
    fakePlatform(startupRoutes());
    const { unmount } = renderApp('/rng');
    await waitFor(() => expect(document.title).toBe('Slots game hall'));
    await act(() => setLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Sala de juegos Tragamonedas'));
    unmount();
    renderApp('/vip');
    await waitFor(() => expect(document.title).toBe('Join us · Sala de juegos Demo Bet'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Join us · Demo Bet game hall'));
  });

  it('waits for a registry that was not inlined before deciding a path is not found', async () => {
    let deliver: (registry: Registry) => void = () => undefined;
    void initRemotes(new Promise<Registry>((resolve) => (deliver = resolve)));
    fakePlatform(startupRoutes());
    renderApp('/live');
    expect(screen.getByTestId('route-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
    act(() => deliver(registryFor(TEST_ROUTES)));
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
  });

  it('keeps header, navigation and footer working when the route remote is down', async () => {
    // React reports errors its boundaries caught; here they are the point of the test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    routeLoadRemote(mockedLoadRemote, {});
    fakePlatform(startupRoutes());
    renderApp('/live');
    const fallback = await screen.findByTestId('remote-fallback-games');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(await screen.findByTestId('banner-strip')).toBeInTheDocument();
  });

  it('scrolls to the top on a route change', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    await screen.findByTestId('home-lanes');
    (window.scrollTo as jest.Mock).mockClear();
    await userEvent.click(screen.getByTestId('nav-item-PROMOTIONS'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/promotions');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash target instead when there is one', async () => {
    fakePlatform(startupRoutes());
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    afterTest.push(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
    renderApp('/noticePage#notice-2');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'notice-2');
  });
});

describe('redirect to login', () => {
  it('sends a visitor to /login from every route but the open ones when the site requires it', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => ok(permission({ requireLogin: true })) }));
    renderApp('/live');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByTestId('screen-/login')).toBeInTheDocument();
  });

  it('lets a visitor stay on /register', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => ok(permission({ requireLogin: true })) }));
    renderApp('/register');
    expect(await screen.findByTestId('screen-/register')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('leaves members and sites without the setting alone', async () => {
    fakePlatform(startupRoutes({ [URLS.permission]: () => ok(permission({ requireLogin: true })) }));
    signIn();
    renderApp('/live');
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/live');
  });

  it('honours the merchant config setting too', async () => {
    window.__SITE_CONFIG__ = { requireLogin: true };
    try {
      fakePlatform(startupRoutes());
      renderApp('/');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    } finally {
      delete window.__SITE_CONFIG__;
    }
  });
});

describe('notices', () => {
  const UNSAFE = '<p>Hello<img src=x onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">x</a></p>';

  it('opens the notice popup at the clicked notice, sanitising its HTML', async () => {
    fakePlatform(startupRoutes({ [URLS.announcements]: () => ok(announcements({ notices: [{ id: 7, title: 'Unsafe one', content: UNSAFE, type: 'B', createdAt: '2026-11-20T00:00:00Z' }, { id: 8, title: 'Safe one', content: '<b>ok</b>', type: 'B', createdAt: '2026-11-20T00:00:00Z' }] })) }));
    renderApp('/');
    const bar = screen.getByTestId('notice-bar');
    await userEvent.click(await within(bar).findByRole('button', { name: 'Safe one' }));
    const popup = await screen.findByRole('dialog', { name: 'News' });
    expect(popup).toHaveAttribute('data-testid', 'notice-popup');
    expect(within(popup).getByRole('heading', { name: 'Safe one' }).closest('article')).toHaveAttribute('aria-current', 'true');
    expect(popup).toHaveTextContent('Hello');
    expect(popup.querySelector('script')).toBeNull();
    expect(popup.querySelector('[onerror]')).toBeNull();
    expect(popup.innerHTML).not.toContain('javascript:');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();

    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();
  });

  it('opens on a notice:open bus event', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    await within(screen.getByTestId('notice-bar')).findByRole('button', { name: 'Second notice' });
    const { bus } = await import('@site/shared');
    act(() => bus.emit('notice:open', { index: 1 }));
    const popup = await screen.findByTestId('notice-popup');
    expect(within(popup).getByRole('heading', { name: 'Second notice' }).closest('article')).toHaveAttribute('aria-current', 'true');
  });

  it('lists every notice on /noticePage, sanitised', async () => {
    fakePlatform(startupRoutes({ [URLS.announcements]: () => ok(announcements({ notices: [{ id: 7, title: 'Unsafe one', content: UNSAFE, type: 'B', createdAt: '2026-11-20T00:00:00Z' }] })) }));
    renderApp('/noticePage');
    const page = await screen.findByTestId('notice-page');
    expect(await within(page).findByRole('heading', { name: 'Unsafe one' })).toBeInTheDocument();
    expect(page.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });
});

describe('page frame', () => {
  it('shows the jackpot under the banner strip on /rng only', async () => {
    fakePlatform(startupRoutes());
    const { unmount } = renderApp('/rng');
    const jackpot = await screen.findByTestId('jackpot');
    expect(jackpot).toHaveTextContent(/^P \d{1,3}(,\d{3})*\.\d{2}$/);
    const strip = await screen.findByTestId('banner-strip');
    expect(strip.compareDocumentPosition(jackpot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(jackpot.compareDocumentPosition(screen.getByTestId('notice-bar')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    renderApp('/live');
    expect(await screen.findByTestId('screen-/live')).toBeInTheDocument();
    expect(screen.queryByTestId('jackpot')).not.toBeInTheDocument();
  });

  it('rebuilds the banner strip with the new group on a route change', async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const home = await screen.findByTestId('banner-strip');
    // The first slide is painted still; the second comes with the carousel, loaded under a pointer.
    expect(within(home).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/banners/1.svg']);
    fireEvent.pointerEnter(within(home).getByRole('img'));
    await waitFor(() => expect(within(home).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/banners/1.svg', '/media/banners/2.svg']));
    await userEvent.click(screen.getByTestId('nav-item-LIVE'));
    await waitFor(() => expect(screen.getByTestId('banner-strip')).not.toBe(home));
    expect(within(screen.getByTestId('banner-strip')).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/banners/4.svg']);
    await userEvent.click(screen.getByTestId('nav-item-PROMOTIONS'));
    await screen.findByTestId('screen-/promotions');
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });
});

describe('the footer in the app', () => {
  it("leads a visitor to the help centre's terms, and lists only the pages the active releases serve", async () => {
    fakePlatform(startupRoutes());
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    // The test registry's member centre declares no points mall: no link leads to a missing page.
    expect(within(footer).getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/vip');
    expect(within(footer).queryByRole('link', { name: 'Points mall' })).not.toBeInTheDocument();
    await userEvent.click(within(help).getByRole('link', { name: 'Terms and conditions' }));
    expect(await screen.findByTestId('screen-/help')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/help#terms$/);
  }, 60_000);
});
