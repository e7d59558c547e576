import type { ComponentType } from 'react';
import { defineRemote, type LazyComponent, type RemoteDescriptor, type RemoteId, type RemoteRoute } from '@site/shared';
import { initRemotes, type Registry } from '../app/remotes';

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
    i18n: { namespace: `test-${id}`, resources: { en: { hello: 'Hello there' } } },
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

type RouteOptions = Partial<Omit<RemoteRoute, 'path' | 'screen'>>;

/** A route rendering <main data-testid="screen-<path>">, its screen id the path unless given. */
export function screenRoute(path: string, options: RouteOptions = {}): RemoteRoute {
  return { path, screenId: path, chrome: 'full', ...options, screen: component(() => <main data-testid={`screen-${path}`}>{path}</main>) };
}

/** The routes each remote declares in the tests, framed as the real remotes frame them. */
export const TEST_ROUTES: Record<RemoteId, RemoteRoute[]> = {
  auth: [
    screenRoute('/login', { chrome: 'header-only' }),
    screenRoute('/register', { bannerGroup: 'w_reg' }),
    screenRoute('/register.html', { bannerGroup: 'w_reg' }),
    screenRoute('/forget'),
  ],
  games: [
    screenRoute('/live', { bannerGroup: 'w_live' }),
    screenRoute('/sports', { bannerGroup: 'w_sports' }),
    screenRoute('/rng', { bannerGroup: 'w_rng' }),
    screenRoute('/fish', { bannerGroup: 'w_fish' }),
    screenRoute('/cockfight', { bannerGroup: 'w_cockfight' }),
    screenRoute('/seamless', { chrome: 'header-only', nav: false }),
  ],
  lottery: [screenRoute('/lottery', { chrome: 'header-only', nav: false })],
  'member-centre': [
    screenRoute('/promotions', { bannerGroup: 'w_promotion' }),
    screenRoute('/vip'),
    screenRoute('/help', { bannerGroup: 'w_help' }),
    screenRoute('/down', { chrome: 'none' }),
  ],
  'agent-centre': [],
};

/** The registry the releases of these routes would serve: each remote's routes as plain declarations. */
export function registryFor(routes: Record<RemoteId, RemoteRoute[]>): Registry {
  return Object.fromEntries(
    Object.entries(routes).map(([id, list]) => [
      id,
      { version: '1.0.0-test', entry: `/remotes/${id}/1.0.0-test/remoteEntry.js`, routes: list.map(({ screen: _screen, ...declaration }) => declaration) },
    ]),
  );
}

/**
 * Every remote answering with simple screens (`routes`, by default TEST_ROUTES), games also with
 * the 'home-lanes' widget and every id with its invisible host widget; the registry, as the server
 * would inline it, declares the same routes.
 */
export function workingRemotes(mock: jest.Mock, overrides: Partial<Record<RemoteId, RemoteRoute[]>> = {}): void {
  const routes = { ...TEST_ROUTES, ...overrides };
  initRemotes(registryFor(routes));
  routeLoadRemote(mock, {
    auth: async () =>
      descriptorModule(fakeDescriptor('auth', { routes: routes.auth, widgets: { 'modal-host': component(() => <div data-testid="auth-modal-host" hidden />) } })),
    games: async () =>
      descriptorModule(
        fakeDescriptor('games', {
          routes: routes.games,
          widgets: {
            'home-lanes': component(() => <div data-testid="home-lanes">lanes</div>),
            'launch-host': component(() => <div data-testid="games-launch-host" hidden />),
          },
        }),
      ),
    lottery: async () => descriptorModule(fakeDescriptor('lottery', { routes: routes.lottery })),
    member_centre: async () =>
      descriptorModule(fakeDescriptor('member-centre', { routes: routes['member-centre'], widgets: { 'panel-host': component(() => <div data-testid="member-panel-host" hidden />) } })),
    agent_centre: async () =>
      descriptorModule(fakeDescriptor('agent-centre', { routes: routes['agent-centre'], widgets: { 'panel-host': component(() => <div data-testid="agent-panel-host" hidden />) } })),
  });
}
