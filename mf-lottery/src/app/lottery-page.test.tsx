import { screen } from '@testing-library/react';
import { fakePlatform, never } from '@site/shared/testing';
import { renderWithProviders, resetSharedState } from '../testing/render';
import LotteryPage from './lottery-page';

beforeEach(async () => {
  await resetSharedState();
  // Nothing needs to answer: the test looks at which screen opens.
  fakePlatform({ '/lgw/vn/games/game_menu': never, '/wps/relay/GCSGAME_newGameVendor': never });
});

describe('/lottery', () => {
  it('opens the lobby without a gameCode (or with a blank one)', async () => {
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=&vendor=TCG_LOTTO_VN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(screen.getByTestId('lottery-page')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-betting')).not.toBeInTheDocument();
  });

  it('opens the betting view of the lottery gameCode names', async () => {
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=FAST_1M' });
    expect(await screen.findByTestId('lottery-betting')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-page')).not.toBeInTheDocument();
  });
});
