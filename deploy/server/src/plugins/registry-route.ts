import type { FastifyPluginAsync } from 'fastify';
import type { RegistryReader } from '../registry-reader';

export interface RegistryRouteOptions {
  registry: RegistryReader;
}

/**
 * GET /remotes.json: each remote's active version, entry and declared routes. Read per request, so
 * a release or rollback by the CLI is live on the next page load.
 */
export const registryRoutePlugin: FastifyPluginAsync<RegistryRouteOptions> = async (app, { registry }) => {
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(await registry.active()));
};
