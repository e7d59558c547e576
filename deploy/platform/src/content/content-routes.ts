import { contentEndpoints as calls, NOTICE_TYPES, type Notice } from '@site/shared/contract/site';
import { z } from 'zod';
import type { EndpointRoute } from '../http/endpoint-routes';
import { notFound } from '../http/errors';
import { NumericIdParamsSchema } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { CONTENT_LANGUAGES, contentLanguage } from '../i18n/language';
import { MEDIA_ERRORS, sendSvg } from '../media/send-svg';
import { bannerSvg, promotionSvg } from '../media/svg';
import type { SystemRepository } from '../system/system-repository';
import type { ContentRepository } from './content-repository';

/** The banner picture's language: its title is drawn in it. */
const BannerPictureQuerySchema = z.object({
  lang: z.enum(CONTENT_LANGUAGES).default('en').describe('Language of the title on the picture: en, es, vi or zh (default en)'),
});

/**
 * GET /wps/relay/MCSFE_getListAnnouncements: notices, banners of every group, popups, promotions;
 * and the generated pictures of banners and promotions (pictures, not calls of the contract).
 */
export function registerContentRoutes(route: EndpointRoute, app: ZodApp, store: ContentRepository, system: SystemRepository): void {
  route(calls.announcements, async (request) => {
    const types = new Set<Notice['type']>(request.query.types ? (request.query.types.split(',') as Notice['type'][]) : NOTICE_TYPES);
    const content = await store.content(contentLanguage(request.headers.language));
    const now = Date.now();
    const notices = content.notices.filter((notice) => types.has(notice.type));
    return {
      notices,
      banners: content.banners,
      popup: notices.filter((notice) => notice.type === 'PU'),
      // Filtered per request, not in the cache, so a promotion disappears the moment it ends.
      promotion: content.promotions.filter(
        (p) => (p.startAt === null || Date.parse(p.startAt) <= now) && (p.endAt === null || Date.parse(p.endAt) > now),
      ),
    };
  });

  app.get(
    '/media/banners/:id.svg',
    {
      schema: {
        tags: ['media'],
        summary: 'Banner picture, 1200×360 SVG, its title in the language asked for',
        description: 'The announcements answer gives each banner its address with the language of the request (?lang=en|es|vi|zh; absent means en).',
        params: NumericIdParamsSchema,
        querystring: BannerPictureQuerySchema,
        response: MEDIA_ERRORS,
      },
    },
    async (request, reply) => {
      const title = await store.bannerTitle(request.params.id, request.query.lang);
      if (title === null) throw notFound('No such banner');
      const { brandName } = await system.settings();
      return sendSvg(reply, bannerSvg({ id: request.params.id, title, brandName }));
    },
  );

  app.get(
    '/media/promotions/:id.svg',
    { schema: { tags: ['media'], summary: 'Promotion picture, 750×300 SVG', params: NumericIdParamsSchema, response: MEDIA_ERRORS } },
    async (request, reply) => {
      const title = await store.promotionTitle(request.params.id);
      if (title === null) throw notFound('No such promotion');
      return sendSvg(reply, promotionSvg({ id: request.params.id, title }));
    },
  );
}
