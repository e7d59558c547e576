import type { BannerGroup, Chrome, RouteDeclaration, RouteHeading, ShellRouteDeclaration } from '@site/shared';
import { REMOTE_IDS, type RemoteId } from '../../releases/src/paths';
import type { ActiveRegistry } from '../../releases/src/registry';
import { routeKey } from '../../releases/src/route-declarations';

/**
 * What index.html needs to know about the requested route, learnt from the same declarations the
 * shell routes by: the shell build's own pages and each active release's routes (from the
 * registry). A remote release that adds a route gets its preloads on the next page load.
 */
export interface RouteFacts {
  /** The remotes the route's first screen needs: their entries are preloaded to cut the waterfall. */
  remotes: RemoteId[];
  /** The banner group whose first slide is the page's largest paint (full chrome only, as the shell shows it). */
  bannerGroup: BannerGroup | null;
  /** The page frame the route asks for, so the HTML can paint it before the scripts run. */
  chrome: Chrome;
  /** Whether the main navigation shows. */
  nav: boolean;
  /** The screen's heading line, painted from the HTML (on the bare path only); none when the route declares none. */
  heading: RouteHeading | null;
}

function factsOf(route: RouteDeclaration, remotes: RemoteId[]): RouteFacts {
  const chrome = route.chrome;
  return {
    remotes,
    bannerGroup: chrome === 'full' ? (route.bannerGroup ?? null) : null,
    chrome,
    nav: chrome !== 'none' && route.nav !== false,
    heading: route.heading ?? null,
  };
}

/** The facts of `pathname`; a path no one declares gets none (it is the not-found page). */
export function routeFacts(pathname: string, registry: ActiveRegistry, shellRoutes: readonly ShellRouteDeclaration[]): RouteFacts {
  const key = routeKey(pathname);
  // The shell's own pages come first, as in the shell's route table.
  const shell = shellRoutes.find((route) => routeKey(route.path) === key);
  if (shell) return factsOf(shell, [...(shell.remotes ?? [])]);
  for (const id of REMOTE_IDS) {
    const route = registry[id]?.routes.find((candidate) => routeKey(candidate.path) === key);
    if (route) return factsOf(route, [id]);
  }
  // The not-found page, in the full frame without banners.
  return { remotes: [], bannerGroup: null, chrome: 'full', nav: true, heading: null };
}
