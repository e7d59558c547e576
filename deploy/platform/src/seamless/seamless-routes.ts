/**
 * The seamless wallet calls, `POST /seamless/v1/<call>`. They are signed by the provider, so they
 * need the body exactly as sent: these routes live in a context of their own whose JSON parser
 * keeps the raw text next to the parsed body, and the signature is checked before the body is looked
 * at. The calls are declared in '@site/shared/contract/seamless'.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { seamlessEndpoints as calls } from '@site/shared/contract/seamless';
import type { Db } from '../db/database';
import { endpointRoutes } from '../http/endpoint-routes';
import { signatureInvalid } from './seamless-errors';
import { SeamlessWallet } from './seamless-wallet';
import { checkSeamlessCall } from './signature';

/** The calls are a few fields each. */
const SEAMLESS_BODY_LIMIT = 4 * 1024;

/** Providers that may call, by X-Provider-Id. */
export const SEAMLESS_PROVIDERS = ['DEMO'] as const;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface SeamlessRoutesOptions {
  db: Db;
  secret: string;
  operatorToken: string;
}

export const seamlessRoutes: FastifyPluginAsync<SeamlessRoutesOptions> = async (instance, { db, secret, operatorToken }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser(['application/json']);
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: SEAMLESS_BODY_LIMIT }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, raw);
    parseJson(request, raw, done);
  });

  // The declarations' signature check: it runs once the body is read, before it is validated.
  const checkSignature = async (request: FastifyRequest): Promise<void> => {
    const provider = header(request, 'x-provider-id');
    if (!provider || !(SEAMLESS_PROVIDERS as readonly string[]).includes(provider)) throw signatureInvalid('X-Provider-Id', 'is not a known provider');
    const check = checkSeamlessCall({
      secret,
      timestamp: header(request, 'x-timestamp'),
      signature: header(request, 'x-signature'),
      call: { method: request.method, path: request.url, providerId: provider, rawBody: rawBodies.get(request) ?? '' },
    });
    if (check === 'MALFORMED') throw signatureInvalid('X-Signature', 'X-Timestamp and X-Signature are required (ms since 1970, 64 hex digits)');
    if (check === 'STALE') throw signatureInvalid('X-Timestamp', 'is more than 5 minutes from the platform clock');
    if (check === 'MISMATCH') throw signatureInvalid('X-Signature', 'does not match the method, path, provider id and body');
  };

  const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), { operatorToken });
  const wallet = new SeamlessWallet(db);
  const options = { authenticate: checkSignature };

  route(calls.authenticate, (request) => wallet.authenticate(request.body.launchToken), options);
  route(calls.balance, (request) => wallet.balance(request.body), options);
  route(calls.bet, (request) => wallet.bet(request.body), options);
  route(calls.win, (request) => wallet.win(request.body), options);
  route(calls.rollback, (request) => wallet.rollback(request.body), options);
};
