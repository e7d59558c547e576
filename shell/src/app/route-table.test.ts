import type { RouteDeclaration } from '@site/shared';
import type { Registry } from './remotes';
import { buildRouteTable, loginRedirectFor } from './route-table';

const entry = (id: string) => ({ version: '1.0.0-a', entry: `/remotes/${id}/1.0.0-a/remoteEntry.js` });
const route = (path: string, screenId: string, extra: Partial<RouteDeclaration> = {}): RouteDeclaration => ({ path, screenId, chrome: 'full', ...extra });

/** A registry as the server serves it: each active release with the routes it declares. */
const REGISTRY: Registry = {
  auth: { ...entry('auth'), routes: [route('/login', 'login', { chrome: 'header-only', title: 'page.login' }), route('/register', 'register', { bannerGroup: 'w_reg' })] },
  games: { ...entry('games'), routes: [route('/live', 'lobby:LIVE', { bannerGroup: 'w_live' }), route('/seamless', 'launch:seamless', { chrome: 'header-only', nav: false })] },
  lottery: { ...entry('lottery'), routes: [route('/lottery', 'lottery-lobby', { chrome: 'header-only', nav: false })] },
  'member-centre': { ...entry('member-centre'), routes: [route('/pointMall', 'point-mall', { bannerGroup: 'w_shop' }), route('/down', 'download', { chrome: 'none' })] },
  'agent-centre': { ...entry('agent-centre'), routes: [] },
};

describe('buildRouteTable', () => {
  const table = buildRouteTable(REGISTRY);

  it('keeps the shell\'s own pages: home under four paths, with its banner group, and the notices', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) {
      expect(table.match(path)).toMatchObject({ kind: 'shell', page: 'home', chrome: 'full', bannerGroup: 'w_home', nav: true });
    }
    expect(table.match('/noticePage')).toMatchObject({ kind: 'shell', page: 'notices', bannerGroup: null });
  });

  it('routes each declared path to the remote that declares it, framed as declared', () => {
    expect(table.match('/login')).toEqual({ kind: 'remote', path: '/login', remote: 'auth', screenId: 'login', chrome: 'header-only', bannerGroup: null, nav: true, title: 'page.login' });
    expect(table.match('/register')).toMatchObject({ remote: 'auth', chrome: 'full', bannerGroup: 'w_reg' });
    expect(table.match('/live')).toMatchObject({ remote: 'games', screenId: 'lobby:LIVE', bannerGroup: 'w_live' });
    expect(table.match('/down')).toMatchObject({ remote: 'member-centre', chrome: 'none' });
    expect(table.routes.map((r) => r.path)).toEqual(['/', '/index', '/index.html', '/home', '/noticePage', '/login', '/register', '/live', '/seamless', '/lottery', '/pointMall', '/down']);
  });

  it('hides the navigation where a route says so', () => {
    expect(table.match('/seamless').nav).toBe(false);
    expect(table.match('/lottery').nav).toBe(false);
    expect(table.match('/live').nav).toBe(true);
  });

  it('matches like the router: case-insensitive, trailing slash ignored', () => {
    expect(table.match('/pointmall/')).toMatchObject({ kind: 'remote', path: '/pointMall' });
    expect(table.match('/LIVE')).toMatchObject({ kind: 'remote', path: '/live' });
  });

  it('sends anything else to not found', () => {
    expect(table.match('/download')).toMatchObject({ kind: 'not-found', chrome: 'full', bannerGroup: null, nav: true });
    expect(table.match('/live/extra').kind).toBe('not-found');
  });

  it('routes a path a new release adds, and forgets it when the release is rolled back', () => {
    const added = { ...REGISTRY, lottery: { ...REGISTRY.lottery!, routes: [...REGISTRY.lottery!.routes!, route('/lottery-results-preview', 'lottery-lobby')] } };
    expect(buildRouteTable(added).match('/lottery-results-preview')).toMatchObject({ kind: 'remote', remote: 'lottery', screenId: 'lottery-lobby' });
    expect(buildRouteTable(REGISTRY).match('/lottery-results-preview').kind).toBe('not-found');
  });

  it('routes a path once: the shell\'s pages first, then the first remote declaring it', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clash: Registry = { auth: { ...entry('auth'), routes: [route('/home', 'login'), route('/live', 'login')] }, games: REGISTRY.games };
    const clashed = buildRouteTable(clash);
    expect(clashed.match('/home')).toMatchObject({ kind: 'shell', page: 'home' });
    expect(clashed.match('/live')).toMatchObject({ remote: 'auth' });
    expect(clashed.routes.filter((r) => r.path === '/live')).toHaveLength(1);
  });

  it('leaves an unknown path pending, not missing, while the registry is on its way', () => {
    const loading = buildRouteTable(null);
    expect(loading.match('/live').kind).toBe('pending');
    expect(loading.match('/')).toMatchObject({ kind: 'shell', page: 'home' });
  });

  it('knows no remote route from a release that declares none', () => {
    expect(buildRouteTable({ games: entry('games') }).match('/live').kind).toBe('not-found');
  });
});

describe('loginRedirectFor', () => {
  it('does nothing when the setting is off or a session exists', () => {
    expect(loginRedirectFor('/live', false, false)).toBeNull();
    expect(loginRedirectFor('/live', true, true)).toBeNull();
  });

  it('sends a visitor to /login from every other route', () => {
    for (const path of ['/', '/live', '/vip', '/noticePage', '/nope']) expect(loginRedirectFor(path, true, false)).toBe('/login');
  });

  it('keeps /login, /register, /register.html, /helpmc, /download and the app download page /down open', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/Register/']) expect(loginRedirectFor(path, true, false)).toBeNull();
  });

  it('keeps the password recovery pages open, so an emailed reset link works without a session', () => {
    for (const path of ['/forget', '/changePassword']) expect(loginRedirectFor(path, true, false)).toBeNull();
  });
});
