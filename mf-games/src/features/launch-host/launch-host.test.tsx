import { act, screen } from '@testing-library/react';
import { bus, type VendorLane } from '@site/shared';
import { rawLanes } from '../../testing/fixtures';
import { fakePlatform, ok } from '@site/shared/testing';
import { renderWithProviders, resetSharedState, signIn, VENDORS_URL } from '../../testing/render';
import LaunchHost from './launch-host';

function serveLanes(lanes: VendorLane[] = rawLanes()) {
  return fakePlatform({ [VENDORS_URL]: () => ok(lanes) });
}

beforeEach(async () => {
  await resetSharedState();
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

  it("starts a trial account's game too (the platform gives it play money)", () => {
    serveLanes();
    signIn(4);
    const refused = jest.fn();
    const off = bus.on('auth:need-real-account', refused);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'SABA', gameType: 'SPORTS' } }));
    expect(refused).not.toHaveBeenCalled();
    // Asked before the lanes arrived: the provider is named by its code.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/seamless\?vassalage=SABA&gameType=SPORTS&name=SABA$/);
    off();
  });

  it('starts a catalogue game named by nodeId on /game', () => {
    serveLanes();
    signIn(0);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'PG', gameType: 'RNG', nodeId: '123' } }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/game\?nodeId=123$/);
  });

  it('sends a provider of a list type to its list, a lottery provider to /lottery', () => {
    serveLanes();
    signIn(0);
    renderWithProviders(<LaunchHost />);
    act(() => bus.emit('game:launch', { game: { vassalage: 'JDB', gameType: 'RNG' } }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?vassalage=JDB$/);
    act(() => bus.emit('game:launch', { game: { vassalage: 'TCG_SEA', gameType: 'LOTT' } }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lottery\?vendor=TCG_SEA$/);
  });
});
