import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n } from '@site/shared';
import { RemoteArea } from './remote-area';
import { CHUNK_TIMEOUT_MS, forgetDescriptor, initRemotes, loadDescriptor } from './remotes';
import { component, descriptorModule, fakeDescriptor, routeLoadRemote } from '../testing/remote-mock';
import { resetSharedState } from '../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.Mock;

const LANES = { kind: 'widget', name: 'home-lanes' } as const;
const lanesDescriptor = () =>
  fakeDescriptor('games', { widgets: { 'home-lanes': component(() => <div data-testid="home-lanes">lanes</div>) } });

beforeEach(() => {
  resetSharedState();
  mockedLoadRemote.mockReset();
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
    let fail = true;
    routeLoadRemote(mockedLoadRemote, {
      games: async () => {
        if (fail) throw new Error('ScriptExternalLoadError: remoteEntry.js 503');
        return descriptorModule(lanesDescriptor());
      },
    });
    render(<RemoteArea remoteId="games" target={LANES} />);
    const fallback = await screen.findByTestId('remote-fallback-games');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(fallback).toHaveTextContent('This part of the site is unavailable right now.');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    fail = false;
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

  it('gives up on a remote slower than the 120 s chunk time-out', async () => {
    jest.useFakeTimers();
    routeLoadRemote(mockedLoadRemote, { games: () => new Promise(() => undefined) });
    render(<RemoteArea remoteId="games" target={LANES} />);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalled());
    await act(async () => {
      jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByTestId('remote-fallback-games')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1000);
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
