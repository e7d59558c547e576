/**
 * `POST /wps/payment/callback`: a payment gateway tells the platform a payment was made or
 * cancelled. It names itself (X-Gateway-Id) and signs the method, the path, its id and the exact
 * bytes sent (gateway-signature.ts) with its own secret, so this route lives in a context of its
 * own whose JSON parser keeps the raw text, and the signature is checked before the body is
 * looked at. Only the gateways of payment-gateways.ts are believed, and each settles only the
 * orders of its own channel.
 */
import { depositsEndpoints as calls } from '@site/shared/contract/member';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { endpointRoutes } from '../http/endpoint-routes';
import { PlatformError } from '../http/errors';
import { amountOf } from '../wallet/money';
import { applyGatewayCallback } from './deposit-orders';
import { checkGatewayCall } from './gateway-signature';
import type { KnownGateway, PaymentGateways } from './payment-gateways';

const CALLBACK_BODY_LIMIT = 2 * 1024;

const signatureInvalid = (field: string, problem: string) => new PlatformError(401, 'SIGNATURE_INVALID', `${field}: ${problem}`, field);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const paymentCallbackRoutes: FastifyPluginAsync<{ db: Db; operatorToken: string; gateways: PaymentGateways }> = async (instance, { db, operatorToken, gateways }) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const signers = new WeakMap<FastifyRequest, KnownGateway>();
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser(['application/json']);
  instance.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (request, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, raw);
    parseJson(request, raw, done);
  });

  const checkSignature = async (request: FastifyRequest) => {
    const gatewayId = header(request, 'x-gateway-id') ?? '';
    const gateway = gateways.byId.get(gatewayId);
    if (!gateway) {
      request.log.warn({ gatewayId: gatewayId.slice(0, 40) }, 'payment callback: unknown gateway');
      throw signatureInvalid('X-Gateway-Id', 'is not a payment gateway this platform accepts');
    }
    const check = checkGatewayCall({
      secret: gateway.secret,
      timestamp: header(request, 'x-timestamp'),
      signature: header(request, 'x-signature'),
      // The path as received: a signature made for another route does not fit this one.
      call: { method: request.method, path: request.url, gatewayId, rawBody: rawBodies.get(request) ?? '' },
    });
    if (check === 'VALID') {
      signers.set(request, gateway);
      return;
    }
    // Logged without the body or the signature: enough to notice forged or broken callbacks.
    request.log.warn({ check, gatewayId }, 'payment callback: signature refused');
    if (check === 'MALFORMED') throw signatureInvalid('X-Signature', 'X-Timestamp and X-Signature are required (ms since 1970, 64 hex digits)');
    if (check === 'STALE') throw signatureInvalid('X-Timestamp', 'is more than 5 minutes from the platform clock');
    throw signatureInvalid('X-Signature', 'does not match the method, path, gateway id and body');
  };

  const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), { operatorToken });
  route(
    calls.gatewayCallback,
    async (request) => {
      const { paymentId, merchantOrderNo, status } = request.body;
      const amount = amountOf(request.body.amount);
      // Set by the signature check, which every request of this route passed.
      const gateway = signers.get(request)!;
      const outcome = await applyGatewayCallback(db, gateway.channel, { paymentId, merchantOrderNo, amount, status });
      switch (outcome.kind) {
        case 'unknown':
          request.log.warn({ paymentId, gatewayId: gateway.id }, "payment callback: unknown payment, or not this gateway's");
          throw new PlatformError(404, 'NOT_FOUND', 'paymentId: no order has this payment', 'paymentId');
        case 'mismatch':
          request.log.warn({ paymentId, orderNo: outcome.order.orderNo, what: outcome.what }, 'payment callback: does not match its order');
          throw outcome.what === 'amount'
            ? new PlatformError(409, 'AMOUNT_MISMATCH', "amount: is not the order's amount", 'amount')
            : new PlatformError(409, 'ORDER_MISMATCH', "merchantOrderNo: is not this payment's order", 'merchantOrderNo');
        case 'conflict':
          request.log.warn({ paymentId, orderNo: outcome.order.orderNo, state: outcome.order.state, status }, 'payment callback: order already closed');
          throw new PlatformError(409, 'ORDER_CLOSED', `The order is ${outcome.order.state}`, 'status');
        default:
          request.log.info({ orderNo: outcome.order.orderNo, state: outcome.order.state, replayed: outcome.kind === 'replayed' }, 'payment callback');
          return { orderNo: outcome.order.orderNo, state: outcome.order.state, replayed: outcome.kind === 'replayed' };
      }
    },
    { authenticate: checkSignature },
  );
};
