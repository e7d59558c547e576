import { sessionGuard } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { ok, PlatformError } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { namesLanguage } from './game-items';
import {
  GameListQuerySchema,
  GameListValueSchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  PvpRoomsValueSchema,
  RankListQuerySchema,
  RankListValueSchema,
  RoomListQuerySchema,
  VassGameTypeQuerySchema,
  VassGameTypeValueSchema,
} from './game-list-schemas';
import { hotGames, pvpRooms, vendorsOfType, winnerBoard } from './game-lists';
import { searchGames, searchedName } from './game-search';
import { ListCache, okJson, type OkJson, sendOkJson } from '../http/list-cache';

const TOKEN_NOTE = 'Needs the session token in `Authorization` (the raw token); trial accounts too.';
/**
 * The catalogue holds no member data, so visitors browse it too (a first visit to /rng shows games,
 * and playing one asks for a sign-in). A token sent with it is neither needed nor checked.
 */
const OPEN_NOTE = 'Open to visitors: the catalogue holds no member data; a token, when sent, is not needed.';
const openErrors = { 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const memberErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

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
export function registerGameListRoutes(app: ZodApp, db: Db, caches: GameListCaches): void {
  // Catalogue reads: the session may come from the short in-process cache (these answers hold no
  // member data, so a revocation made elsewhere is honoured within that cache's few seconds).
  const signedIn = sessionGuard(db, 'any', { cached: true });

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags: ['games'],
        summary: 'The game query: one page of a type\'s games, filtered, in catalogue order',
        description:
          `${OPEN_NOTE} gameName is a case-insensitive part of the name in any language (en, es, vi, zh); names come back in ` +
          '`language`. minBet keeps games whose minimum bet is at most that stake; minLineNum games with at least that many ' +
          'lines. pageSize 1 to 50 (the site asks for 15); a pageNo after the last page answers the last page; totalPages 0 ' +
          'when nothing matches.',
        querystring: GameListQuerySchema,
        response: { 200: okEnvelope(GameListValueSchema), ...openErrors },
      },
    },
    async (request, reply) => {
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
      const json = await caches.search.read(JSON.stringify(search), async () => okJson(GameListValueSchema, await searchGames(db, search)));
      return sendOkJson(reply, json);
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags: ['games'],
        summary: 'The providers of one electronic game type, with their game counts',
        description: OPEN_NOTE,
        querystring: VassGameTypeQuerySchema,
        response: { 200: okEnvelope(VassGameTypeValueSchema), ...openErrors },
      },
    },
    async (request, reply) => {
      const { gameType } = request.query;
      return sendOkJson(reply, await caches.vendors.read(gameType, async () => okJson(VassGameTypeValueSchema, await vendorsOfType(db, gameType))));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags: ['games'],
        summary: 'One page (at most 15) of hot games',
        description:
          'Score: real-money rounds of the last 24 hours + max(0, 101 − the operator\'s hot rank) (unranked: 0), highest first; ' +
          'ties by rank, then catalogue order. vassalage and gameType narrow it to one provider and type. Public.',
        querystring: HotGamesQuerySchema,
        response: { 200: okEnvelope(HotGamesValueSchema), 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const filter = {
        vendor: request.query.vassalage,
        gameType: request.query.gameType,
        language: namesLanguage(request.query.language, request.headers.language),
      };
      return sendOkJson(reply, await caches.hot.read(JSON.stringify(filter), async () => okJson(HotGamesValueSchema, await hotGames(db, filter))));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['games'],
        summary: 'The winner board: the largest real-money wins of the last 7 days',
        description:
          'Settled real-money rounds with a win, largest first; accounts masked (first 2 characters, ***, last 2; shorter ' +
          'names show less); amounts in currency units; vendorName is the provider as players know it (the card of the ' +
          "round's type). Public.",
        querystring: RankListQuerySchema,
        response: { 200: okEnvelope(RankListValueSchema), 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await winnerBoard(db, { limit: request.query.limitNum, language: namesLanguage(request.query.language, request.headers.language) })),
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      onRequest: signedIn,
      schema: {
        tags: ['games'],
        summary: "A card-game provider's rooms",
        description:
          `${TOKEN_NOTE} Three rooms (stakes ×1, ×10, ×100 of the minimum bet) for each of the provider's first 12 card games. ` +
          'players is a stable made-up figure per room (no live table stands behind a room).',
        querystring: RoomListQuerySchema,
        response: { 200: okEnvelope(PvpRoomsValueSchema), ...memberErrors, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const rooms = await pvpRooms(db, request.query.vassalage, namesLanguage(request.query.language, request.headers.language));
      if (!rooms) throw new PlatformError(404, 'NOT_FOUND', 'vassalage: no card-game provider with this code', 'vassalage');
      return ok(rooms);
    },
  );
}
