import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerMessagesRoutes } from './messages-routes';

/** The messages area: the member's inbox (platform information) and operator messages. */
export const messagesPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerMessagesRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
  },
  // Its calls need a signed-in member (the accounts area's sessions).
  { name: 'messages', fastify: '5.x', dependencies: ['accounts'] },
);
