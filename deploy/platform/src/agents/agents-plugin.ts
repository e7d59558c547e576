import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RegisterFieldsRepository } from '../accounts/register-fields';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerContractsRoutes } from './contracts/contracts-routes';
import { registerNoticeRoutes } from './notices/notices-routes';
import { registerReportsRoutes } from './reports/reports-routes';
import { registerSettlement, type SettlementOptions } from './settlement/settlement-routes';
import { registerTeamRoutes } from './team/team-routes';

export interface AgentsPluginOptions extends AreaOptions {
  /** Test-only routes; default env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
  /** The settlement scheduler and clock (settlement/settlement-routes.ts). */
  settlement?: SettlementOptions;
}

/**
 * The agent centre's area: the team and register centre, transfers to downlines, notices,
 * reports, contracts and their settlement. Every /wps/agent call needs an agent session and acts
 * on the caller's own team only (member_tree). Each route file registers itself with one line.
 */
export const agentsPlugin = fp<AgentsPluginOptions>(
  async (instance, options) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const route = endpointRoutes(app, options);
    const { db } = options;
    registerTeamRoutes(route, { db, registerFields: new RegisterFieldsRepository(db, { cacheTtlMs: options.cacheTtlMs }) });
    registerNoticeRoutes(route, { db });
    registerReportsRoutes(route, { db });
    registerSettlement(app, route, { db, testHooks: options.testHooks ?? process.env.PLATFORM_TEST_HOOKS === '1', settlement: options.settlement });
    registerContractsRoutes(route, { db });
  },
  // Agent sessions (accounts) and money through the ledger (wallet).
  { name: 'agents', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
