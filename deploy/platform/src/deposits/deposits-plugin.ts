import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../http/types';
import { resolveGameProviderSecret } from '../seamless/signature';
import { registerDepositOpsRoutes } from './deposit-ops-routes';
import { expireDueOrders } from './deposit-orders';
import { registerDepositRoutes } from './deposit-routes';
import { DemoGateway, type CallbackTransport } from './gateway/demo-gateway';
import { registerGatewayRoutes } from './gateway/gateway-routes';
import { paymentCallbackRoutes } from './payment-callback-routes';

/** How often expired gateway orders are closed and unacknowledged callbacks sent again. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * How the gateway reaches the merchant's callback: over HTTP to PAYMENT_CALLBACK_URL when the
 * platform runs elsewhere, else through this server's own request handling (every parser, hook and
 * the signature check run as for a network call, without needing to know the listening address).
 */
function callbackTransport(instance: FastifyInstance, baseUrl: string | undefined): CallbackTransport {
  if (baseUrl) {
    return async ({ path, headers, body }) => {
      const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
      return response.status;
    };
  }
  return async ({ path, headers, body }) => (await instance.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
}

/**
 * The deposits area: channels, bank-transfer and gateway orders, the operator's decisions, the
 * gateway's signed callback, and the demo payment gateway's own pages under /pay.
 */
export const depositsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const { secret, generated } = resolveGameProviderSecret(process.env.PAYMENT_GATEWAY_SECRET, 'PAYMENT_GATEWAY_SECRET');
    if (generated) instance.log.info('deposits: PAYMENT_GATEWAY_SECRET is not set; this process made its own (the in-process demo gateway only)');
    const gateway = new DemoGateway({ db: options.db, secret, transport: callbackTransport(instance, process.env.PAYMENT_CALLBACK_URL || undefined), log: instance.log });

    const app = instance.withTypeProvider<ZodTypeProvider>();
    registerDepositRoutes(app, { db: options.db, gateway });
    registerDepositOpsRoutes(app, options);
    registerGatewayRoutes(app, gateway);
    await instance.register(paymentCallbackRoutes, { db: options.db, secret });

    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        await expireDueOrders(options.db);
        await gateway.resendPending();
      } catch (error) {
        instance.log.error({ error: (error as Error).message }, 'deposits: sweep failed');
      }
    };
    instance.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
      timer.unref();
    });
    instance.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'deposits', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
