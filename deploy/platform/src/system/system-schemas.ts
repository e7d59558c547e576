/**
 * zod schemas of the platform's answers. They drive response serialisation and the OpenAPI
 * document, and the checks at the bottom make them match `shared/src/api/contract.ts` exactly:
 * a change on either side fails the typecheck.
 */
import { z } from 'zod';
import type {
  AnnouncementsValue,
  Banner,
  Country,
  DomainRouteValue,
  GameMenu,
  GameType,
  HelpSection,
  Notice,
  PermissionValue,
  PromotionSummary,
  RoutersValue,
  SystemStatusValue,
  VendorCard,
  VendorLane,
  WhiteLabelModule,
} from '@site/shared/contract';

export const GAME_TYPES = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH'] as const;
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott', 'w_cockfight', 'w_promotion',
  'w_shop', 'w_help', 'w_reg',
] as const;

export const GameTypeSchema = z.enum(GAME_TYPES);
export const NoticeTypeSchema = z.enum(NOTICE_TYPES);

/** The envelope of a successful answer. */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, errorCode: z.null(), message: z.null() });
}

/** The envelope of a refused or failed request; `field` names the bad input for VALIDATION. */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    value: z.null(),
    errorCode: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

export const SystemStatusSchema = z
  .object({
    status: z.literal([0, 1, 2]).describe('0 normal, 1 maintenance, 2 region restricted; maintenance wins'),
    ip: z.string(),
    maintenanceEndTime: z.string().nullable(),
  })
  .meta({ id: 'SystemStatus' });

export const WhiteLabelModuleSchema = z
  .object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    get childrenNodes(): z.ZodArray<typeof WhiteLabelModuleSchema> {
      return z.array(WhiteLabelModuleSchema);
    },
  })
  .meta({ id: 'WhiteLabelModule' });

export const WhiteLabelSchema = z.array(WhiteLabelModuleSchema);

export const SiteResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullish(),
  labelNameEn: z.string().nullish(),
});

export const CustomerServiceEntrySchema = z.object({ csPosition: z.string(), csType: z.string(), path: z.string() });

export const PermissionSchema = z
  .object({
    info: z.object({
      brandName: z.string(),
      whiteLabel: WhiteLabelSchema,
      registerRules: z.array(z.object({ field: z.string(), acceptedPattern: z.string() })),
      resources: z.array(SiteResourceSchema),
      customerService: z.array(CustomerServiceEntrySchema),
      analytics: z.object({ gtagId: z.string().nullable() }),
      domainRoute: z.string().nullable(),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
      languages: z.array(z.string()),
      requireLogin: z.boolean(),
    }),
    location: z.object({ ip: z.string(), country: z.string().nullable() }),
    maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
    regionRestriction: z.object({ restricted: z.boolean() }),
  })
  .meta({ id: 'Permission' });

export const RoutersSchema = z.object({ domainList: z.array(z.object({ domainName: z.string(), speed: z.number() })) });
export const DomainRouteSchema = z.object({ domainRoute: z.string().nullable() });

export const BannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
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

export const GameMenuSchema = z.object({ gameType: GameTypeSchema, name: z.string(), page: z.string() });
export const GameMenusSchema = z.array(GameMenuSchema);

export const VendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  vassalage: z.string(),
  gameType: GameTypeSchema,
  displayName: z.string(),
  isHot: z.literal([0, 1]),
  logoUrl: z.string(),
  listGames: z.boolean().optional(),
});

export const VendorLaneSchema = z.object({
  id: z.number().int(),
  title: GameTypeSchema,
  cards: z.array(VendorCardSchema),
  gameClassify: z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })),
});
export const VendorLanesSchema = z.array(VendorLaneSchema);

export const CountrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const CountriesSchema = z.array(CountrySchema);

export const HelpSectionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  title: z.string(),
  content: z.string().describe('Server HTML; clients sanitise it before rendering'),
});
export const HelpSectionsSchema = z.array(HelpSectionSchema);

// Compile-time agreement with the shared contract (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type _ContractChecks = [
  Expect<Same<z.output<typeof SystemStatusSchema>, SystemStatusValue>>,
  Expect<Same<z.output<typeof WhiteLabelModuleSchema>, WhiteLabelModule>>,
  Expect<Same<z.output<typeof PermissionSchema>, PermissionValue>>,
  Expect<Same<z.output<typeof RoutersSchema>, RoutersValue>>,
  Expect<Same<z.output<typeof DomainRouteSchema>, DomainRouteValue>>,
  Expect<Same<z.output<typeof BannerSchema>, Banner>>,
  Expect<Same<z.output<typeof NoticeSchema>, Notice>>,
  Expect<Same<z.output<typeof PromotionSummarySchema>, PromotionSummary>>,
  Expect<Same<z.output<typeof AnnouncementsSchema>, AnnouncementsValue>>,
  Expect<Same<z.output<typeof GameMenuSchema>, GameMenu>>,
  Expect<Same<z.output<typeof GameTypeSchema>, GameType>>,
  Expect<Same<z.output<typeof VendorCardSchema>, VendorCard>>,
  Expect<Same<z.output<typeof VendorLaneSchema>, VendorLane>>,
  Expect<Same<z.output<typeof CountrySchema>, Country>>,
  Expect<Same<z.output<typeof HelpSectionSchema>, HelpSection>>,
];
