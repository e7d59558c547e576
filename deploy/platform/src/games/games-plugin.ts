import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseSiteOrigins } from '../accounts/context';
import { gamesEndpoints as calls } from '@site/shared/contract/games';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { createGameListCaches, registerGameListRoutes } from './game-list-routes';
import { registerGameRoutes } from './game-routes';
import { GamesRepository } from './games-repository';
import { jackpotFeed } from './jackpot-feed';
import { parseGameProviderUrl } from './launch';
import { registerLaunchRoutes } from './launch-routes';
import { registerMemberGameRoutes } from './member-game-routes';

export interface GamesPluginOptions extends AreaOptions {
  /** The game provider's base address; default env GAME_PROVIDER_URL, else '/provider' on the site's origin. */
  gameProviderUrl?: string;
}

/**
 * The games area: game menus, provider lanes, the catalogue and its search, hot games, the winner
 * board, the provider's jackpot, card-game rooms, members' favourites and recent games, game launch,
 * provider logos and game tiles.
 */
export const gamesPlugin = fp<GamesPluginOptions>(
  async (instance, options) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const games = new GamesRepository(options.db, { cacheTtlMs: options.cacheTtlMs });
    const route = endpointRoutes(app, options);
    registerGameRoutes(app, route, games);
    registerGameListRoutes(route, options.db, createGameListCaches());
    registerMemberGameRoutes(route, options.db);
    // Read once at start: a malformed value stops the start instead of failing every launch.
    const providerUrl = parseGameProviderUrl(options.gameProviderUrl ?? process.env.GAME_PROVIDER_URL);
    registerLaunchRoutes(route, { db: options.db, providerUrl, siteOrigins: parseSiteOrigins(process.env.SITE_ORIGINS) });
    const jackpot = jackpotFeed(instance, providerUrl);
    route(calls.jackpot, () => jackpot());
  },
  { name: 'games', fastify: '5.x' },
);
