import { screen, waitFor } from '@testing-library/react';
import { fakePlatform, ok } from '@site/shared/testing';
import { lotteryMenu } from '../testing/lottery-items';
import { renderWithProviders, resetSharedState } from '../testing/render';
import LotteryPage from './lottery-page';

// The lobby's code never arrives here, as on a slow phone while it downloads.
jest.mock('../features/lottery-lobby/components/lobby-screen', () => ({
  __esModule: true,
  default: function LobbyOnItsWay() {
    throw new Promise(() => undefined);
  },
}));

const MENU_URL = '/lgw/vn/games/game_menu';

beforeEach(() => resetSharedState());

it("asks for the lobby's menu while the lobby's code is still on its way", async () => {
  const platform = fakePlatform({ '/wps/relay/GCSGAME_newGameVendor': () => ok([]), [MENU_URL]: () => ok(lotteryMenu()) });
  renderWithProviders(<LotteryPage />, { route: '/lottery' });
  expect(await screen.findByTestId('loader')).toBeInTheDocument();
  await waitFor(() => expect(platform.callsTo(MENU_URL)).toHaveLength(1));
  expect(platform.callsTo(MENU_URL)[0]?.params).toEqual({ prizeMode: 'LOTT', device: 'WEB', language: 'en' });
  expect(screen.queryByTestId('lottery-page')).not.toBeInTheDocument();
});
