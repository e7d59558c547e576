import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-error';
import { DATABASE_UNAVAILABLE, errorEnvelope, PlatformError } from './errors';

/** Fastify's own request errors (body parsing) as a field message; they never echo the input. */
const BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'is required',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'has a wrong length',
  FST_ERR_CTP_INVALID_JSON_BODY: 'is not valid JSON',
};

/** Seconds a caller is asked to wait before repeating a call the database was unavailable for. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** What a caller gets when the database is unavailable: retryable, and nothing about the database in it. */
export function databaseUnavailableReply(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(errorEnvelope(DATABASE_UNAVAILABLE, 'The service is briefly unavailable; please try again in a moment'));
}

/**
 * Every failure leaves as the envelope: known refusals with their code, bad input as
 * 400 VALIDATION naming the field, a body over the limit as 413 BODY_TOO_LARGE, a database that
 * cannot be reached as 503 DATABASE_UNAVAILABLE with Retry-After (a money call repeated with the
 * same idempotency key then answers its first result, so a lost acknowledgement is safe), anything
 * else as 500 INTERNAL (logged, details not sent).
 */
export function platformErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof PlatformError) {
    return reply.code(error.statusCode).send(errorEnvelope(error.errorCode, error.message, error.field, error.value));
  }
  if (error.validation && error.validation.length > 0) {
    const first = error.validation[0]!;
    const named = (first.params as { field?: unknown } | undefined)?.field;
    const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'input');
    const field = typeof named === 'string' ? named : context;
    const problem = first.message ?? 'is invalid';
    return reply.code(400).send(errorEnvelope('VALIDATION', `${field}: ${problem}`, field));
  }
  if (error instanceof DatabaseUnavailableError) {
    // The driver's text (addresses, SQL) goes to the log only.
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    request.log.warn({ cause }, 'platform: database unavailable, answered 503');
    return databaseUnavailableReply(reply);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Its own status, so a client can tell "too much" from "wrong" without reading the message.
    return reply.code(413).send(errorEnvelope('BODY_TOO_LARGE', 'body: is too large', 'body'));
  }
  if (status >= 400 && status < 500) {
    // Malformed bodies (bad JSON, wrong media type, prototype poisoning) are bad input too.
    const problem = (error.code && BODY_PROBLEMS[error.code]) ?? (error instanceof SyntaxError ? 'is not valid JSON' : 'is invalid');
    return reply.code(400).send(errorEnvelope('VALIDATION', `body: ${problem}`, 'body'));
  }
  request.log.error({ err: error }, 'platform: request failed');
  return reply.code(500).send(errorEnvelope('INTERNAL', 'Internal error'));
}
