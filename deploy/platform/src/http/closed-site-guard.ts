import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@site/shared/contract/endpoints';
import { canonicalIp } from './client-ip';
import { endpointOf } from './declared-endpoint';
import { PlatformError } from './errors';

/** Methods that only read. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const DECLARED = new Map(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.closedSite]));

/**
 * Whether a closed site refuses `method` on the route `url` (as registered, `/wps/x/:id` style).
 * A call of the contract says so in its declaration (`closedSite`). The few routes outside the
 * contract (pictures, the API document, the demo gateway's pages, test hooks) and an address that
 * matched no route: reads are served, so the page can show why the site is closed; writes are
 * refused, deny by default, except the operator's, who reopens the site from there.
 */
export function refusedWhileClosed(method: string, url: string): boolean {
  const declared = DECLARED.get(`${method} ${url}`);
  if (declared) return declared === 'refuse';
  if (READ_METHODS.has(method)) return false;
  return !(url === '/ops' || url.startsWith('/ops/'));
}

/** What a closed site answers a caller it refuses. */
export interface ClosedSiteRefusal {
  status: number;
  errorCode: string;
  message: string;
}

/**
 * One onRequest hook for the whole platform: a guarded call from a blocked address or during
 * maintenance is refused before its body is read or its handler runs, so route files need not
 * know. It matches the declared route (not the raw address), so no spelling of the URL slips by;
 * a request that matched no route at all is refused too when it would change state.
 */
export function closedSiteGuard(refusalFor: (ip: string) => Promise<ClosedSiteRefusal | null>): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    // The route's own declaration first: a HEAD shares its GET's.
    const declared = endpointOf(request);
    const refused = declared ? declared.closedSite === 'refuse' : refusedWhileClosed(request.method, request.routeOptions.url ?? '');
    if (!refused) return;

    const refusal = await refusalFor(canonicalIp(request.ip));
    if (refusal) throw new PlatformError(refusal.status, refusal.errorCode, refusal.message);
  };
}
