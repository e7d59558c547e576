import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../http/types';

export interface AgentsPluginOptions extends AreaOptions {
  /** Test-only routes; default env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
}

/**
 * The agent centre's area: the team and register centre, transfers to downlines, notices,
 * reports, contracts and their settlement. Every /wps/agent call needs an agent session and acts
 * on the caller's own team only (member_tree). Each route file registers itself with one line.
 */
export const agentsPlugin = fp<AgentsPluginOptions>(
  async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    void app;
  },
  // Agent sessions (accounts) and money through the ledger (wallet).
  { name: 'agents', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
