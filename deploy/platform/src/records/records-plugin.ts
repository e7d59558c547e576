import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerRecordsRoutes } from './records-routes';

/** The records area: betting record, account record, profit and loss, bonus details and bonus grants. */
export const recordsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerRecordsRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  // Its calls need a signed-in member (accounts) and bonuses post through the ledger (wallet).
  { name: 'records', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
