/**
 * The site's content call: notices, banners of every group, popup notices and promotions, in the
 * request's language.
 */
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';

export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_cockfight', 'w_promotion',
  'w_shop', 'w_help', 'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const NoticeTypeSchema = z.enum(NOTICE_TYPES);

export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string().describe('Image address'),
  title: z.string().optional().describe("What the slide offers, in the request's language (the picture's alternative text)"),
  linkageType: z
    .enum(['ROUTE', 'URL', 'GAME'])
    .nullish()
    .describe("Present when the slide is clickable: 'ROUTE' (an in-site path), 'URL' (new tab) or 'GAME'"),
  linkage: z.string().nullish().describe('The target of the linkage: a path, an address or a game code'),
  sort: z.number().int(),
});
export type Banner = z.output<typeof BannerSchema>;

export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Server HTML; clients sanitise it before rendering'),
  type: NoticeTypeSchema,
  createdAt: z.string(),
});
export type Notice = z.output<typeof NoticeSchema>;

export const PromotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type PromotionSummary = z.output<typeof PromotionSummarySchema>;

export const AnnouncementsSchema = z
  .object({
    notices: z.array(NoticeSchema),
    banners: z.array(BannerSchema),
    popup: z.array(NoticeSchema),
    promotion: z.array(PromotionSummarySchema),
  })
  .meta({ id: 'Announcements' });
export type AnnouncementsValue = z.output<typeof AnnouncementsSchema>;

const TYPE_LIST = new RegExp(`^(${NOTICE_TYPES.join('|')})(,(${NOTICE_TYPES.join('|')}))*$`);

export const AnnouncementsQuerySchema = z.object({
  types: z
    .string()
    .max(64)
    .regex(TYPE_LIST, { error: `must be a comma list of ${NOTICE_TYPES.join(', ')}` })
    .optional()
    .describe('Notice types to return, e.g. B,PL,PU,PR,H (default: all)'),
  platform: z.literal('W').optional().describe('Always W (web)'),
  execution: z
    .enum(NOTICE_TYPES)
    .optional()
    .describe('The default notice type of the caller (B). Accepted for protocol compatibility; it does not change the answer'),
});

export const contentEndpoints = {
  announcements: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'content',
    summary: 'Notices of the requested types, banners of every group, popup notices (PU) and promotions',
    description: 'Titles and contents follow the `Language` header (en, es, vi, zh; anything else means en). Contents are HTML.',
    query: AnnouncementsQuerySchema,
    response: AnnouncementsSchema,
  }),
};
