import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rawLanes } from '../../../test-utils/fixtures';
import { fakePlatform, ok } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, VENDORS_URL } from '../../../test-utils/render';
import { GAME_LIST_SCREENS } from './game-list-screen';

beforeEach(() => {
  resetSharedState();
  fakePlatform({ [VENDORS_URL]: () => ok(rawLanes()) });
});

describe('electronic-game lobby', () => {
  it('shows the slot providers as tabs, the first chosen by default, above an honest placeholder', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng' });

    const main = screen.getByTestId('lobby-RNG');
    expect(within(main).getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.dataset.testid)).toEqual(['vendor-tab-PG', 'vendor-tab-JDB']);
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'PG Soft' });
    expect(within(panel).getByTestId('not-available-yet')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'PG Soft games' })).toBeInTheDocument();
  });

  it('chooses the tab named by ?vassalage=', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=JDB' });
    expect(await screen.findByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'false');
  });

  it('chooses the tab named by ?page=', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?page=JDB' });
    expect(await screen.findByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the first provider for an unknown code', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?vassalage=NOPE' });
    expect(await screen.findByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen provider into the URL, by click or by arrow key', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.RNG />, { route: '/rng?page=PG' });

    await userEvent.click(await screen.findByRole('tab', { name: 'JDB name' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?vassalage=JDB$/);
    expect(screen.getByRole('tab', { name: 'JDB name' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('JDB name games');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?vassalage=PG$/);
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toHaveFocus();
  });

  it('shows the fishing providers on /fish', async () => {
    renderWithProviders(<GAME_LIST_SCREENS.FISH />, { route: '/fish' });
    expect(screen.getByTestId('lobby-FISH')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'JDBF name' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('says so when the category has no providers', async () => {
    fakePlatform({ [VENDORS_URL]: () => ok(rawLanes().filter((lane) => lane.title !== 'PVP')) });
    renderWithProviders(<GAME_LIST_SCREENS.PVP />, { route: '/pvp' });
    expect(await screen.findByText('No providers in this category yet')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
