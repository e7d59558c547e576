import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemEndpoints as calls } from '@site/shared/contract/site';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { probeDatabase } from './database-probe';

/**
 * What a load balancer asks. Liveness answers as long as the process serves requests and never
 * touches the database, so a database outage does not get healthy servers restarted. Readiness
 * answers only while the database does (a trivial query within READY_TIMEOUT_MS), else 503
 * DATABASE_UNAVAILABLE, so traffic goes to servers that can serve it. Both are open to anyone
 * without a session and are served while the site is closed.
 */
export const healthPlugin: FastifyPluginAsync<AreaOptions> = async (instance, options) => {
  const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
  route(calls.live, () => ({ status: 'live' as const }));
  route(calls.ready, async () => ({ status: 'ready' as const, databaseMs: await probeDatabase(options.db) }));
};
