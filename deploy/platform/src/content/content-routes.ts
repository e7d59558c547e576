import type { Notice } from '@site/shared/contract';
import { ok } from '../http/errors';
import type { RouteDeps, ZodApp } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { AnnouncementsSchema, ErrorEnvelopeSchema, NOTICE_TYPES, okEnvelope } from '../schemas/contract-schemas';
import { AnnouncementsQuerySchema, LanguageHeaderSchema } from '../schemas/request-schemas';

/** GET /wps/relay/MCSFE_getListAnnouncements: notices, banners of every group, popups, promotions. */
export function registerContentRoutes(app: ZodApp, { store }: RouteDeps): void {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['content'],
        summary: 'Notices of the requested types, banners of every group, popup notices (PU) and promotions',
        description: 'Titles and contents follow the Language header (en, es, vi, zh; anything else means en). Contents are HTML.',
        querystring: AnnouncementsQuerySchema,
        headers: LanguageHeaderSchema,
        response: { 200: okEnvelope(AnnouncementsSchema), 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const types = new Set<Notice['type']>(
        request.query.types ? (request.query.types.split(',') as Notice['type'][]) : NOTICE_TYPES,
      );
      const content = await store.content(contentLanguage(request.headers.language));
      const now = Date.now();
      const notices = content.notices.filter((notice) => types.has(notice.type));
      return ok({
        notices,
        banners: content.banners,
        popup: notices.filter((notice) => notice.type === 'PU'),
        // Filtered per request, not in the cache, so a promotion disappears the moment it ends.
        promotion: content.promotions.filter(
          (p) => (p.startAt === null || Date.parse(p.startAt) <= now) && (p.endAt === null || Date.parse(p.endAt) > now),
        ),
      });
    },
  );
}
