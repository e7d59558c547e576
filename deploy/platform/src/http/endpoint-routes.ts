import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  okEnvelope,
  type Caller,
  type EndpointDeclaration,
  type RefusalStatus,
} from '@site/shared/contract/endpoint';
import { EncryptedBodySchema } from './sealed-body-schema';
import './declared-endpoint';
import { ok } from './errors';
import { requireOperator } from './operator-auth';
import type { ZodApp } from './types';
import { parseInput } from './validation';

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * How a session and a sealed body are checked. They are the accounts area's; the platform hands
 * them over as a decorator (app.ts), so this module, which every area uses, needs nothing of any
 * area.
 */
export interface CallerChecks {
  session(role: 'any' | 'real' | 'agent', options: { duringPasswordChange: boolean; cached: boolean }): Hook;
  openSealed(body: unknown): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    callerChecks: CallerChecks;
  }
}

/** A sealed body is larger than its content: the wrapped key, the nonce and the base64 around it. */
export const SEALED_BODY_LIMIT = 32 * 1024;

/** The request a handler gets: params, query, headers and body already checked (a sealed body already opened). */
export type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: E extends { params: z.ZodType } ? z.output<E['params']> : unknown;
  Querystring: E extends { query: z.ZodType } ? z.output<E['query']> : unknown;
  Headers: E extends { headers: z.ZodType } ? z.output<E['headers']> : unknown;
  Body: E extends { body: z.ZodType } ? z.output<E['body']> : unknown;
}>;

/**
 * A handler returns the value the success envelope carries, or the reply itself once it sent the
 * envelope on its own (a list kept as the JSON text of its answer, see list-cache.ts).
 */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['response']> | FastifyReply> | z.input<E['response']> | FastifyReply;

export interface EndpointOptions {
  /** How a vendor's or gateway's signed call is checked (once its body is read); required for those callers. */
  authenticate?: Hook;
  /** Largest body accepted, in bytes (Fastify's default of the platform otherwise). */
  bodyLimit?: number;
  /** The session may come from this process's short cache: for catalogue reads only, never money. */
  cachedSession?: boolean;
  /**
   * Runs after the caller check and before the body is read (Fastify's preParsing), so a large
   * upload the caller may not make is refused without reading it; it answers the payload unread.
   */
  beforeBody?: (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload) => Promise<RequestPayload>;
}

/**
 * Every call may fail inside, or find the database unavailable (503, retryable); the statuses after
 * that follow from what the call takes and who makes it.
 */
function refusalStatuses(endpoint: EndpointDeclaration): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>([500, 503]);
  if (endpoint.params || endpoint.query || endpoint.headers || endpoint.body) statuses.add(400);
  if (endpoint.caller !== 'visitor') statuses.add(401);
  if (endpoint.caller !== 'visitor' && endpoint.caller !== 'operator') statuses.add(403);
  if (endpoint.closedSite === 'refuse') statuses.add(403);
  if (endpoint.method !== 'GET') statuses.add(409).add(429);
  if (endpoint.params) statuses.add(404);
  for (const status of Object.keys(endpoint.refusals ?? {})) statuses.add(Number(status) as RefusalStatus);
  return [...statuses];
}

const SECURITY: Partial<Record<Caller, Record<string, string[]>[]>> = {
  member: [{ sessionToken: [] }],
  realMember: [{ sessionToken: [] }],
  agent: [{ sessionToken: [] }],
  operator: [{ operatorToken: [] }],
};

/**
 * Registers the platform's routes from their declarations in `@site/shared/contract`: the check
 * of who may call comes from `caller`, validation and the OpenAPI entry from the schemas, the
 * answer is the success envelope around what the handler returns, and the declaration rides on
 * the route's config, where the closed-site guard reads `closedSite`.
 */
export function endpointRoutes(app: ZodApp, { operatorToken }: { operatorToken: string }) {
  const operator = requireOperator(operatorToken);

  function callerCheck(endpoint: EndpointDeclaration, options: EndpointOptions): Hook | undefined {
    const session = { duringPasswordChange: endpoint.duringPasswordChange === true, cached: options.cachedSession === true };
    switch (endpoint.caller) {
      case 'visitor':
        return undefined;
      case 'member':
        return app.callerChecks.session('any', session);
      case 'realMember':
        return app.callerChecks.session('real', session);
      case 'agent':
        return app.callerChecks.session('agent', session);
      case 'operator':
        return operator;
      case 'vendor':
      case 'gateway':
        if (!options.authenticate) throw new Error(`${endpoint.method} ${endpoint.path}: a ${endpoint.caller}'s call needs its signature check (authenticate)`);
        return options.authenticate;
    }
  }

  return function route<E extends EndpointDeclaration>(endpoint: E, handler: EndpointHandler<E>, options: EndpointOptions = {}): void {
    const refusals = refusalStatuses(endpoint);
    const response: Record<number, z.ZodType> = { 200: okEnvelope(endpoint.response) };
    // A declared refusal shape adds to the general one: the same status may still carry another
    // refusal of the call (a limit, a session that ended), which must not fail to serialize into a 500.
    for (const status of refusals) {
      const declared = endpoint.refusals?.[status];
      response[status] = declared && declared !== ErrorEnvelopeSchema ? z.union([declared, ErrorEnvelopeSchema]) : ErrorEnvelopeSchema;
    }
    const check = callerCheck(endpoint, options);
    // A signed call's check covers the body exactly as sent, so it runs once the body is read and before it is validated.
    const signed = endpoint.caller === 'vendor' || endpoint.caller === 'gateway';
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpoint },
      ...(check ? (signed ? { preValidation: check } : { onRequest: check }) : {}),
      ...(options.bodyLimit || endpoint.sealed ? { bodyLimit: options.bodyLimit ?? SEALED_BODY_LIMIT } : {}),
      ...(options.beforeBody ? { preParsing: options.beforeBody } : {}),
      // A sealed body is checked as an envelope first and its content once opened.
      ...(endpoint.sealed && endpoint.body
        ? {
            preHandler: async (request: FastifyRequest) => {
              request.body = parseInput(endpoint.body!, await app.callerChecks.openSealed(request.body), 'body');
            },
          }
        : {}),
      schema: {
        // The operator's calls are also listed together, whatever their area.
        tags: endpoint.caller === 'operator' ? [endpoint.tag, 'operator'] : [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(SECURITY[endpoint.caller] ? { security: SECURITY[endpoint.caller] } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        // Fastify puts the validated headers in place of the request's: the headers not declared must stay.
        ...(endpoint.headers ? { headers: endpoint.headers.loose() } : {}),
        ...(endpoint.body ? { body: endpoint.sealed ? EncryptedBodySchema : endpoint.body } : {}),
        response,
      },
      handler: async (request, reply) => {
        const value = await handler(request as EndpointRequest<E>, reply);
        return value === reply ? reply : ok(value);
      },
    });
  };
}

export type EndpointRoute = ReturnType<typeof endpointRoutes>;
