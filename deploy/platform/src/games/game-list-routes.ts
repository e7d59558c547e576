import { gamesEndpoints as calls } from '@site/shared/contract/games';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { PlatformError } from '../http/errors';
import { ListCache, okJson, type OkJson, sendOkJson } from '../http/list-cache';
import { namesLanguage } from './game-items';
import { hotGames, pvpRooms, vendorsOfType, winnerBoard } from './game-lists';
import { searchGames, searchedName } from './game-search';

/**
 * How long a catalogue answer is reused. The catalogue changes only with a migration or seed, and
 * the hot list moves with play, so a minute (hot: 30 seconds) is never far behind.
 */
export const SEARCH_CACHE = { entries: 2_000, ttlMs: 60_000 };
export const HOT_CACHE = { entries: 500, ttlMs: 30_000 };

/** Each kept as the JSON text of its answer (`okJson`): a hit is sent without being serialised again. */
export interface GameListCaches {
  search: ListCache<OkJson>;
  hot: ListCache<OkJson>;
  vendors: ListCache<OkJson>;
}

export function createGameListCaches(): GameListCaches {
  return {
    search: new ListCache(SEARCH_CACHE.entries, SEARCH_CACHE.ttlMs),
    hot: new ListCache(HOT_CACHE.entries, HOT_CACHE.ttlMs),
    vendors: new ListCache(10, SEARCH_CACHE.ttlMs),
  };
}

/** The catalogue lists: the game query, providers of a type, hot games, the winner board, card-game rooms. */
export function registerGameListRoutes(route: EndpointRoute, db: Db, caches: GameListCaches): void {
  // Catalogue reads: the session may come from the short in-process cache (these answers hold no
  // member data, so a revocation made elsewhere is honoured within that cache's few seconds).
  const READ = { cachedSession: true };

  route(calls.gameList, async (request, reply) => {
    const q = request.query;
    const search = {
      gameType: q.gameType,
      vassalage: q.vassalage,
      gameClassify: q.gameClassify,
      // Case never changes the answer, so it is not part of what is remembered.
      gameName: searchedName(q.gameName)?.toLowerCase(),
      minBet: q.minBet || undefined,
      minLineNum: q.minLineNum,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      language: namesLanguage(q.language, request.headers.language),
    };
    const json = await caches.search.read(JSON.stringify(search), async () => okJson(calls.gameList.response, await searchGames(db, search)));
    return sendOkJson(reply, json);
  });

  route(calls.vendorsOfType, async (request, reply) => {
    const { gameType } = request.query;
    return sendOkJson(reply, await caches.vendors.read(gameType, async () => okJson(calls.vendorsOfType.response, await vendorsOfType(db, gameType))));
  });

  route(calls.hotGames, async (request, reply) => {
    const filter = {
      vendor: request.query.vassalage,
      gameType: request.query.gameType,
      language: namesLanguage(request.query.language, request.headers.language),
    };
    return sendOkJson(reply, await caches.hot.read(JSON.stringify(filter), async () => okJson(calls.hotGames.response, await hotGames(db, filter))));
  });

  route(calls.rankList, (request) =>
    winnerBoard(db, { limit: request.query.limitNum, language: namesLanguage(request.query.language, request.headers.language) }),
  );

  route(
    calls.roomList,
    async (request) => {
      const rooms = await pvpRooms(db, request.query.vassalage, namesLanguage(request.query.language, request.headers.language));
      if (!rooms) throw new PlatformError(404, 'NOT_FOUND', 'vassalage: no card-game provider with this code', 'vassalage');
      return rooms;
    },
    READ,
  );
}
