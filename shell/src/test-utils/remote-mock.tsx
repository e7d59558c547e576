import type { ComponentType } from 'react';
import { defineRemote, type LazyComponent, type RemoteDescriptor, type RemoteId } from '@site/shared';

/**
 * Helpers for tests that mock '@module-federation/enhanced/runtime'. Each test file must call
 * jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }))
 * itself (jest hoists it per file); these build what the mocked loadRemote resolves to.
 */
export function descriptorModule(descriptor: RemoteDescriptor): { default: RemoteDescriptor } {
  return { default: descriptor };
}

export function component(render: ComponentType<object>): LazyComponent {
  return () => Promise.resolve({ default: render });
}

/** A descriptor of `id` with the given routes (each rendering a labelled <main>) and widgets. */
export function fakeDescriptor(
  id: RemoteId,
  options: { routes?: RemoteDescriptor['routes']; widgets?: RemoteDescriptor['widgets']; hostApi?: string } = {},
): RemoteDescriptor {
  return defineRemote({
    id,
    hostApi: options.hostApi ?? '^1.0.0',
    routes: options.routes ?? [],
    widgets: options.widgets ?? {},
    i18n: { namespace: `test-${id}`, resources: { en: { hello: 'hello' } } },
  });
}

/** Route the mocked loadRemote by container request ('games/remote', …). */
export function routeLoadRemote(mock: jest.Mock, byContainer: Record<string, () => Promise<unknown>>): void {
  mock.mockImplementation((request: string) => {
    const container = request.split('/')[0] ?? '';
    const load = byContainer[container];
    return load ? load() : Promise.reject(new Error(`no remote ${container}`));
  });
}

/**
 * Every remote answering with simple screens: each route renders <main data-testid="screen-<path>">,
 * games also has the 'home-lanes' widget, and every id has its invisible host widget.
 */
export function workingRemotes(mock: jest.Mock, chrome: Partial<Record<string, RemoteDescriptor['routes']>> = {}): void {
  const screenFor = (path: string) => component(() => <main data-testid={`screen-${path}`}>{path}</main>);
  const routesOf = (paths: string[]) => paths.map((path) => ({ path, screen: screenFor(path) }));
  routeLoadRemote(mock, {
    auth: async () =>
      descriptorModule(
        fakeDescriptor('auth', {
          routes: chrome.auth ?? [{ path: '/login', screen: screenFor('/login'), chrome: 'header-only' }, ...routesOf(['/register', '/register.html', '/forget'])],
          widgets: { 'modal-host': component(() => <div data-testid="auth-modal-host" hidden />) },
        }),
      ),
    games: async () =>
      descriptorModule(
        fakeDescriptor('games', {
          routes: chrome.games ?? [
            ...routesOf(['/live', '/sports', '/rng', '/fish', '/cockfight']),
            { path: '/seamless', screen: screenFor('/seamless'), chrome: 'header-only' },
          ],
          widgets: {
            'home-lanes': component(() => <div data-testid="home-lanes">lanes</div>),
            'launch-host': component(() => <div data-testid="games-launch-host" hidden />),
          },
        }),
      ),
    lottery: async () =>
      descriptorModule(fakeDescriptor('lottery', { routes: chrome.lottery ?? [{ path: '/lottery', screen: screenFor('/lottery'), chrome: 'header-only' }] })),
    member_centre: async () =>
      descriptorModule(
        fakeDescriptor('member-centre', {
          routes: chrome['member-centre'] ?? [...routesOf(['/promotions', '/vip', '/help']), { path: '/down', screen: screenFor('/down'), chrome: 'none' }],
          widgets: { 'panel-host': component(() => <div data-testid="member-panel-host" hidden />) },
        }),
      ),
    agent_centre: async () => descriptorModule(fakeDescriptor('agent-centre', { widgets: { 'panel-host': component(() => <div data-testid="agent-panel-host" hidden />) } })),
  });
}
