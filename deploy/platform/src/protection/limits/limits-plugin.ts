import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { registerLimitsRoutes } from './limits-routes';

/** Player protection's limits and reality check (the money paths enforce them in the database). */
export const limitsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerLimitsRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), { db: options.db, brand: instance.brandProfile });
  },
  // Its calls need a signed-in member (accounts).
  { name: 'protection-limits', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
