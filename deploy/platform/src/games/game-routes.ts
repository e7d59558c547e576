import { ok } from '../http/errors';
import type { RouteDeps, ZodApp } from '../http/types';
import { ErrorEnvelopeSchema, GameMenusSchema, VendorLanesSchema, okEnvelope } from '../schemas/contract-schemas';
import { VendorQuerySchema } from '../schemas/request-schemas';

/** Navigation items and provider lanes. */
export function registerGameRoutes(app: ZodApp, { store }: RouteDeps): void {
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
}
