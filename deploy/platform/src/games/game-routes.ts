import { notFound, ok } from '../http/errors';
import { ErrorEnvelopeSchema, NumericIdParamsSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { MEDIA_ERRORS, sendSvg } from '../media/send-svg';
import { gameTileSvg, vendorLogoSvg } from '../media/svg';
import type { GamesRepository } from './games-repository';
import { GameMenusSchema, VendorCodeParamsSchema, VendorLanesSchema, VendorQuerySchema } from './games-schemas';

/** Navigation items and provider lanes; the generated provider logos and game tiles. */
export function registerGameRoutes(app: ZodApp, store: GamesRepository): void {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'One navigation item per game type, in display order (the client hides types without providers)',
        response: { 200: okEnvelope(GameMenusSchema), 500: ErrorEnvelopeSchema },
      },
    },
    async () => ok(await store.gameMenus()),
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        tags: ['games'],
        summary: 'Provider lanes as the platform keeps them',
        description:
          'Cockfight providers (DS88, SV3) and e-sports providers (card gameType ESPORTS) travel inside the SPORTS lane; ' +
          'the client splits them out with normaliseVendorLanes.',
        querystring: VendorQuerySchema,
        response: { 200: okEnvelope(VendorLanesSchema), 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async () => ok(await store.vendorLanes()),
  );

  app.get(
    '/media/vendors/:code.svg',
    { schema: { tags: ['media'], summary: 'Provider logo tile, 240×120 SVG', params: VendorCodeParamsSchema, response: MEDIA_ERRORS } },
    async (request, reply) => {
      const displayName = await store.vendorName(request.params.code);
      if (displayName === null) throw notFound('No such provider');
      return sendSvg(reply, vendorLogoSvg({ code: request.params.code, displayName }));
    },
  );

  app.get(
    '/media/games/:id.svg',
    { schema: { tags: ['media'], summary: 'Game tile, 300×300 SVG', params: NumericIdParamsSchema, response: MEDIA_ERRORS } },
    async (request, reply) => {
      const game = await store.gameTile(request.params.id);
      if (!game) throw notFound('No such game');
      return sendSvg(reply, gameTileSvg(game));
    },
  );
}
