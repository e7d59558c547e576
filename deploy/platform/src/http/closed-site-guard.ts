import type { FastifyRequest, HTTPMethods } from 'fastify';
import { canonicalIp } from './client-ip';
import { PlatformError } from './errors';
import { isRegionRestricted, type SiteSettings } from '../system/system-repository';

/**
 * A call the platform refuses while the site is closed to the caller. `url` is the route as
 * declared (`/wps/member/info/:id` style, not the address asked for); a trailing `*` matches every
 * route that starts with what comes before it, so calls added later in a family are covered.
 */
export interface GuardedRoute {
  method: HTTPMethods | '*';
  url: string;
}

/**
 * The calls that do something for a visitor: signing in (password, code, free play), registering,
 * sending codes, resetting or changing a password, the wallet, deposits, withdrawals and transfers,
 * launching games and placing lottery bets. They are refused from a blocked address and during maintenance. Everything
 * else stays open on purpose: the status, permission and content reads let the page show the
 * maintenance or blocked screen; logout ends a session; /ops is how the operator ends
 * maintenance; the payment gateway's callback credits money that has already arrived, whatever
 * the site's state; records and messages only read.
 */
export const CLOSED_SITE_GUARDED_ROUTES: readonly GuardedRoute[] = [
  { method: 'POST', url: '/wps/session/login' },
  { method: 'POST', url: '/wps/session/login/*' },
  { method: 'PUT', url: '/wps/member/register' },
  { method: 'PUT', url: '/wps/member/register/*' },
  { method: 'POST', url: '/wps/verification/*' },
  { method: '*', url: '/wps/member/password' },
  { method: '*', url: '/wps/member/password/*' },
  { method: '*', url: '/wps/member/account/*' },
  { method: '*', url: '/wps/member/info/funds/*' },
  { method: '*', url: '/wps/v2/wallets/*' },
  { method: '*', url: '/wps/relay/GCS_walletTransfer' },
  { method: '*', url: '/wps/relay/GCS_walletRecallAll' },
  { method: '*', url: '/wps/member/deposit/*' },
  { method: '*', url: '/wps/member/withdrawal' },
  { method: '*', url: '/wps/member/withdrawal/*' },
  { method: '*', url: '/wps/member/matched/*' },
  { method: '*', url: '/wps/member/transfer/*' },
  { method: '*', url: '/wps/relay/GCS_merchantWallet' },
  { method: '*', url: '/wps/game/*' },
  { method: '*', url: '/wps/relay/GCS_gameLaunchFB' },
  { method: 'POST', url: '/lgw/vn/bets' },
];

/**
 * The refusals of a closed site. Clients translate by errorCode: MAINTENANCE shows the texts
 * `game_maintenance` / `info_maintenance`, REGION_BLOCKED shows `blockip` / `info_ip_block`, the
 * same as the whole-site screens; `message` is the English fallback.
 */
export const SITE_CLOSED_REFUSALS = {
  MAINTENANCE: { status: 503, message: 'System maintenance' },
  REGION_BLOCKED: { status: 403, message: 'Access restricted by IP or location' },
} as const;

export function isGuardedRoute(method: string, url: string, routes: readonly GuardedRoute[] = CLOSED_SITE_GUARDED_ROUTES): boolean {
  return routes.some(
    (route) =>
      (route.method === '*' || route.method === method) &&
      (route.url.endsWith('*') ? url.startsWith(route.url.slice(0, -1)) : url === route.url),
  );
}

/** Why the site is closed to a visitor at `ip`, or null when it is open. Maintenance wins. */
export function siteClosedReason(settings: SiteSettings, ip: string): SiteClosedCode | null {
  if (settings.maintenance.enabled) return 'MAINTENANCE';
  if (isRegionRestricted(settings, ip)) return 'REGION_BLOCKED';
  return null;
}

export type SiteClosedCode = keyof typeof SITE_CLOSED_REFUSALS;

/**
 * One onRequest hook for the whole platform: a guarded call from a blocked address or during
 * maintenance is refused before its body is read or its handler runs, so route files need not
 * know. It matches the declared route (not the raw address), so no spelling of the URL slips by.
 */
export function closedSiteGuard(
  settings: () => Promise<SiteSettings>,
  routes: readonly GuardedRoute[] = CLOSED_SITE_GUARDED_ROUTES,
): (request: FastifyRequest) => Promise<void> {
  const decided = new Map<string, boolean>();
  return async (request) => {
    const url = request.routeOptions.url;
    if (!url) return;
    const key = `${request.method} ${url}`;
    let guarded = decided.get(key);
    if (guarded === undefined) {
      guarded = isGuardedRoute(request.method, url, routes);
      decided.set(key, guarded);
    }
    if (!guarded) return;

    const reason = siteClosedReason(await settings(), canonicalIp(request.ip));
    if (!reason) return;
    const { status, message } = SITE_CLOSED_REFUSALS[reason];
    throw new PlatformError(status, reason, message);
  };
}
