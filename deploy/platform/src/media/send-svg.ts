import type { FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import type { RouteDeps, ZodApp } from '../http/types';
import { AVATAR_COUNT } from '../accounts/members';
import { avatarSvg, bannerSvg, brandLogoSvg, gameTileSvg, promotionSvg, vendorLogoSvg } from '../media/svg';
import { ErrorEnvelopeSchema } from '../schemas/contract-schemas';
import { NumericIdParamsSchema, VendorCodeParamsSchema } from '../schemas/request-schemas';

/** A day: the pictures change only when their data does, which is rare. */
const CACHE_CONTROL = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(svg);
}

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

/** GET /media/*: generated SVG pictures for the demo content. */
export function registerMediaRoutes(app: ZodApp, { store }: RouteDeps): void {
  app.get(
    '/media/banners/:id.svg',
    { schema: { tags: ['media'], summary: 'Banner picture, 1200×360 SVG', params: NumericIdParamsSchema, response: errors } },
    async (request, reply) => {
      const title = await store.bannerTitle(request.params.id);
      if (title === null) throw notFound('No such banner');
      const { brandName } = await store.settings();
      return sendSvg(reply, bannerSvg({ id: request.params.id, title, brandName }));
    },
  );

  app.get(
    '/media/vendors/:code.svg',
    { schema: { tags: ['media'], summary: 'Provider logo tile, 240×120 SVG', params: VendorCodeParamsSchema, response: errors } },
    async (request, reply) => {
      const displayName = await store.vendorName(request.params.code);
      if (displayName === null) throw notFound('No such provider');
      return sendSvg(reply, vendorLogoSvg({ code: request.params.code, displayName }));
    },
  );

  app.get(
    '/media/games/:id.svg',
    { schema: { tags: ['media'], summary: 'Game tile, 300×300 SVG', params: NumericIdParamsSchema, response: errors } },
    async (request, reply) => {
      const game = await store.gameTile(request.params.id);
      if (!game) throw notFound('No such game');
      return sendSvg(reply, gameTileSvg(game));
    },
  );

  app.get(
    '/media/promotions/:id.svg',
    { schema: { tags: ['media'], summary: 'Promotion picture, 750×300 SVG', params: NumericIdParamsSchema, response: errors } },
    async (request, reply) => {
      const title = await store.promotionTitle(request.params.id);
      if (title === null) throw notFound('No such promotion');
      return sendSvg(reply, promotionSvg({ id: request.params.id, title }));
    },
  );

  app.get(
    '/media/avatars/:id.svg',
    { schema: { tags: ['media'], summary: `Member avatar 1 to ${AVATAR_COUNT}, 120×120 SVG`, params: NumericIdParamsSchema, response: errors } },
    async (request, reply) => {
      if (request.params.id < 1 || request.params.id > AVATAR_COUNT) throw notFound('No such avatar');
      return sendSvg(reply, avatarSvg(request.params.id));
    },
  );

  app.get(
    '/media/brand/logo.svg',
    { schema: { tags: ['media'], summary: 'The brand logo, 240×60 SVG', response: { 500: ErrorEnvelopeSchema } } },
    async (_request, reply) => sendSvg(reply, brandLogoSvg((await store.settings()).brandName)),
  );
}
