/**
 * The seamless wallet calls, `POST /seamless/v1/<call>`. They are signed by the provider, so they
 * need the body exactly as sent: these routes live in a context of their own whose JSON parser
 * keeps the raw text next to the parsed body, and a preValidation hook checks the signature before
 * the body is looked at.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { okEnvelope } from '../http/schemas';
import { signatureInvalid } from './seamless-errors';
import {
  AuthenticateBodySchema,
  AuthenticateValueSchema,
  BalanceBodySchema,
  BalanceValueSchema,
  BetBodySchema,
  BetValueSchema,
  RollbackBodySchema,
  SeamlessErrorSchema,
  SeamlessHeadersSchema,
  TransactionValueSchema,
  WinBodySchema,
} from './seamless-schemas';
import { SeamlessWallet } from './seamless-wallet';
import { checkSeamlessCall } from './signature';

/** The calls are a few fields each. */
const SEAMLESS_BODY_LIMIT = 4 * 1024;

/** Providers that may call, by X-Provider-Id. */
export const SEAMLESS_PROVIDERS = ['DEMO'] as const;

const SIGNATURE_NOTE =
  'Signed: headers `X-Provider-Id: DEMO`, `X-Timestamp` (ms since 1970, within 5 minutes) and `X-Signature` ' +
  '(hex HMAC-SHA256 with the shared secret over `X-Timestamp + "." + METHOD + "\\n" + path + "\\n" + X-Provider-Id + "\\n" + raw body`); ' +
  'otherwise 401 SIGNATURE_INVALID. ' +
  'Amounts are integer minor units.';

const errors = {
  400: SeamlessErrorSchema,
  401: SeamlessErrorSchema,
  403: SeamlessErrorSchema,
  404: SeamlessErrorSchema,
  409: SeamlessErrorSchema,
  413: SeamlessErrorSchema,
  500: SeamlessErrorSchema,
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export interface SeamlessRoutesOptions {
  db: Db;
  secret: string;
}

export const seamlessRoutes: FastifyPluginAsync<SeamlessRoutesOptions> = async (instance, { db, secret }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser(['application/json']);
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: SEAMLESS_BODY_LIMIT }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, raw);
    parseJson(request, raw, done);
  });

  instance.addHook('preValidation', async (request) => {
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
  });

  const app = instance.withTypeProvider<ZodTypeProvider>();
  const wallet = new SeamlessWallet(db);
  const common = { tags: ['seamless'], headers: SeamlessHeadersSchema };

  app.post(
    '/seamless/v1/authenticate',
    {
      schema: {
        ...common,
        summary: 'Trade a launch token for a game session',
        description: `${SIGNATURE_NOTE} The launch token is used up (single use, 10 minutes); the session lasts until 2 hours without calls.`,
        body: AuthenticateBodySchema,
        response: { 200: okEnvelope(AuthenticateValueSchema), ...errors },
      },
    },
    async (request) => ok(await wallet.authenticate(request.body.launchToken)),
  );

  app.post(
    '/seamless/v1/balance',
    {
      schema: {
        ...common,
        summary: "The member's balance",
        description: `${SIGNATURE_NOTE} Refused (SESSION_EXPIRED) once the session expired.`,
        body: BalanceBodySchema,
        response: { 200: okEnvelope(BalanceValueSchema), ...errors },
      },
    },
    async (request) => ok(await wallet.balance(request.body)),
  );

  app.post(
    '/seamless/v1/bet',
    {
      schema: {
        ...common,
        summary: 'Take a stake from the member',
        description:
          `${SIGNATURE_NOTE} Once per txId: the same content answers the first answer again, other content 409 TX_CONFLICT. ` +
          'Not enough money: 409 INSUFFICIENT_FUNDS with `value: {balance, currency}`, nothing written. Refused after the session ' +
          'expired (SESSION_EXPIRED). The ledger entry, the round row and the daily rollup commit together. A bet whose txId was ' +
          'rolled back first moves nothing and answers `rolledBack: true`.',
        body: BetBodySchema,
        response: { 200: okEnvelope(BetValueSchema), ...errors },
      },
    },
    async (request) => ok(await wallet.bet(request.body)),
  );

  app.post(
    '/seamless/v1/win',
    {
      schema: {
        ...common,
        summary: 'Pay a win to the member',
        description:
          `${SIGNATURE_NOTE} Once per txId (same rules as bet). Accepted after the session expired. The round must have been ` +
          'opened by a bet (404 ROUND_NOT_FOUND) and still be open (409 ROUND_SETTLED, ROUND_ROLLED_BACK); `roundClosed` settles it. ' +
          'Amount 0 closes a lost round.',
        body: WinBodySchema,
        response: { 200: okEnvelope(TransactionValueSchema), ...errors },
      },
    },
    async (request) => ok(await wallet.win(request.body)),
  );

  app.post(
    '/seamless/v1/rollback',
    {
      schema: {
        ...common,
        summary: 'Cancel a bet (txId names the bet)',
        description:
          `${SIGNATURE_NOTE} Once per txId. Accepted after the session expired. Refunds the bet; when it was the round's last ` +
          'standing bet the round becomes ROLLED_BACK. Unknown txId: recorded and answered with success, and that bet moves nothing ' +
          'if it comes later. A bet whose round already has a win or is closed is refused (409 ROUND_SETTLED).',
        body: RollbackBodySchema,
        response: { 200: okEnvelope(TransactionValueSchema), ...errors },
      },
    },
    async (request) => ok(await wallet.rollback(request.body)),
  );
};
