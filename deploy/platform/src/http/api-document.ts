import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document of the platform, and nothing else under /docs: `GET /docs` and
 * `GET /docs/json` answer the JSON, `GET /docs/yaml` the same as YAML. No browsing UI is served:
 * the Swagger UI bundle carries its own copy of DOMPurify, which goes stale between releases of
 * the bundle, and a stale sanitizer on the site's origin is a way in. Read the document with any
 * OpenAPI viewer run locally. The site server serves /docs on the operator listener (see
 * deploy/server listen-settings.ts). `app` must have @fastify/swagger registered; the document is
 * made at the first request, when every route is known.
 */
export function apiDocumentRoutes(app: FastifyInstance): void {
  const json = async () => app.swagger();
  app.get('/docs', { schema: { hide: true } }, json);
  app.get('/docs/json', { schema: { hide: true } }, json);
  app.get('/docs/yaml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/x-yaml; charset=utf-8').send(app.swagger({ yaml: true })),
  );
}
