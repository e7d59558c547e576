import { gamesEndpoints as calls } from '@site/shared/contract/games';
import { accountOf } from '../accounts/session-auth';
import type { Db } from '../db/database';
import type { EndpointRoute } from '../http/endpoint-routes';
import { namesLanguage } from './game-items';
import { addFavourite, favouriteIds, favouriteList, recentList, removeFavourite } from './member-games';

/** A favourite change is three short fields. */
const CHANGE_BODY_LIMIT = 1024;

/** Favourites and recently launched games of the signed-in member; only the caller's own lists. */
export function registerMemberGameRoutes(route: EndpointRoute, db: Db): void {
  route(calls.favoriteIds, async (request) => favouriteIds(db, accountOf(request).memberId, request.query.gameType));

  route(calls.favoriteList, async (request) => {
    const q = request.query;
    const language = namesLanguage(q.language, request.headers.language);
    return favouriteList(db, { memberId: accountOf(request).memberId, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize, language });
  });

  for (const [call, favourite] of [
    [calls.addFavorite, true],
    [calls.removeFavorite, false],
  ] as const) {
    route(
      call,
      async (request) => {
        const change = favourite ? addFavourite : removeFavourite;
        await change(db, accountOf(request).memberId, request.body);
        return { nodeId: request.body.nodeId, favourite };
      },
      { bodyLimit: CHANGE_BODY_LIMIT },
    );
  }

  route(calls.recentGames, async (request) => {
    const q = request.query;
    const language = namesLanguage(q.language, request.headers.language);
    return recentList(db, { memberId: accountOf(request).memberId, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize, language });
  });
}
