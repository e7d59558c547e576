import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerWalletsOpsRoutes } from './wallets-ops-routes';
import { registerWalletsRoutes } from './wallets-routes';

/**
 * The member's wallets: main and transfer-wallet vendor wallets, moves between them, recall all,
 * transfer to the direct upline, and the operator's upline transfer limits. The sealed body of
 * the upline transfer opens with the accounts area's key pair (kept in the database).
 */
export const walletsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    registerWalletsRoutes(route, options);
    registerWalletsOpsRoutes(route, options);
  },
  { name: 'wallets', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
