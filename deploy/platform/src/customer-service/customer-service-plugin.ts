import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerServiceEndpoints as calls } from '@site/shared/contract/site';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { ReadCache } from '../db/read-cache';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { siteTimeZone } from '../system/site-day';
import { memberLevel, opsEntry, removeEntry, setEntry, storedEntries, visibleEntries, type Viewer } from './entries';
import { listHosts, ownHost, removeHost, setHost } from './vip-hosts';

/** The page's language from the `Language` header, lower case ('en' when absent). */
function languageOf(request: FastifyRequest): string {
  const header = request.headers.language;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value && /^[a-z]{2,3}(-[a-z]{2,4})?$/.test(value) ? value : 'en';
}

/**
 * Customer service: the entries each caller may see (the entries call, and the permission
 * answer's `customerService`, which the system area asks this area for), the member's own VIP
 * host, and the operator's entries and hosts.
 */
export const customerServicePlugin = fp<AreaOptions>(
  async (instance, options) => {
    const { db } = options;
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    const memberSession = instance.callerChecks.session('any', { duringPasswordChange: true, cached: true });
    // Every page asks (the permission answer, the right bar), so the entries are read once and
    // forgotten when an operator changes them (other servers' copies expire; see ReadCache).
    const cache = new ReadCache(db.kind, { cacheTtlMs: options.cacheTtlMs });
    const entries = () => cache.read('entries', () => storedEntries(db));
    const changed = <T>(value: T): T => {
      cache.clear();
      return value;
    };

    /** A visitor, or the member a sent token names (an invalid token is refused by `memberSession`). */
    const viewerOf = async (request: FastifyRequest): Promise<Viewer> => {
      if (!request.headers.authorization) return { level: null, language: languageOf(request) };
      await memberSession(request);
      return { level: await memberLevel(db, String(accountOf(request).memberId)), language: languageOf(request) };
    };
    const entriesFor = async (viewer: Viewer) => visibleEntries(await entries(), viewer, new Date(), siteTimeZone());

    // The permission answer is the site's start-up configuration: a stale or bad token there
    // answers the visitor's entries instead of failing the page's first call.
    instance.system.answerCustomerService(async (request) => entriesFor(await viewerOf(request).catch(() => ({ level: null, language: languageOf(request) }))));

    route(calls.entries, async (request) => entriesFor(await viewerOf(request)));
    route(calls.myVipHost, async (request) => ownHost(db, String(accountOf(request).memberId), new Date(), siteTimeZone()));

    route(calls.opsEntries, async () => ({ list: (await storedEntries(db)).map(opsEntry) }));
    route(calls.opsSetEntry, async (request) => changed(opsEntry(await setEntry(db, request.params.name, request.body, operatorName(request)))), { bodyLimit: 4 * 1024 });
    route(calls.opsRemoveEntry, async (request) => {
      operatorName(request);
      return changed({ removed: await removeEntry(db, request.params.name) });
    });
    route(calls.opsVipHosts, async () => ({ list: await listHosts(db, new Date(), siteTimeZone()) }));
    route(calls.opsSetVipHost, async (request) => setHost(db, request.params.account, request.body, operatorName(request), new Date(), siteTimeZone()), { bodyLimit: 4 * 1024 });
    route(calls.opsRemoveVipHost, async (request) => {
      operatorName(request);
      return { removed: await removeHost(db, request.params.account) };
    });
  },
  // Sessions are the accounts area's; the permission answer is the system area's.
  { name: 'customer-service', fastify: '5.x', dependencies: ['system', 'accounts'] },
);
