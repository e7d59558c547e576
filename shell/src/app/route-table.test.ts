import { isNavHidden, loginRedirectFor, matchRoute, REMOTE_ROUTES } from './route-table';

describe('matchRoute', () => {
  it('knows the shell pages', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(matchRoute(path)).toMatchObject({ kind: 'shell', page: 'home', chrome: 'full' });
    expect(matchRoute('/noticePage')).toMatchObject({ kind: 'shell', page: 'notices' });
  });

  it('maps every remote path of the spec to its owner', () => {
    const owners = Object.fromEntries(Object.entries(REMOTE_ROUTES).map(([path, route]) => [path, route.remote]));
    expect(owners).toEqual({
      '/login': 'auth',
      '/register': 'auth',
      '/register.html': 'auth',
      '/forget': 'auth',
      '/changePassword': 'auth',
      '/agentHome': 'auth',
      '/live': 'games',
      '/sports': 'games',
      '/esports': 'games',
      '/elott': 'games',
      '/cockfight': 'games',
      '/rng': 'games',
      '/pvp': 'games',
      '/fish': 'games',
      '/game': 'games',
      '/seamless': 'games',
      '/fbsports': 'games',
      '/lottery': 'lottery',
      '/vnlottery': 'lottery',
      '/vip': 'member-centre',
      '/pointMall': 'member-centre',
      '/promotions': 'member-centre',
      '/promoDetail': 'member-centre',
      '/help': 'member-centre',
      '/helpmc': 'member-centre',
      '/down': 'member-centre',
      '/join': 'member-centre',
    });
  });

  it('frames pages as the spec route table does until the descriptor says otherwise', () => {
    expect(matchRoute('/login').chrome).toBe('header-only');
    expect(matchRoute('/lottery').chrome).toBe('header-only');
    expect(matchRoute('/helpmc').chrome).toBe('none');
    expect(matchRoute('/down').chrome).toBe('none');
    expect(matchRoute('/live').chrome).toBe('full');
  });

  it('matches like the router: case-insensitive, trailing slash ignored', () => {
    expect(matchRoute('/pointmall/')).toMatchObject({ kind: 'remote', path: '/pointMall' });
    expect(matchRoute('/LIVE')).toMatchObject({ kind: 'remote', path: '/live' });
  });

  it('sends anything else to not found', () => {
    expect(matchRoute('/download').kind).toBe('not-found');
    expect(matchRoute('/live/extra').kind).toBe('not-found');
  });
});

describe('isNavHidden', () => {
  it('hides the navigation on /seamless and /lottery only', () => {
    expect(isNavHidden('/seamless')).toBe(true);
    expect(isNavHidden('/lottery')).toBe(true);
    expect(isNavHidden('/vnlottery')).toBe(false);
    expect(isNavHidden('/')).toBe(false);
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
});
