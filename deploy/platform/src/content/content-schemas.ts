/**
 * zod schemas of the content call: its answer (checked at the bottom against
 * `@site/shared/contract`, both directions) and its query string.
 */
import { z } from 'zod';
import type { AnnouncementsValue, Banner, Notice, PromotionSummary } from '@site/shared/contract';
import type { Expect, Same } from '../http/schemas';
import { CONTENT_LANGUAGES } from '../i18n/language';

export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_cockfight', 'w_promotion',
  'w_shop', 'w_help', 'w_reg',
] as const;

export const NoticeTypeSchema = z.enum(NOTICE_TYPES);

export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string().optional().describe("What the slide offers, in the request's language (the picture's alternative text)"),
  linkageType: z.enum(['ROUTE', 'URL', 'GAME']).nullish(),
  linkage: z.string().nullish(),
  sort: z.number().int(),
});

export const NoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Server HTML; clients sanitise it before rendering'),
  type: NoticeTypeSchema,
  createdAt: z.string(),
});

export const PromotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});

export const AnnouncementsSchema = z
  .object({
    notices: z.array(NoticeSchema),
    banners: z.array(BannerSchema),
    popup: z.array(NoticeSchema),
    promotion: z.array(PromotionSummarySchema),
  })
  .meta({ id: 'Announcements' });

const TYPE_LIST = new RegExp(`^(${NOTICE_TYPES.join('|')})(,(${NOTICE_TYPES.join('|')}))*$`);

/** The banner picture's language: its title is drawn in it. */
export const BannerPictureQuerySchema = z.object({
  lang: z.enum(CONTENT_LANGUAGES).default('en').describe('Language of the title on the picture: en, es, vi or zh (default en)'),
});

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

// Compile-time agreement with the shared contract (both directions).
export type _ContractChecks = [
  Expect<Same<z.output<typeof BannerSchema>, Banner>>,
  Expect<Same<z.output<typeof NoticeSchema>, Notice>>,
  Expect<Same<z.output<typeof PromotionSummarySchema>, PromotionSummary>>,
  Expect<Same<z.output<typeof AnnouncementsSchema>, AnnouncementsValue>>,
];
