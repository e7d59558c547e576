import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '@site/shared';
import { component, descriptorModule, fakeDescriptor, routeLoadRemote } from '../test-utils/remote-mock';
import { resetSharedState, withProviders } from '../test-utils/render-app';
import { WidgetHosts } from './widget-hosts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;

const received: string[] = [];

/** An auth modal host that really listens on the bus, as mf-auth's does. */
function AuthHost() {
  useEffect(() => bus.on('auth:open-login', () => received.push('login')), []);
  return <div data-testid="auth-modal-host" />;
}

function remotes(auth: () => Promise<unknown>) {
  routeLoadRemote(mockedLoadRemote, {
    auth,
    member_centre: async () => descriptorModule(fakeDescriptor('member-centre', { widgets: { 'panel-host': component(() => <div data-testid="member-panel-host" />) } })),
    agent_centre: async () => descriptorModule(fakeDescriptor('agent-centre', { widgets: { 'panel-host': component(() => <div data-testid="agent-panel-host" />) } })),
    games: async () => descriptorModule(fakeDescriptor('games', { widgets: { 'launch-host': component(() => <div data-testid="games-launch-host" />) } })),
  });
}

beforeEach(() => {
  resetSharedState();
  received.length = 0;
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('<WidgetHosts/>', () => {
  it('mounts the auth, member-centre, agent-centre and games hosts after the first paint', async () => {
    jest.useFakeTimers();
    remotes(async () => descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } })));
    render(withProviders(<WidgetHosts />));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(5);
    });
    jest.useRealTimers();
    expect(await screen.findByTestId('auth-modal-host')).toBeInTheDocument();
    expect(await screen.findByTestId('member-panel-host')).toBeInTheDocument();
    expect(await screen.findByTestId('agent-panel-host')).toBeInTheDocument();
    expect(await screen.findByTestId('games-launch-host')).toBeInTheDocument();
    expect(mockedLoadRemote.mock.calls.map(([request]) => request).sort()).toEqual(['agent_centre/remote', 'auth/remote', 'games/remote', 'member_centre/remote']);
  });

  it('delivers an event sent before its host listened, once the host is there', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    remotes(async () => {
      await gate;
      return descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } }));
    });
    render(withProviders(<WidgetHosts />));
    act(() => bus.emit('auth:open-login'));
    expect(received).toEqual([]);
    release();
    await screen.findByTestId('auth-modal-host');
    await waitFor(() => expect(received).toEqual(['login']));
    // Once listening, the host hears events directly and nothing is replayed twice.
    act(() => bus.emit('auth:open-login'));
    expect(received).toEqual(['login', 'login']);
  });

  it('stays silent when a host remote fails', async () => {
    remotes(async () => {
      throw new Error('auth down');
    });
    render(withProviders(<WidgetHosts />));
    expect(await screen.findByTestId('member-panel-host')).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('auth/remote'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
