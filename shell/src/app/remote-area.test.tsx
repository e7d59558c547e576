import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n, REMOTE_LOAD_TIMEOUT_MS } from '@site/shared';
import { addWaitingChunk, chunkScripts, removeChunkScripts } from '@site/shared/testing';
import { RemoteArea } from './remote-area';
import { forgetDescriptor, initRemotes, loadDescriptor, loadRegistry, useRegistry, type Registry } from './remotes';
import { component, descriptorModule, fakeDescriptor, routeLoadRemote } from '../testing/remote-mock';
import { resetSharedState } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;
const mockedRegisterRemotes = registerRemotes as jest.Mock;

const LANES = { kind: 'widget', name: 'home-lanes' } as const;
const lanesDescriptor = () =>
  fakeDescriptor('games', { widgets: { 'home-lanes': component(() => <div data-testid="home-lanes">lanes</div>) } });

/** games fails to load (as a remote that is down) until `recover()`, then serves `descriptor`. */
function gamesDownUntilRecovered(descriptor = lanesDescriptor): { recover: () => void } {
  let down = true;
  routeLoadRemote(mockedLoadRemote, {
    games: async () => {
      if (down) throw new Error('ScriptExternalLoadError: remoteEntry.js 503');
      return descriptorModule(descriptor());
    },
  });
  return { recover: () => (down = false) };
}

beforeEach(() => {
  resetSharedState();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('<RemoteArea/>', () => {
  it('shows the remote component once it loads', async () => {
    routeLoadRemote(mockedLoadRemote, { games: async () => descriptorModule(lanesDescriptor()) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('games/remote');
  });

  it('registers the remote namespace once', async () => {
    routeLoadRemote(mockedLoadRemote, { games: async () => descriptorModule(lanesDescriptor()) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await screen.findByTestId('home-lanes');
    expect(i18n.t('hello', { ns: 'test-games' })).toBe('Hello there');
  });

  it('falls back when loadRemote fails, and Retry really loads again', async () => {
    const games = gamesDownUntilRecovered();
    render(<RemoteArea remoteId="games" target={LANES} />);
    const fallback = await screen.findByTestId('remote-fallback-games');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(fallback).toHaveTextContent('This part of the site is unavailable right now.');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    games.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-fallback-games')).not.toBeInTheDocument();
  });

  it('keeps showing the fallback when a retry fails again', async () => {
    routeLoadRemote(mockedLoadRemote, { games: async () => Promise.reject(new Error('down')) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await screen.findByTestId('remote-fallback-games');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('remote-fallback-games')).toBeInTheDocument();
  });

  it('falls back when the remote lacks the widget or the widget chunk fails', async () => {
    routeLoadRemote(mockedLoadRemote, {
      games: async () => descriptorModule(fakeDescriptor('games', { widgets: { 'home-lanes': () => Promise.reject(new Error('ChunkLoadError')) } })),
      auth: async () => descriptorModule(fakeDescriptor('auth')),
    });
    render(
      <>
        <RemoteArea remoteId="games" target={LANES} />
        <RemoteArea remoteId="auth" target={{ kind: 'route', path: '/login', screenId: 'login' }} />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback-games')).toBeInTheDocument();
    expect(await screen.findByTestId('remote-fallback-auth')).toBeInTheDocument();
  });

  it('shows the fallback with Retry within 10 s of a remote load that does not answer', async () => {
    jest.useFakeTimers();
    routeLoadRemote(mockedLoadRemote, { games: () => new Promise(() => undefined) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByTestId('remote-fallback-games')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(10_000 - (REMOTE_LOAD_TIMEOUT_MS - 1000));
    });
    const fallback = await screen.findByTestId('remote-fallback-games');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives up on a screen chunk that does not answer within the same limit', async () => {
    jest.useFakeTimers();
    routeLoadRemote(mockedLoadRemote, {
      games: async () => descriptorModule(fakeDescriptor('games', { widgets: { 'home-lanes': () => new Promise(() => undefined) } })),
    });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    expect(await screen.findByTestId('remote-fallback-games')).toBeInTheDocument();
  });

  it('renders nothing for a silent area that fails', async () => {
    routeLoadRemote(mockedLoadRemote, {});
    const { container } = render(<RemoteArea remoteId="auth" target={{ kind: 'widget', name: 'modal-host' }} silent />);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RemoteArea Retry', () => {
  const registryAt = (version: string): Registry => ({ games: { version, entry: `/remotes/games/${version}/remoteEntry.js`, routes: [] } });
  const realFetch = window.fetch;
  /** The shell's registry read: answers `answer` (or fails with it), and records the calls. */
  function serveRegistry(answer: () => Promise<Registry>): jest.Mock {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: answer }));
    window.fetch = fetchMock as unknown as typeof window.fetch;
    return fetchMock;
  }
  afterEach(() => {
    window.fetch = realFetch;
  });
  /** The entry the runtime was last told for games. */
  const lastRegistration = () => mockedRegisterRemotes.mock.calls.at(-1) as unknown[];

  function RegistryVersion() {
    return <output data-testid="registry-version">{useRegistry()?.games?.version}</output>;
  }

  it('asks afresh under a new entry URL while the first load still hangs, after reading the registry again', async () => {
    void initRemotes(registryAt('1'));
    const fetchMock = serveRegistry(async () => registryAt('1'));
    const loads: (() => Promise<unknown>)[] = [() => new Promise(() => undefined), async () => descriptorModule(lanesDescriptor())];
    routeLoadRemote(mockedLoadRemote, { games: () => loads.shift()!() });
    jest.useFakeTimers();
    render(<RemoteArea remoteId="games" target={LANES} />);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(1));
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    await screen.findByTestId('remote-fallback-games');
    jest.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    // The first entry is still pending: the runtime forgets it and is given a URL of its own.
    expect(lastRegistration()).toEqual([[{ name: 'games', entry: '/remotes/games/1/remoteEntry.js?retry=1' }], { force: true }]);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads the version the registry names now, after a rollback since the page loaded', async () => {
    void initRemotes(registryAt('broken'));
    serveRegistry(async () => registryAt('2'));
    routeLoadRemote(mockedLoadRemote, {
      games: async () => {
        const entry = (lastRegistration()[0] as { entry: string }[])[0]!.entry;
        if (entry.includes('/broken/')) throw new Error('ScriptExecutionError');
        return descriptorModule(lanesDescriptor());
      },
    });
    render(
      <>
        <RemoteArea remoteId="games" target={LANES} />
        <RegistryVersion />
      </>,
    );
    await screen.findByTestId('remote-fallback-games');
    expect(screen.getByTestId('registry-version')).toHaveTextContent('broken');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(lastRegistration()).toEqual([[{ name: 'games', entry: '/remotes/games/2/remoteEntry.js' }], { force: true }]);
    // The route table is built from the registry the shell now knows.
    expect(screen.getByTestId('registry-version')).toHaveTextContent('2');
  });

  it('still loads afresh with the registry it knows when the registry cannot be read again', async () => {
    void initRemotes(registryAt('1'));
    serveRegistry(() => Promise.reject(new Error('remotes.json: HTTP 500')));
    const games = gamesDownUntilRecovered();
    render(<RemoteArea remoteId="games" target={LANES} />);
    await screen.findByTestId('remote-fallback-games');
    games.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(lastRegistration()).toEqual([[{ name: 'games', entry: '/remotes/games/1/remoteEntry.js?retry=1' }], { force: true }]);
  });

  it("asks again under a URL of its own for the remote's chunk scripts still waiting, or drops them for a new version", async () => {
    void initRemotes(registryAt('1'));
    const answers = [registryAt('1'), registryAt('2')];
    serveRegistry(async () => answers.shift()!);
    routeLoadRemote(mockedLoadRemote, { games: () => Promise.reject(new Error('ChunkLoadError')) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await screen.findByTestId('remote-fallback-games');
    addWaitingChunk('games:chunk-7', 'http://localhost/remotes/games/1/7.abc.js');
    addWaitingChunk('auth:chunk-7', 'http://localhost/remotes/auth/1/7.def.js');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
    // The same name, so the fresh container takes it for that chunk; another remote's is left alone.
    expect(chunkScripts()).toEqual([
      ['games:chunk-7', 'http://localhost/remotes/games/1/7.abc.js?retry=1'],
      ['auth:chunk-7', 'http://localhost/remotes/auth/1/7.def.js'],
    ]);

    // Version 2 may name its chunks alike: version 1's waiting ones must not stand in for them.
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(3));
    expect(chunkScripts()).toEqual([['auth:chunk-7', 'http://localhost/remotes/auth/1/7.def.js']]);
    removeChunkScripts();
  });

  it('brings back the secondary widgets of the same remote with one Retry', async () => {
    const games = gamesDownUntilRecovered(() =>
      fakeDescriptor('games', {
        widgets: {
          'home-lanes': component(() => <div data-testid="home-lanes">lanes</div>),
          'hot-games': component(() => <div data-testid="hot-games">hot</div>),
        },
      }),
    );
    render(
      <>
        <RemoteArea remoteId="games" target={LANES} />
        <RemoteArea remoteId="games" target={{ kind: 'widget', name: 'hot-games' }} secondary />
      </>,
    );
    await screen.findByTestId('remote-fallback-games');
    games.recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-lanes')).toBeInTheDocument();
    expect(await screen.findByTestId('hot-games')).toBeInTheDocument();
  });

  it('gives up on a registry read that does not answer within the same limit', async () => {
    jest.useFakeTimers();
    window.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const outcome = Promise.resolve(loadRegistry()).catch((error: Error) => error.message);
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    await expect(outcome).resolves.toBe(`remotes.json timed out after ${REMOTE_LOAD_TIMEOUT_MS} ms`);
  });

  it('takes no focus on the first failure, and gives it to the new Retry when a retry fails again', async () => {
    routeLoadRemote(mockedLoadRemote, { games: () => Promise.reject(new Error('down')) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await screen.findByTestId('remote-fallback-games');
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveFocus();

    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());
  });
});

describe('RemoteArea secondary', () => {
  it('keeps its space while loading but leaves one alert per remote when it fails', async () => {
    routeLoadRemote(mockedLoadRemote, {});
    render(
      <>
        <RemoteArea remoteId="games" target={LANES} />
        <RemoteArea remoteId="games" target={{ kind: 'widget', name: 'hot-games' }} minHeight={320} secondary />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(await screen.findByTestId('remote-fallback-games')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('loadDescriptor', () => {
  it('loads each descriptor once until it is forgotten', async () => {
    routeLoadRemote(mockedLoadRemote, { games: async () => descriptorModule(lanesDescriptor()) });
    await loadDescriptor('games');
    await loadDescriptor('games');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    forgetDescriptor('games');
    await loadDescriptor('games');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not ask the runtime for a remote the registry does not list', async () => {
    await initRemotes(Promise.resolve({ auth: { version: '1', entry: '/remotes/auth/1/remoteEntry.js' } }));
    expect(await loadDescriptor('games')).toBeNull();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('leaves every remote on its fallback when the registry cannot be read', async () => {
    await initRemotes(Promise.reject(new Error('remotes.json: HTTP 500')));
    expect(await loadDescriptor('games')).toBeNull();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
