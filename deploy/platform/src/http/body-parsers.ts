import type { FastifyInstance } from 'fastify';

/**
 * The most a platform call may send when its route sets no `bodyLimit` of its own: the platform's
 * JSON calls are a few fields each, so anything larger is refused (413) before it is buffered.
 */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Re-registers the JSON and plain-text parsers with the platform's own limit. Doing it on the
 * parsers, not on every route, keeps the limits that are set elsewhere: a route's `bodyLimit`
 * still wins, and a parser added with its own limit (the form parser) keeps it. Fastify's JSON
 * parser is reused, so prototype-poisoning payloads are still refused. The parsers belong to the
 * platform's plugin only: a host server keeps its own.
 */
export function limitDefaultBodies(app: FastifyInstance, bodyLimit = DEFAULT_BODY_LIMIT): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, app.getDefaultJsonParser('error', 'error'));
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
