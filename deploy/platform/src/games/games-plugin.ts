import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../http/types';
import { registerGameRoutes } from './game-routes';
import { GamesRepository } from './games-repository';

/** The games area: game menus, provider lanes, the catalogue, provider logos and game tiles. */
export const gamesPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const games = new GamesRepository(options.db, { cacheTtlMs: options.cacheTtlMs });
    registerGameRoutes(instance.withTypeProvider<ZodTypeProvider>(), games);
  },
  { name: 'games', fastify: '5.x' },
);
