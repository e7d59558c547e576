/** The gateway's pages under /pay: the payment page, and the Pay and Cancel buttons' form posts (Post/Redirect/Get). */
import { z } from 'zod';
import type { ZodApp } from '../../http/types';
import type { DemoGateway } from './demo-gateway';
import { notFoundPage, paymentPage } from './gateway-page';
import { gatewayLanguage } from './gateway-texts';

const ParamsSchema = z.object({ paymentId: z.string().max(64) });
const QuerySchema = z.looseObject({ lang: z.string().max(8).optional() });
const VALID_ID = /^GW[A-Za-z0-9_-]{20,40}$/;
const TAGS = ['payment gateway'];

export function registerGatewayRoutes(app: ZodApp, gateway: DemoGateway): void {
  app.get(
    '/pay/checkout/:paymentId',
    { schema: { tags: TAGS, summary: 'The demo gateway’s payment page (HTML; ?lang=en|es|vi|zh)', params: ParamsSchema, querystring: QuerySchema } },
    async (request, reply) => {
      const lang = gatewayLanguage(request.query.lang);
      const payment = VALID_ID.test(request.params.paymentId) ? await gateway.find(request.params.paymentId) : undefined;
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(notFoundPage(lang));
      return reply.send(paymentPage(payment, lang));
    },
  );

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post(
      `/pay/checkout/:paymentId/${outcome}`,
      {
        schema: {
          tags: TAGS,
          summary: outcome === 'pay' ? 'The payer pays (the gateway then calls the merchant back)' : 'The payer cancels',
          params: ParamsSchema,
          querystring: QuerySchema,
        },
      },
      async (request, reply) => {
        const lang = gatewayLanguage(request.query.lang);
        const payment = VALID_ID.test(request.params.paymentId) ? await gateway.decide(request.params.paymentId, outcome === 'pay' ? 'PAID' : 'CANCELLED') : undefined;
        if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(lang));
        // Back to the page, which shows the outcome: reloading it never posts again.
        return reply.code(303).header('location', `/pay/checkout/${payment.id}?lang=${lang}`).send();
      },
    );
  }
}
