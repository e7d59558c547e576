import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statementEndpoints as calls } from '@site/shared/contract/protection/statement';
import { accountOf } from '../../accounts/session-auth';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { activityStatement } from './statement';

/** The member's activity statement (read only; the member is the session's, the call takes no id). */
export const statementPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    route(calls.statement, (request) => activityStatement(options.db, String(accountOf(request).memberId), request.query));
  },
  // Its call needs a signed-in member (accounts).
  { name: 'protection-statement', fastify: '5.x', dependencies: ['accounts'] },
);
