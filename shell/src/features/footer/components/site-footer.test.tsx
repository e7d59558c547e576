import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, GAME_TYPE_PATHS, i18n, type GameType } from '@site/shared';
import { fakePlatform } from '@site/shared/testing';
import { buildRouteTable, normalisePath, type RouteTable } from '../../../app/route-table';
import { startupRoutes } from '../../../testing/fixtures';
import { declaredRegistry } from '../../../testing/declared-routes';
import { resetSharedState, signIn, withProviders } from '../../../testing/render-app';
import type { NavMenu } from '../../../kit/nav-menus';
import { pathOf, RoutedPathContext } from '../../../kit/site-links';
import { resources } from '../../../i18n/all-texts';
import { SiteFooter } from './site-footer';

beforeEach(() => resetSharedState());

const MENUS: NavMenu[] = [
  { gameType: 'LIVE', name: 'Live', page: '/live', providers: [] },
  { gameType: 'RNG', name: 'Slots', page: '/rng', providers: [] },
];

describe('<SiteFooter/>', () => {
  it('shows providers, the three licences, game-type links and the copyright', async () => {
    fakePlatform(startupRoutes());
    render(withProviders(<SiteFooter brandName="Demo Bet" menus={MENUS} />));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('data-testid', 'site-footer');

    const providers = await within(footer).findByRole('region', { name: 'Game providers' });
    // The carousel loads swiper near the viewport or under a pointer; a layout-less DOM has no viewport.
    fireEvent.pointerEnter((await within(providers).findAllByRole('img'))[0]!);
    // Every provider once (lanes of the fixture: 2 live, 3 sports incl. cockfight, 13 RNG, 6 fish, 1 e-lottery).
    await waitFor(() => expect(within(providers).getAllByRole('img')).toHaveLength(25));
    expect(within(providers).getByRole('img', { name: 'Evolution' })).toBeInTheDocument();

    for (const name of ['Malta Gaming Authority', 'British Virgin Islands Financial Services Commission', 'Philippine Amusement and Gaming Corporation']) {
      expect(within(footer).getAllByText(new RegExp(name)).length).toBeGreaterThan(0);
    }
    const games = within(footer).getByRole('navigation', { name: 'Games' });
    expect(within(games).getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(within(games).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Demo Bet. All rights reserved.`);
  });
});

/** Declared routes the footer does not list, each reached another way. */
const REACHED_OTHERWISE: Record<string, string> = {
  '/index': 'the home page under another name',
  '/index.html': 'the home page under another name',
  '/home': 'the home page under another name',
  '/login': "the header's Log in opens the login dialog",
  '/register': "the header's Register opens the registration dialog",
  '/register.html': 'registration under another name',
  '/forget': "the login dialog's forgot-password link",
  '/changePassword': 'where the mailed reset link lands',
  '/game': 'a game launch opens it',
  '/seamless': 'a game launch opens it',
  '/fbsports': 'a game launch opens it',
  '/promoDetail': 'one promotion, from the promotions page',
  '/helpmc': 'the help centre framed for the contact window',
};

/** A navigation item for every game type, as when each has a provider. */
const EVERY_GAME_TYPE: NavMenu[] = (Object.entries(GAME_TYPE_PATHS) as [GameType, string][]).map(([gameType, page]) => ({ gameType, name: gameType, page, providers: [] }));

function renderFooterWith(table: RouteTable, menus: NavMenu[] = EVERY_GAME_TYPE) {
  const routed = (path: string) => table.match(path).kind === 'shell' || table.match(path).kind === 'remote';
  render(
    withProviders(
      <RoutedPathContext.Provider value={routed}>
        <SiteFooter brandName="Demo Bet" menus={menus} />
      </RoutedPathContext.Provider>,
    ),
  );
  return screen.getByRole('contentinfo');
}

describe('<SiteFooter/> links', () => {
  it('links every page the shell and the remotes declare, except those reached another way, and every link resolves to a declared route', () => {
    fakePlatform(startupRoutes());
    const table = buildRouteTable(declaredRegistry());
    const footer = renderFooterWith(table);
    const targets = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');

    const unresolved = targets.filter((to) => !['shell', 'remote'].includes(table.match(pathOf(to)).kind));
    expect(unresolved).toEqual([]);

    const linked = new Set(targets.map((to) => normalisePath(pathOf(to))));
    const otherwise = new Set(Object.keys(REACHED_OTHERWISE).map(normalisePath));
    const unlinked = table.routes.map((route) => route.path).filter((path) => !linked.has(normalisePath(path)) && !otherwise.has(normalisePath(path)));
    expect(unlinked).toEqual([]);
    // The list of exceptions names only routes that exist, so it cannot hide a page by a typo.
    expect([...otherwise].filter((path) => table.match(path).kind === 'not-found')).toEqual([]);
  });

  it.each(['en', 'es', 'vi', 'zh'] as const)('links the help centre, its terms and its responsible-gaming section, named in %s', async (lang) => {
    fakePlatform(startupRoutes());
    await i18n.changeLanguage(lang);
    const footer = renderFooterWith(buildRouteTable(declaredRegistry()));
    const help = within(footer).getByRole('navigation', { name: resources[lang].footer_help });
    expect(within(help).getByRole('link', { name: resources[lang].links.help })).toHaveAttribute('href', '/help');
    expect(within(help).getByRole('link', { name: resources[lang].links.terms })).toHaveAttribute('href', '/help#terms');
    expect(within(help).getByRole('link', { name: resources[lang].links.responsible })).toHaveAttribute('href', '/help#responsible');
    const site = within(footer).getByRole('navigation', { name: resources[lang].footer_site });
    for (const [label, to] of [
      [resources[lang].links.notices, '/noticePage'],
      [resources[lang].links.vip, '/vip'],
      [resources[lang].links.point_mall, '/pointMall'],
      [resources[lang].links.join, '/join'],
    ] as const) {
      expect(within(site).getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
  });

  it('leaves out a page no active release serves, so no link is dead', () => {
    fakePlatform(startupRoutes());
    const { 'member-centre': _memberCentre, ...withoutMemberCentre } = declaredRegistry();
    const footer = renderFooterWith(buildRouteTable(withoutMemberCentre));
    expect(within(footer).queryByRole('link', { name: 'VIP' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Help centre' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/noticePage');
  });
});

describe('<SiteFooter/> responsible gaming', () => {
  it("opens the member's limits and breaks when signed in, and asks a visitor to sign in first", () => {
    fakePlatform(startupRoutes());
    const opened: unknown[] = [];
    const logins: unknown[] = [];
    const offOpen = bus.on('member-centre:open', (payload) => opened.push(payload));
    const offLogin = bus.on('auth:open-login', (payload) => logins.push(payload));
    const { unmount } = render(withProviders(<SiteFooter brandName="Demo Bet" menus={MENUS} />));
    fireEvent.click(screen.getByRole('button', { name: 'My limits and breaks' }));
    expect([opened, logins]).toEqual([[], [{ reason: 'gated' }]]);
    unmount();
    signIn();
    render(withProviders(<SiteFooter brandName="Demo Bet" menus={MENUS} />));
    fireEvent.click(screen.getByRole('button', { name: 'My limits and breaks' }));
    expect(opened).toEqual([{ page: 'responsibleGaming' }]);
    offOpen();
    offLogin();
  });
});
