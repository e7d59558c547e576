import type { FastifyRequest, HTTPMethods } from 'fastify';
import { canonicalIp } from './client-ip';
import { endpointOf } from './declared-endpoint';
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

/** Methods that only read: everything else changes state and is refused while closed unless allowed below. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads that are refused while closed all the same: the wallet's balances and the game launch
 * (a launch hands out a token that lets a provider take bets), the money pages' reads (deposit,
 * withdrawal, matched deposit, transfer) and the member's account details. Every other read
 * stays open, so the page can show the maintenance or blocked screen.
 */
export const CLOSED_SITE_GUARDED_READS: readonly GuardedRoute[] = [
  { method: '*', url: '/wps/member/account/*' },
  { method: '*', url: '/wps/member/info/funds/*' },
  { method: '*', url: '/wps/v2/wallets/*' },
  { method: '*', url: '/wps/member/deposit/*' },
  { method: '*', url: '/wps/member/withdrawal/*' },
  { method: '*', url: '/wps/member/matched/*' },
  { method: '*', url: '/wps/member/transfer/*' },
  { method: '*', url: '/wps/relay/GCS_merchantWallet' },
  { method: '*', url: '/wps/game/*' },
  { method: '*', url: '/wps/relay/GCS_gameLaunchFB' },
];

/**
 * The only state-changing calls (POST, PUT, PATCH, DELETE, anything but a read) that still run
 * while the site is closed; every other one is refused, including calls added later, until
 * someone decides here that it may run. Each is here for a reason:
 * - logout: a member can always end a session;
 * - /ops: the operator ends maintenance and settles what is pending from there;
 * - the payment gateway's signed callback: it credits money that has already arrived;
 * - the seamless wallet's authenticate and balance (reads sent as POST), and win and rollback:
 *   bets already placed must settle, so a member is never left without a payout. A new bet
 *   (`/seamless/v1/bet`) is refused, and so are the demo provider's own bet calls.
 */
export const CLOSED_SITE_OPEN_WRITES: readonly GuardedRoute[] = [
  { method: 'DELETE', url: '/wps/session/logout' },
  { method: '*', url: '/ops' },
  { method: '*', url: '/ops/*' },
  { method: 'POST', url: '/wps/payment/callback' },
  { method: 'POST', url: '/seamless/v1/authenticate' },
  { method: 'POST', url: '/seamless/v1/balance' },
  { method: 'POST', url: '/seamless/v1/win' },
  { method: 'POST', url: '/seamless/v1/rollback' },
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

function matches(routes: readonly GuardedRoute[], method: string, url: string): boolean {
  return routes.some(
    (route) =>
      (route.method === '*' || route.method === method) &&
      (route.url.endsWith('*') ? url.startsWith(route.url.slice(0, -1)) : url === route.url),
  );
}

/**
 * Whether a closed site refuses `method` on the declared route `url`: deny by default for every
 * state-changing call not in CLOSED_SITE_OPEN_WRITES, and the reads in CLOSED_SITE_GUARDED_READS.
 */
export function isGuardedRoute(method: string, url: string): boolean {
  if (READ_METHODS.has(method)) return matches(CLOSED_SITE_GUARDED_READS, method, url);
  return !matches(CLOSED_SITE_OPEN_WRITES, method, url);
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
 * know. It matches the declared route (not the raw address), so no spelling of the URL slips by;
 * a request that matched no route at all is refused too when it would change state.
 */
export function closedSiteGuard(settings: () => Promise<SiteSettings>): (request: FastifyRequest) => Promise<void> {
  const decided = new Map<string, boolean>();
  return async (request) => {
    const url = request.routeOptions.url;
    // A call declared in the contract says itself what a closed site does with it.
    const declared = endpointOf(request);
    // Declared routes are few, so their answers are kept; an address that matched none is not.
    let guarded = declared ? declared.closedSite === 'refuse' : url === undefined ? isGuardedRoute(request.method, '') : decided.get(`${request.method} ${url}`);
    if (guarded === undefined) {
      guarded = isGuardedRoute(request.method, url!);
      decided.set(`${request.method} ${url}`, guarded);
    }
    if (!guarded) return;

    const reason = siteClosedReason(await settings(), canonicalIp(request.ip));
    if (!reason) return;
    const { status, message } = SITE_CLOSED_REFUSALS[reason];
    throw new PlatformError(status, reason, message);
  };
}
