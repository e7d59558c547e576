import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { registerBonusRoutes } from './bonus-routes';

/** Restricted bonus money: the member's view of the BONUS wallet and the wagering left. */
export const bonusPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerBonusRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  { name: 'bonus', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
