import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifySchemaCompiler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isConnectionFailure } from '../../platform/src/db/database-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/src/http/error-handler';

/**
 * The demo vendor's answers: the same `{ success, value, errorCode, message }` envelope its game
 * client reads, kept here rather than borrowed from the platform, since a vendor answers its own
 * clients in its own format.
 */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A refusal with a known code, turned into the error envelope by vendorErrorHandler. */
export class VendorError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly field?: string,
    /** Details for the game client (the envelope's `value`), e.g. `{ balance }`. */
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}

export interface ErrorEnvelope {
  success: false;
  value: Record<string, unknown> | null;
  errorCode: string;
  message: string;
  field?: string;
}

export function errorEnvelope(errorCode: string, message: string, field?: string, value: Record<string, unknown> | null = null): ErrorEnvelope {
  return field === undefined ? { success: false, value, errorCode, message } : { success: false, value, errorCode, message, field };
}

export function ok<T>(value: T): { success: true; value: T; errorCode: null; message: null } {
  return { success: true, value, errorCode: null, message: null };
}

/**
 * Every failure leaves as the envelope: the vendor's refusals with their code, bad input as
 * 400 VALIDATION naming the field, a database that cannot be reached as 503 DATABASE_UNAVAILABLE
 * with Retry-After (the game client may ask again), anything else as 500 INTERNAL (logged, details
 * not sent).
 */
export function vendorErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof VendorError) {
    return reply.code(error.statusCode).send(errorEnvelope(error.errorCode, error.message, error.field, error.value));
  }
  if (error.validation && error.validation.length > 0) {
    const first = error.validation[0]!;
    const named = (first.params as { field?: unknown } | undefined)?.field;
    const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'input');
    const field = typeof named === 'string' ? named : context;
    return reply.code(400).send(errorEnvelope('VALIDATION', `${field}: ${first.message ?? 'is invalid'}`, field));
  }
  if (isConnectionFailure(error)) {
    // The driver's text (addresses, SQL) goes to the log only.
    const cause = error.cause instanceof Error ? error.cause.message : error.message;
    request.log.warn({ cause }, 'demo vendor: database unavailable, answered 503');
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(errorEnvelope('DATABASE_UNAVAILABLE', 'The game is briefly unavailable; please try again in a moment'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(400).send(errorEnvelope('VALIDATION', 'body: is invalid', 'body'));
  request.log.error({ err: error }, 'demo vendor: request failed');
  return reply.code(500).send(errorEnvelope('INTERNAL', 'Internal error'));
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Request validation with zod: the parsed value replaces the input; a failure names the first bad
 * field (an unknown key names itself) in `params.field` for vendorErrorHandler, never echoing a
 * value that was sent.
 */
export const vendorValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const context = httpPart === 'querystring' ? 'query' : (httpPart ?? 'input');
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0]!;
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const field = path.length ? path.map((key) => (typeof key === 'number' || (typeof key === 'string' && SAFE_KEY.test(key)) ? String(key) : '?')).join('.') : context;
    const message = issue.code === 'unrecognized_keys' ? 'is not a known field' : 'is invalid';
    return { error: [{ keyword: 'zod', instancePath: `/${field}`, schemaPath: '#', message, params: { field } }] };
  };
};
