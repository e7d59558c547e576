import fp from 'fastify-plugin';

/**
 * The visitor's address as this server saw it (the socket, or what the trusted proxies in front of
 * it say, by the `trustProxy` setting) replaces whatever X-Forwarded-For the request arrived with.
 * Whatever runs behind this server, the platform mounted in-process or reached through
 * PLATFORM_URL, reads one address it can trust; a visitor's own X-Forwarded-For entries never
 * reach it, so they cannot dodge per-address limits or region blocking.
 */
export const clientAddressPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const address = request.ip;
      request.raw.headers['x-forwarded-for'] = address;
    });
  },
  { name: 'site-client-address', fastify: '5.x' },
);
