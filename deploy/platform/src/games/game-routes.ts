import { gamesEndpoints as calls, VendorCodeSchema } from '@site/shared/contract/games';
import { z } from 'zod';
import type { EndpointRoute } from '../http/endpoint-routes';
import { notFound } from '../http/errors';
import { NumericIdParamsSchema } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { MEDIA_ERRORS, sendSvg } from '../media/send-svg';
import { gameTileSvg, vendorLogoSvg } from '../media/svg';
import type { GamesRepository } from './games-repository';

const VendorCodeParamsSchema = z.object({ code: VendorCodeSchema });

/** Navigation items and provider lanes; the generated provider logos and game tiles. */
export function registerGameRoutes(app: ZodApp, route: EndpointRoute, store: GamesRepository): void {
  route(calls.gameMenus, () => store.gameMenus());

  route(calls.vendorLanes, () => store.vendorLanes());

  // The generated images answer SVG, not the envelope: they stay routes of their own.
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
