import { ok } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import type { SystemRepository } from './system-repository';
import { OperatorSettingsSchema, OperatorUpdateSchema } from './system-schemas';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

/** /ops/system: the operator's switches (maintenance, region restriction, white label, require login). */
export function registerOperatorRoutes(app: ZodApp, store: SystemRepository, operatorToken: string): void {
  const onRequest = requireOperator(operatorToken);

  app.get(
    '/ops/system',
    {
      onRequest,
      schema: {
        tags: ['operator'],
        summary: 'Current operator settings',
        security: [{ operatorToken: [] }],
        response: { 200: okEnvelope(OperatorSettingsSchema), ...errors },
      },
    },
    async () => ok(await store.operatorSettings()),
  );

  app.put(
    '/ops/system',
    {
      onRequest,
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['operator'],
        summary: 'Change settings; omitted parts stay as they are. Takes effect on the next request.',
        security: [{ operatorToken: [] }],
        body: OperatorUpdateSchema,
        response: { 200: okEnvelope(OperatorSettingsSchema), ...errors },
      },
    },
    async (request) => {
      const settings = await store.updateSettings(request.body);
      // What changed, never who or with which token.
      request.log.info({ changed: Object.keys(request.body) }, 'platform: operator settings changed');
      return ok(settings);
    },
  );
}
