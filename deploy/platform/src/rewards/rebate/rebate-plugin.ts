import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { registerRebateRoutes } from './rebate-routes';

/** Manual rebate: the member's accrued rebate, claims and history; the operator's rates and caps. */
export const rebatePlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerRebateRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  // Its calls need a signed-in member (accounts) and claims pay through the ledger (wallet).
  { name: 'rebate', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
