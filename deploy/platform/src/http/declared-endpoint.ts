import type { FastifyRequest } from 'fastify';
import type { EndpointDeclaration } from '@site/shared/contract/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration this route was registered from. */
    endpoint?: EndpointDeclaration;
  }
}

/** The declaration a request's route was registered from (see endpoint-routes.ts), if it was. */
export function endpointOf(request: FastifyRequest): EndpointDeclaration | undefined {
  return request.routeOptions.config?.endpoint;
}
