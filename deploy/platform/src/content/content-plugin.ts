import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { ContentRepository } from './content-repository';
import { registerContentRoutes } from './content-routes';

/** The content area: announcements, banners and promotions, and their pictures. */
export const contentPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const content = new ContentRepository(options.db, { cacheTtlMs: options.cacheTtlMs });
    // Banner pictures carry the brand name, which the system area owns.
    const app = instance.withTypeProvider<ZodTypeProvider>();
    registerContentRoutes(endpointRoutes(app, options), app, content, instance.system);
  },
  { name: 'content', fastify: '5.x', dependencies: ['system'] },
);
