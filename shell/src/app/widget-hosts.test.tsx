import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus, type RemoteId } from '@site/shared';
import { component, descriptorModule, fakeDescriptor, routeLoadRemote } from '../testing/remote-mock';
import { resetSharedState, signIn, withProviders } from '../testing/render-app';
import { intendEvent } from '../kit/host-intent';
import { WidgetHosts } from './widget-hosts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;

const received: string[] = [];

/** An auth modal host that really listens on the bus, as mf-auth's does. */
const AUTH_EVENTS = ['auth:open-login', 'auth:open-register', 'auth:open-forgot', 'auth:open-change-password', 'auth:need-real-account'] as const;

function AuthHost() {
  useEffect(() => {
    const offs = AUTH_EVENTS.map((name) => bus.on(name, () => received.push(name)));
    return () => offs.forEach((off) => off());
  }, []);
  return <div data-testid="auth-modal-host" />;
}

/** mf-member-centre's help modal, which answers help:open. */
function HelpHost() {
  useEffect(() => bus.on('help:open', (payload) => received.push(`help:open ${payload?.section ?? ''}`)), []);
  return <div data-testid="help-modal-host" />;
}

function remotes(auth: () => Promise<unknown>) {
  routeLoadRemote(mockedLoadRemote, {
    auth,
    member_centre: async () => descriptorModule(fakeDescriptor('member-centre', { widgets: { 'panel-host': component(() => <div data-testid="member-panel-host" />), 'help-modal': component(HelpHost) } })),
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
  /** Renders the hosts, lets the browser go idle, and answers which remotes were asked for. */
  async function remotesLoadedWhenIdle(path = '/', pageRemote: RemoteId | null = null): Promise<string[]> {
    jest.useFakeTimers();
    remotes(async () => descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } })));
    render(withProviders(<WidgetHosts pageRemote={pageRemote} />, path));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(5);
    });
    jest.useRealTimers();
    // Whatever the idle moment mounts asks for its remote within a few renders.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    return mockedLoadRemote.mock.calls.map(([request]) => String(request)).sort();
  }

  it("mounts no host for a visitor's first page: no member, agent or sign-in code until it is wanted", async () => {
    expect(await remotesLoadedWhenIdle()).toEqual([]);
  });

  it('mounts the member centre and game launch hosts for a member when the browser is idle, and no agent centre', async () => {
    signIn();
    expect(await remotesLoadedWhenIdle()).toEqual(['games/remote', 'member_centre/remote']);
    expect(await screen.findByTestId('member-panel-host')).toBeInTheDocument();
    expect(await screen.findByTestId('games-launch-host')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-panel-host')).not.toBeInTheDocument();
  });

  it('mounts the agent centre host for an agent', async () => {
    signIn({ isAgent: 2 });
    expect(await remotesLoadedWhenIdle()).toEqual(['agent_centre/remote', 'games/remote', 'member_centre/remote']);
    expect(await screen.findByTestId('agent-panel-host')).toBeInTheDocument();
  });

  it('mounts the agent centre host for a visitor on the agent login page, where every sign-in ends in the agent centre', async () => {
    expect(await remotesLoadedWhenIdle('/agentHome', 'auth')).toEqual(['agent_centre/remote']);
    expect(await screen.findByTestId('agent-panel-host')).toBeInTheDocument();
  });

  it("loads the sign-in remote's descriptor, not its host, for a visitor on the games' pages, where every play control, favourites and recents ask to log in", async () => {
    expect(await remotesLoadedWhenIdle('/rng', 'games')).toEqual(['auth/remote']);
    expect(screen.queryByTestId('auth-modal-host')).not.toBeInTheDocument();
  });

  it("loads nothing of the sign-in remote for a member on the games' pages", async () => {
    signIn();
    expect(await remotesLoadedWhenIdle('/rng', 'games')).toEqual(['games/remote', 'member_centre/remote']);
  });

  it('loads the sign-in host on the intent to open it (a pointer on Log in), before any click', async () => {
    remotes(async () => descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } })));
    render(withProviders(<WidgetHosts />));
    act(() => intendEvent('auth:open-login'));
    expect(await screen.findByTestId('auth-modal-host')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(mockedLoadRemote.mock.calls.map(([request]) => request)).toEqual(['auth/remote']);
  });

  it.each(AUTH_EVENTS)('delivers %s sent before the auth host listened, once the host is there', async (name) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    remotes(async () => {
      await gate;
      return descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } }));
    });
    render(withProviders(<WidgetHosts />));
    // A click during start-up: a gated action by a visitor (login) or a trial account (need-real-account).
    act(() => bus.emit(name));
    expect(received).toEqual([]);
    release();
    await screen.findByTestId('auth-modal-host');
    await waitFor(() => expect(received).toEqual([name]));
    // Once listening, the host hears events directly and nothing is replayed twice.
    act(() => bus.emit(name));
    expect(received).toEqual([name, name]);
  });

  it('delivers an event a host sends while answering a replayed one: a visitor\'s first game launch opens the login', async () => {
    /** The game launcher as mf-games has it: a visitor's launch asks for the login instead. */
    function GatingLaunchHost() {
      useEffect(() => bus.on('game:launch', () => bus.emit('auth:open-login', { reason: 'gated' })), []);
      return <div data-testid="games-launch-host" />;
    }
    remotes(async () => descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } })));
    const others = mockedLoadRemote.getMockImplementation() as (request: string) => Promise<unknown>;
    mockedLoadRemote.mockImplementation(async (request: string) =>
      request === 'games/remote' ? descriptorModule(fakeDescriptor('games', { widgets: { 'launch-host': component(GatingLaunchHost) } })) : others(request),
    );
    render(withProviders(<WidgetHosts />));
    act(() => bus.emit('game:launch', { game: { vassalage: 'EVO', gameType: 'LIVE' } }));
    expect(await screen.findByTestId('auth-modal-host')).toBeInTheDocument();
    await waitFor(() => expect(received).toEqual(['auth:open-login']));
  }, 60_000);

  it('delivers help:open (the terms link) to the member centre help modal, also when sent before it listened', async () => {
    remotes(async () => descriptorModule(fakeDescriptor('auth', { widgets: { 'modal-host': component(AuthHost) } })));
    render(withProviders(<WidgetHosts />));
    act(() => bus.emit('help:open', { section: 'terms' }));
    expect(await screen.findByTestId('help-modal-host')).toBeInTheDocument();
    await waitFor(() => expect(received).toEqual(['help:open terms']));
  });

  it('stays silent when a host remote fails', async () => {
    signIn();
    remotes(async () => {
      throw new Error('auth down');
    });
    render(withProviders(<WidgetHosts />));
    act(() => intendEvent('auth:open-login'));
    expect(await screen.findByTestId('member-panel-host')).toBeInTheDocument();
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('auth/remote'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
