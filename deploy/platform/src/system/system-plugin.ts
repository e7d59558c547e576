import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerOperatorRoutes } from './operator-routes';
import { SystemRepository } from './system-repository';
import { registerSystemRoutes } from './system-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Site settings, white label, countries, help: what other areas and the closed-site guard read. */
    system: SystemRepository;
  }
}

/**
 * The system area: site settings, white label and its flags, countries, help, router domains, the
 * status and permission answers, the brand logo, and the operator's switches on /ops/system.
 */
export const systemPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const system = new SystemRepository(options.db, { cacheTtlMs: options.cacheTtlMs });
    instance.decorate('system', system);
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const route = endpointRoutes(app, options);
    registerSystemRoutes(route, app, system);
    registerOperatorRoutes(route, system);
  },
  { name: 'system', fastify: '5.x' },
);
