import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { assignNonce, cspDirectives, type CspSources } from '../csp';

export interface SecurityHeadersOptions {
  /** The CSP's image and frame origins; the object is read per response, so origins learnt later apply at once. */
  sources: CspSources;
}

/**
 * Security headers on every answer of the site (so not encapsulated): the Content-Security-Policy
 * with a fresh script nonce per response (index.html's one inline script carries it), and
 * helmet's other headers. Game popups keep their opener, since the site closes and watches them.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { sources }) => {
    app.addHook('onRequest', async (_request, reply) => {
      assignNonce(reply.raw);
    });
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(sources) },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'site-security-headers', fastify: '5.x' },
);
