/**
 * One declaration per platform call. Everything both sides need to know about a call is written
 * once, here in the contract, with `endpoint({...})`: its method and path, who may make it, what a
 * closed site does with it, whether its body arrives sealed, which field makes a repeat safe, and
 * the zod shapes of what goes in (headers included) and what comes back.
 *
 * From a declaration the platform registers its route (checks, validation, serialisation, the
 * OpenAPI entry, the closed-site decision); the front end's `callApi` and the test fakes take
 * their types from it (type-only imports, so no schema reaches the browser's first load); the
 * dev harness proxies the prefixes the paths use.
 */
import './zod-in-browser';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call; the platform picks its check from this:
 * - `visitor`: anyone, no session;
 * - `member`: any signed-in session, free play included;
 * - `realMember`: a signed-in real account (free play is refused with NEED_REAL_ACCOUNT);
 * - `agent`: an agent's session;
 * - `operator`: the operator's bearer token (the /ops calls);
 * - `vendor`: a game vendor's signed seamless call;
 * - `gateway`: a payment gateway's signed callback.
 */
export type Caller = 'visitor' | 'member' | 'realMember' | 'agent' | 'operator' | 'vendor' | 'gateway';

/** Statuses a call may refuse with; each answers the error envelope unless `refusals` says otherwise. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Fastify style, `:name` for a path parameter: `/wps/member/withdrawal/:id`. */
  path: string;
  caller: Caller;
  /**
   * What the call does while the site is closed to the caller (maintenance, or a blocked region):
   * `refuse` answers MAINTENANCE or REGION_BLOCKED before anything runs; `serve` runs as usual
   * (what the closed page itself needs, sign-out, the settling of bets already placed).
   */
  closedSite: 'refuse' | 'serve';
  /** The body arrives sealed (`sealPayload`); `body` is the shape inside the seal. */
  sealed?: true;
  /** The body field whose repeat answers the first result instead of doing the work again. */
  idempotencyKey?: string;
  /** A session held to changing its password may still make this call. */
  duringPasswordChange?: true;
  /** The OpenAPI group. */
  tag: string;
  summary: string;
  description?: string;
  /**
   * The request headers the call reads, by their lower-case names (Node's spelling); headers not
   * named here pass untouched. A header the site may leave out is optional.
   */
  headers?: z.ZodObject;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `value` on success. */
  response: z.ZodType;
  /** Refusals whose envelope has a shape of its own (the error envelope otherwise). */
  refusals?: Partial<Record<RefusalStatus, z.ZodType>>;
}

/** Declares a call; the literal types are kept, so the method and path type the callers. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** 'POST /wps/relay/GCS_walletTransfer': how the front end and the fakes name a call. */
export type EndpointKey<E extends EndpointDeclaration> = `${E['method']} ${E['path']}`;

/** What a successful call answers (the envelope's value), as it arrives. */
export type EndpointValue<E extends EndpointDeclaration> = z.output<E['response']>;

/** What a caller passes: the path parameters, the query and the body, each only when declared. */
export type EndpointInput<E extends EndpointDeclaration> = (E extends { params: z.ZodType } ? { params: z.input<E['params']> } : unknown) &
  (E extends { query: z.ZodType } ? { query: z.input<E['query']> } : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown);

/** The `Language` header: the language of the texts the call answers (anything unknown means English). */
export const LanguageHeaderSchema = z.object({
  language: z.string().optional().describe('Language of the texts answered: en, es, vi, zh (anything else means en)'),
});

/**
 * The headers every signed call carries (a game vendor's, a payment gateway's), beside the one that
 * names the signer: when it was signed, and the signature over that time and the request as sent.
 */
export const SignatureHeadersSchema = z.object({
  'x-timestamp': z.string().describe('When the call was signed: ms since 1970, within 5 minutes of the platform clock'),
  'x-signature': z.string().describe("Hex HMAC-SHA256 with the signer's secret (the call's description says over what)"),
});

/** The envelope of a successful answer. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, errorCode: z.null(), message: z.null() });
}

/**
 * Why a session ended, on a 401 SESSION_INVALID for a session ended by a password change or reset
 * elsewhere, so the page can tell the member why they were signed out.
 */
export const SessionEndedSchema = z.object({ reason: z.enum(['PASSWORD_CHANGED', 'PASSWORD_RESET']) }).meta({ id: 'SessionEnded' });

/**
 * What a refusal by one of the member's protection limits carries (LIMIT_REACHED, on any call that
 * moves money): the limit with the least room, what remains (an amount, or minutes of play) and
 * when the oldest use counted leaves its window.
 */
export const LimitRefusalValueSchema = z
  .object({
    kind: z.enum(['DEPOSIT', 'LOSS', 'WAGER', 'PLAY_MINUTES']),
    period: z.enum(['DAY', 'WEEK', 'MONTH', 'SESSION']),
    limit: z.string(),
    remaining: z.string(),
    resetsAt: z.string().nullable(),
  })
  .meta({ id: 'LimitRefusal' });

/**
 * The envelope of a refused or failed request; `field` names the bad input for VALIDATION; `value`
 * is null, except on a SESSION_INVALID that says why the session ended and on a LIMIT_REACHED
 * that names the limit.
 */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    value: z.union([SessionEndedSchema, LimitRefusalValueSchema]).nullable(),
    errorCode: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
