import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakePlatform } from '@site/shared/testing';
import { startupRoutes } from '../../../test-utils/fixtures';
import { resetSharedState, withProviders } from '../../../test-utils/render-app';
import type { NavMenu } from '../../../common/nav-menus';
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
