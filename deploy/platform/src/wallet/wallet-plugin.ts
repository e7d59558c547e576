import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerWalletRoutes } from './wallet-routes';

/** The wallet area: balances and unread counts of members, the operator's credit and the ledger check. */
export const walletPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerWalletRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  // Its calls need a signed-in member (the accounts area's sessions).
  { name: 'wallet', fastify: '5.x', dependencies: ['accounts'] },
);
