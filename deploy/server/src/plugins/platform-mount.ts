import fp from 'fastify-plugin';
import { mountPlatform, type MountOptions, type PlatformGet } from '../platform';

declare module 'fastify' {
  interface FastifyInstance {
    /** A GET against the platform, whichever way it is mounted (index.html reads the live switches with it). */
    platformGet: PlatformGet;
  }
}

/**
 * The platform API under its path prefixes: in this process on the embedded database (or
 * DATABASE_URL), or proxied to PLATFORM_URL. Not encapsulated: its routes belong to the site's
 * root, and the other plugins read the platform through `app.platformGet`.
 */
export const platformMountPlugin = fp<MountOptions>(
  async (app, options) => {
    app.decorate('platformGet', await mountPlatform(app, options));
  },
  { name: 'site-platform', fastify: '5.x' },
);
