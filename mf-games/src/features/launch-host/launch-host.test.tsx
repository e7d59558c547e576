import { act, screen } from '@testing-library/react';
import { bus, type VendorLane } from '@site/shared';
import { rawLanes } from '../../test-utils/fixtures';
import { fakePlatform, ok } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, signIn, VENDORS_URL } from '../../test-utils/render';
import LaunchHost from './launch-host';

function serveLanes(lanes: VendorLane[] = rawLanes()) {
  return fakePlatform({ [VENDORS_URL]: () => ok(lanes) });
}

beforeEach(() => {
  resetSharedState();
});

describe('launch host (game:launch from anywhere on the page)', () => {
  it('asks a visitor to log in', () => {
    serveLanes();
    const openLogin = jest.fn();
    const off = bus.on('auth:open-login', openLogin);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'EVO', gameType: 'LIVE' } }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    off();
  });

  it('hands a trial account to the real-account warning (drawn by mf-auth) and launches nothing', () => {
    serveLanes();
    signIn(4);
    const refused = jest.fn();
    const off = bus.on('auth:need-real-account', refused);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'EVO', gameType: 'LIVE' } }));
    expect(refused).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });

  it('tells a member that launching comes later, naming the provider', async () => {
    serveLanes();
    signIn(0);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'SABA', gameType: 'SPORTS' } }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Game launch arrives in a later release');
  });
});
