import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, ok } from '@site/shared/testing';
import { gameItems } from '../../../testing/fixtures';
import { renderWithProviders, resetSharedState, signIn } from '../../../testing/render';
import HotGames from './hot-games';

beforeEach(async () => {
  await resetSharedState();
});

describe('hot games widget', () => {
  it("shows the site's hot games (of every provider) and starts one on /game", async () => {
    const platform = fakePlatform({ '/wps/relay/GCSGAME_hotGamesV2': () => ok(gameItems(10, 3, { isHot: 1 })) });
    signIn(0);
    renderWithProviders(<HotGames />);

    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
    expect(platform.callsTo('GET /wps/relay/GCSGAME_hotGamesV2')[0]?.params).not.toHaveProperty('vassalage');
    expect(within(section).queryByRole('button', { name: /Favourite/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByTestId('game-play-11'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/game\?nodeId=11&name=Game\+11$/);
  });

  it('says so when there are none', async () => {
    fakePlatform({ '/wps/relay/GCSGAME_hotGamesV2': () => ok([]) });
    renderWithProviders(<HotGames />);
    expect(await screen.findByText('No games match.')).toBeInTheDocument();
  });
});
