/**
 * zod schemas of the system calls: what they answer (driving serialisation and the OpenAPI
 * document, checked at the bottom against `@site/shared/contract` so a change on either side fails
 * the typecheck) and what callers send, the operator's settings included.
 */
import { z } from 'zod';
import type {
  Country,
  DomainRouteValue,
  HelpSection,
  PermissionValue,
  RoutersValue,
  SystemStatusValue,
  WhiteLabelModule,
} from '@site/shared/contract';
import type { Expect, Same } from '../http/schemas';

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

export const CountrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export const CountriesSchema = z.array(CountrySchema);

export const HelpSectionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  title: z.string(),
  content: z.string().describe('Server HTML; clients sanitise it before rendering'),
});
export const HelpSectionsSchema = z.array(HelpSectionSchema);

export const PermissionQuerySchema = z.object({
  url: z.string().max(255).optional().describe('The host the site is served on'),
});

export const RoutersQuerySchema = z.object({
  device: z.enum(['0', '3']).describe('0 desktop, 3 mobile'),
});

const IpOrAnySchema = z.union([z.ipv4(), z.ipv6(), z.literal('*')], { error: "must be an IP address or '*'" });

export const MODULE_ID = /^[A-Z0-9_]{1,32}$/;

/** PUT /ops/system. Strict: an unknown key is an error, not ignored. Omitted parts stay as they are. */
export const OperatorUpdateSchema = z
  .strictObject({
    maintenance: z
      .strictObject({
        enabled: z.boolean(),
        endTime: z.iso
          .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-01-31T18:00:00Z' })
          .nullable()
          .optional()
          .describe('Expected end; null clears it, omitted keeps it'),
      })
      .optional(),
    regionRestriction: z
      .strictObject({
        enabled: z.boolean(),
        blockedIps: z.array(IpOrAnySchema).max(100).optional().describe("Visitor IPs to block, or '*' for everyone; omitted keeps the list"),
      })
      .optional(),
    whiteLabel: z
      .record(z.string().regex(MODULE_ID, { error: 'is not a module id' }), z.boolean())
      .optional()
      .describe('modId → enabled, for known modIds only'),
    requireLogin: z.boolean().optional(),
  })
  .meta({ id: 'OperatorUpdate' });

export type OperatorUpdate = z.output<typeof OperatorUpdateSchema>;

export const OperatorSettingsSchema = z
  .object({
    brandName: z.string(),
    maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
    regionRestriction: z.object({ enabled: z.boolean(), blockedIps: z.array(z.string()) }),
    whiteLabel: z.record(z.string(), z.boolean()),
    requireLogin: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OperatorSettings' });

export type OperatorSettings = z.output<typeof OperatorSettingsSchema>;

// Compile-time agreement with the shared contract (both directions).
export type _ContractChecks = [
  Expect<Same<z.output<typeof SystemStatusSchema>, SystemStatusValue>>,
  Expect<Same<z.output<typeof WhiteLabelModuleSchema>, WhiteLabelModule>>,
  Expect<Same<z.output<typeof PermissionSchema>, PermissionValue>>,
  Expect<Same<z.output<typeof RoutersSchema>, RoutersValue>>,
  Expect<Same<z.output<typeof DomainRouteSchema>, DomainRouteValue>>,
  Expect<Same<z.output<typeof CountrySchema>, Country>>,
  Expect<Same<z.output<typeof HelpSectionSchema>, HelpSection>>,
];
