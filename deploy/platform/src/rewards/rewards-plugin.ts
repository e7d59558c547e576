import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerRewardsRoutes } from './rewards-routes';

/** The rewards area: the reward centre, raffles, campaigns and the operator's review queue. */
export const rewardsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerRewardsRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  // Its member calls need a signed-in member (the accounts area's sessions).
  { name: 'rewards', fastify: '5.x', dependencies: ['accounts'] },
);
