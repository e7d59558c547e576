import { REMOTE_IDS, type BannerGroup, type Chrome, type RemoteId, type RouteDeclaration } from '@site/shared';
import type { Registry } from './remotes';
import { routeDeclarations as SHELL_DECLARATIONS, type ShellPage } from './route-declarations';

export type { ShellPage };

/** What a route frames its screen with, as its declaration says. */
interface Frame {
  chrome: Chrome;
  bannerGroup: BannerGroup | null;
  /** Whether the main navigation shows. */
  nav: boolean;
  /** The page's name for the tab title (a key of the owner's namespace, or the name itself). */
  title: string | null;
}

export type RouteMatch =
  | ({ kind: 'shell'; path: string; page: ShellPage } & Frame)
  | ({ kind: 'remote'; path: string; remote: RemoteId; screenId: string } & Frame)
  /** The registry is still on its way: the path may be a remote's. */
  | ({ kind: 'pending'; path: null } & Frame)
  | ({ kind: 'not-found'; path: null } & Frame);

export interface RouteTable {
  /** Every routed path: the shell's own pages first, then each remote's declared routes. */
  routes: readonly (Extract<RouteMatch, { kind: 'shell' | 'remote' }>)[];
  /** Who renders `pathname` and how it is framed. */
  match: (pathname: string) => RouteMatch;
}

/** Paths compare as react-router compares them: case-insensitive, a trailing slash ignored. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function frameOf(declaration: RouteDeclaration): Frame {
  return { chrome: declaration.chrome, bannerGroup: declaration.bannerGroup ?? null, nav: declaration.nav !== false, title: declaration.title ?? null };
}

const PLAIN_FRAME: Frame = { chrome: 'full', bannerGroup: null, nav: true, title: null };

/**
 * The route table: the shell's own pages (home, notices) and the routes each remote's active
 * release declares in the registry. A remote that ships a new route changes this table on the next
 * page load, with no shell build. A path is routed once: the shell's pages come first, then the
 * remotes in registry order (a release refuses a path another remote already serves). Without a
 * registry yet (`null`), an unknown path is pending rather than not found.
 */
export function buildRouteTable(registry: Registry | null): RouteTable {
  const byPath = new Map<string, Extract<RouteMatch, { kind: 'shell' | 'remote' }>>();
  for (const declaration of SHELL_DECLARATIONS) {
    byPath.set(normalisePath(declaration.path), { kind: 'shell', path: declaration.path, page: declaration.screenId, ...frameOf(declaration) });
  }
  for (const remote of REMOTE_IDS) {
    for (const declaration of registry?.[remote]?.routes ?? []) {
      const key = normalisePath(declaration.path);
      if (byPath.has(key)) {
        console.warn(`route ${declaration.path} of ${remote} is already routed; ignoring it`);
        continue;
      }
      byPath.set(key, { kind: 'remote', path: declaration.path, remote, screenId: declaration.screenId, ...frameOf(declaration) });
    }
  }
  const unmatched: RouteMatch = registry ? { kind: 'not-found', path: null, ...PLAIN_FRAME } : { kind: 'pending', path: null, ...PLAIN_FRAME };
  return {
    routes: [...byPath.values()],
    match: (pathname) => byPath.get(normalisePath(pathname)) ?? unmatched,
  };
}

/**
 * Routes a logged-out visitor may still open when the site sends everybody else to /login.
 * '/download' is listed as the setting names it; the app-download page's real path is '/down',
 * and a visitor must be able to get the app before having an account, so it is open too.
 * '/forget' and '/changePassword' stay open as well: someone who forgot the password has no
 * session, and the emailed reset link lands on '/changePassword'.
 */
export const LOGIN_FREE_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/forget', '/changePassword'];
const loginFree = new Set(LOGIN_FREE_PATHS.map((path) => path.toLowerCase()));

/** Where to send the visitor instead of `pathname`, or null to stay. */
export function loginRedirectFor(pathname: string, requireLogin: boolean, hasToken: boolean): string | null {
  if (!requireLogin || hasToken) return null;
  return loginFree.has(normalisePath(pathname)) ? null : '/login';
}
