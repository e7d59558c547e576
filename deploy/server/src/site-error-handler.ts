import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionFailure } from '../../platform/src/db/database-error';
import { databaseUnavailableReply } from '../../platform/src/http/error-handler';

/**
 * A route of the site server's own (the pages, the registry, the remote files) that finds the
 * database away answers as the platform does: 503 DATABASE_UNAVAILABLE with Retry-After, kept by no
 * cache in front, the driver's text (addresses, SQL) in the log only. Any other failure is left to
 * Fastify's own handling.
 */
export function databaseAwayReply(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  request.log.warn({ cause: cause instanceof Error ? cause.message : String(cause), url: request.url }, 'site: database unavailable, answered 503');
  return databaseUnavailableReply(reply.header('cache-control', 'no-store'));
}

export function siteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isConnectionFailure(error)) return databaseAwayReply(request, reply, error);
  // The parent (Fastify's default) handler answers everything else, as before.
  throw error;
}
