import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerDepositOpsRoutes } from './deposit-ops-routes';
import { expireDueOrders } from './deposit-orders';
import { registerDepositRoutes } from './deposit-routes';
import { DemoGateway, type CallbackTransport } from './gateway/demo-gateway';
import { registerGatewayRoutes } from './gateway/gateway-routes';
import { paymentCallbackRoutes } from './payment-callback-routes';
import { resolvePaymentGateways } from './payment-gateways';

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

export interface DepositsOptions extends AreaOptions {
  /** Demo mode (decided once at start, see demoDataDecision): only then does the demo gateway exist. */
  demoMode: boolean;
  /** The demo gateway's secret all servers share, when the start resolved one; see resolvePaymentGateways. */
  demoGatewaySecret?: string;
}

/**
 * The deposits area: channels, bank-transfer and gateway orders, the operator's decisions, the
 * gateways' signed callback, and in demo mode the demo payment gateway's own pages under /pay.
 * Outside demo mode those pages are not mounted at all (404), so nothing in this process can mark
 * a payment paid or sign a callback.
 */
export const depositsPlugin = fp<DepositsOptions>(
  async (instance, options) => {
    const gateways = resolvePaymentGateways(options.demoMode, process.env, options.demoGatewaySecret);
    for (const note of gateways.notes) instance.log.info(note);
    const gateway = gateways.demoSecret
      ? new DemoGateway({ db: options.db, secret: gateways.demoSecret, transport: callbackTransport(instance, process.env.PAYMENT_CALLBACK_URL || undefined), log: instance.log })
      : undefined;

    const app = instance.withTypeProvider<ZodTypeProvider>();
    const route = endpointRoutes(app, options);
    registerDepositRoutes(route, { db: options.db, gateway });
    registerDepositOpsRoutes(route, options);
    // The demo gateway's own pages are not platform calls: plain routes.
    if (gateway) registerGatewayRoutes(app, gateway);
    await instance.register(paymentCallbackRoutes, { db: options.db, operatorToken: options.operatorToken, gateways });

    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        await expireDueOrders(options.db);
        await gateway?.resendPending();
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
