/**
 * A call that declares its own shape for a refusal status (the withdrawal's 409 with the bonus a
 * withdrawal would forfeit) still answers its other refusals of that status, which carry the
 * general envelope's values (a limit reached, a session that ended), instead of failing to
 * serialize them into a 500.
 */
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '@site/shared/contract/endpoint';
import { endpointRoutes } from './endpoint-routes';
import { platformErrorHandler } from './error-handler';
import { PlatformError } from './errors';
import { zodValidatorCompiler } from './validation';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';

const ForfeitEnvelope = ErrorEnvelopeSchema.extend({ value: z.object({ grants: z.number().int() }).nullable() });

const probe = endpoint({
  method: 'POST',
  path: '/probe/declared-refusal',
  caller: 'visitor',
  closedSite: 'serve',
  summary: 'test probe',
  body: z.strictObject({ which: z.enum(['declared', 'limit']) }),
  response: z.object({}),
  refusals: { 409: ForfeitEnvelope },
} as never);

async function probeApp() {
  loadNativeModulesOutsideSandbox();
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(platformErrorHandler);
  const route = endpointRoutes(app as never, { operatorToken: 'x'.repeat(40) });
  route(probe as never, (async (request: { body: { which: string } }) => {
    if (request.body.which === 'declared') throw new PlatformError(409, 'BONUS_FORFEIT_REQUIRED', 'confirm the forfeit', undefined, { grants: 2 });
    throw new PlatformError(409, 'LIMIT_REACHED', 'over the loss limit', undefined, { kind: 'LOSS', period: 'DAY', limit: '50.00', remaining: '0.00', resetsAt: null });
  }) as never);
  await app.ready();
  return app;
}

it('answers both the declared refusal shape and the general one on the same status', async () => {
  const app = await probeApp();
  try {
    const declared = await app.inject({ method: 'POST', url: '/probe/declared-refusal', payload: { which: 'declared' } });
    expect(declared.statusCode).toBe(409);
    expect(declared.json()).toMatchObject({ success: false, errorCode: 'BONUS_FORFEIT_REQUIRED', value: { grants: 2 } });
    const limit = await app.inject({ method: 'POST', url: '/probe/declared-refusal', payload: { which: 'limit' } });
    expect(limit.statusCode).toBe(409);
    expect(limit.json()).toMatchObject({ success: false, errorCode: 'LIMIT_REACHED', value: { kind: 'LOSS', remaining: '0.00' } });
  } finally {
    await app.close();
  }
});
