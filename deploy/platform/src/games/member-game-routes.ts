import { accountOf, sessionGuard } from '../accounts/session-auth';
import type { Db } from '../db/database';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { namesLanguage } from './game-items';
import {
  FavoriteChangeSchema,
  FavoriteChangeValueSchema,
  FavoriteIdsQuerySchema,
  FavoriteIdsValueSchema,
  FavoriteListValueSchema,
  MemberListQuerySchema,
  RecentGamesValueSchema,
} from './game-list-schemas';
import { addFavourite, favouriteIds, favouriteList, recentList, removeFavourite } from './member-games';

const REAL_NOTE =
  'Needs the session token in `Authorization`; trial accounts (type 4) are refused with 403 NEED_REAL_ACCOUNT ' +
  '(the page shows `in_need_true_account`). Only the caller\'s own list is ever read or changed.';
const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const changeErrors = { ...errors, 404: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema };

/** A favourite change is three short fields. */
const CHANGE_BODY_LIMIT = 1024;

/** Favourites and recently launched games of the signed-in member. */
export function registerMemberGameRoutes(app: ZodApp, db: Db): void {
  const realAccount = sessionGuard(db, 'real');

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      onRequest: realAccount,
      schema: {
        tags: ['games'],
        summary: "The member's favourite game ids (nodeIds), newest first",
        description: REAL_NOTE,
        querystring: FavoriteIdsQuerySchema,
        response: { 200: okEnvelope(FavoriteIdsValueSchema), ...errors },
      },
    },
    async (request) => ok(await favouriteIds(db, accountOf(request).memberId, request.query.gameType)),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      onRequest: realAccount,
      schema: {
        tags: ['games'],
        summary: "A page of the member's favourite games, newest first",
        description: `${REAL_NOTE} A pageNo after the last page answers the last page.`,
        querystring: MemberListQuerySchema,
        response: { 200: okEnvelope(FavoriteListValueSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const language = namesLanguage(q.language, request.headers.language);
      return ok(await favouriteList(db, { memberId: accountOf(request).memberId, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize, language }));
    },
  );

  for (const [url, favourite] of [
    ['/wps/relay/MCSFE_addFavoriteGame', true],
    ['/wps/relay/MCSFE_removeFavoriteGame', false],
  ] as const) {
    app.post(
      url,
      {
        onRequest: realAccount,
        bodyLimit: CHANGE_BODY_LIMIT,
        schema: {
          tags: ['games'],
          summary: favourite ? 'Add a favourite game (adding it again changes nothing)' : 'Remove a favourite game (removing it again changes nothing)',
          description:
            `${REAL_NOTE} JSON body \`{ nodeId, vendor, gameType }\`: the game must exist (404 naming nodeId) and vendor and ` +
            'gameType must be its own (400 naming the field).',
          body: FavoriteChangeSchema,
          response: { 200: okEnvelope(FavoriteChangeValueSchema), ...changeErrors },
        },
      },
      async (request) => {
        const { memberId } = accountOf(request);
        const change = favourite ? addFavourite : removeFavourite;
        await change(db, memberId, request.body);
        return ok({ nodeId: request.body.nodeId, favourite });
      },
    );
  }

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      onRequest: realAccount,
      schema: {
        tags: ['games'],
        summary: 'A page of the games the member launched, newest first',
        description: `${REAL_NOTE} Recorded at launch; the 50 newest are kept. A pageNo after the last page answers the last page.`,
        querystring: MemberListQuerySchema,
        response: { 200: okEnvelope(RecentGamesValueSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const language = namesLanguage(q.language, request.headers.language);
      return ok(await recentList(db, { memberId: accountOf(request).memberId, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize, language }));
    },
  );
}
