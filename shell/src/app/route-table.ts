import type { Chrome, RemoteId } from '@site/shared';

/** Pages the shell renders itself (spec §2 route table). */
export type ShellPage = 'home' | 'notices';

export const SHELL_ROUTES: Readonly<Record<string, { page: ShellPage; chrome: Chrome }>> = {
  '/': { page: 'home', chrome: 'full' },
  '/index': { page: 'home', chrome: 'full' },
  '/index.html': { page: 'home', chrome: 'full' },
  '/home': { page: 'home', chrome: 'full' },
  '/noticePage': { page: 'notices', chrome: 'full' },
};

/**
 * Which remote owns each remote path, so a page loads only the remote it needs. The chrome here is
 * the spec's route table; it frames the page while the remote's descriptor is on its way (no layout
 * jump when it arrives) and is replaced by the descriptor's own `chrome` for that path.
 */
export const REMOTE_ROUTES: Readonly<Record<string, { remote: RemoteId; chrome: Chrome }>> = {
  '/login': { remote: 'auth', chrome: 'header-only' },
  '/register': { remote: 'auth', chrome: 'full' },
  '/register.html': { remote: 'auth', chrome: 'full' },
  '/forget': { remote: 'auth', chrome: 'full' },
  '/changePassword': { remote: 'auth', chrome: 'full' },
  '/agentHome': { remote: 'auth', chrome: 'full' },
  '/live': { remote: 'games', chrome: 'full' },
  '/sports': { remote: 'games', chrome: 'full' },
  '/esports': { remote: 'games', chrome: 'full' },
  '/elott': { remote: 'games', chrome: 'full' },
  '/cockfight': { remote: 'games', chrome: 'full' },
  '/rng': { remote: 'games', chrome: 'full' },
  '/pvp': { remote: 'games', chrome: 'full' },
  '/fish': { remote: 'games', chrome: 'full' },
  '/game': { remote: 'games', chrome: 'header-only' },
  '/seamless': { remote: 'games', chrome: 'header-only' },
  '/fbsports': { remote: 'games', chrome: 'header-only' },
  '/lottery': { remote: 'lottery', chrome: 'header-only' },
  '/vnlottery': { remote: 'lottery', chrome: 'header-only' },
  '/vip': { remote: 'member-centre', chrome: 'full' },
  '/pointMall': { remote: 'member-centre', chrome: 'full' },
  '/promotions': { remote: 'member-centre', chrome: 'full' },
  '/promoDetail': { remote: 'member-centre', chrome: 'full' },
  '/help': { remote: 'member-centre', chrome: 'full' },
  '/helpmc': { remote: 'member-centre', chrome: 'none' },
  '/down': { remote: 'member-centre', chrome: 'none' },
  '/join': { remote: 'member-centre', chrome: 'full' },
};

export type RouteMatch =
  | { kind: 'shell'; path: string; page: ShellPage; chrome: Chrome }
  | { kind: 'remote'; path: string; remote: RemoteId; chrome: Chrome }
  | { kind: 'not-found'; path: null; chrome: Chrome };

function byLowerCase<T>(table: Readonly<Record<string, T>>): Map<string, [string, T]> {
  return new Map(Object.entries(table).map(([path, value]) => [path.toLowerCase(), [path, value]]));
}
const shellByPath = byLowerCase(SHELL_ROUTES);
const remoteByPath = byLowerCase(REMOTE_ROUTES);

/** Paths compare as react-router compares them: case-insensitive, a trailing slash ignored. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** Who renders `pathname` and with how much chrome; anything unknown is the not-found page. */
export function matchRoute(pathname: string): RouteMatch {
  const key = normalisePath(pathname);
  const shell = shellByPath.get(key);
  if (shell) return { kind: 'shell', path: shell[0], ...shell[1] };
  const remote = remoteByPath.get(key);
  if (remote) return { kind: 'remote', path: remote[0], ...remote[1] };
  return { kind: 'not-found', path: null, chrome: 'full' };
}

/** Spec §2: the main navigation is hidden on these pages. */
const NAV_HIDDEN = new Set(['/seamless', '/lottery']);
export function isNavHidden(pathname: string): boolean {
  return NAV_HIDDEN.has(normalisePath(pathname));
}

/**
 * Spec §2 optional setting: routes a logged-out visitor may still open when the site sends
 * everybody else to /login. '/download' is listed as the spec lists it; the app-download page's real
 * path is '/down', and a visitor must be able to get the app before having an account, so it is open too.
 */
export const LOGIN_FREE_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];
const loginFree = new Set(LOGIN_FREE_PATHS.map((path) => path.toLowerCase()));

/** Where to send the visitor instead of `pathname`, or null to stay. */
export function loginRedirectFor(pathname: string, requireLogin: boolean, hasToken: boolean): string | null {
  if (!requireLogin || hasToken) return null;
  return loginFree.has(normalisePath(pathname)) ? null : '/login';
}
