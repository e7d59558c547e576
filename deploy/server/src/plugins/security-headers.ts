import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { assignNonce, cspDirectives, type CspSources } from '../csp';

export interface SecurityHeadersOptions {
  /** The CSP's image and frame origins; the object is read per response, so origins learnt later apply at once. */
  sources: CspSources;
}

/** Content types that are only ever loaded by a page, never shown as one. */
const SUBRESOURCE_TYPE = /^(application|text)\/(javascript|css)\b/i;

/** Helmet's headers that apply to documents alone. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

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
    // A script or a style sheet is never a document: the headers that only govern documents (its
    // policy, framing, referrers, popups) mean nothing on it, and on the first visit's forty-odd
    // script files they cost about a kilobyte each. nosniff, resource policy and HSTS stay.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '');
      if (SUBRESOURCE_TYPE.test(type)) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      return payload;
    });
  },
  { name: 'site-security-headers', fastify: '5.x' },
);
