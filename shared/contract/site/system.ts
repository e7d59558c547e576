/**
 * The site's own calls: which whole-site screen to show, the site configuration the shell reads
 * before it shows anything, domains, countries, the help centre, and the operator's switches
 * (maintenance, region restriction, white label, require login). The reads stay open while the
 * site is closed to a visitor, so the page can show the maintenance or blocked screen.
 */
import { z } from 'zod';
import { endpoint, LanguageHeaderSchema } from '../endpoint';

export const SystemStatusSchema = z
  .object({
    status: z.literal([0, 1, 2]).describe('0 normal, 1 maintenance, 2 region restricted; maintenance wins'),
    ip: z.string().describe('The visitor IP as the platform saw it (shown on the region-blocked page)'),
    maintenanceEndTime: z.string().nullable().describe('ISO time maintenance is expected to end, when known'),
  })
  .meta({ id: 'SystemStatus' });
export type SystemStatusValue = z.output<typeof SystemStatusSchema>;

/** One node of the white-label module tree; flags such as DIRECTREG3 are modIds. */
export const WhiteLabelModuleSchema = z
  .object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    get childrenNodes(): z.ZodArray<typeof WhiteLabelModuleSchema> {
      return z.array(WhiteLabelModuleSchema);
    },
  })
  .meta({ id: 'WhiteLabelModule' });
export type WhiteLabelModule = z.output<typeof WhiteLabelModuleSchema>;

/** The white-label module tree alone. */
export const WhiteLabelSchema = z.array(WhiteLabelModuleSchema);
export type WhiteLabelValue = z.output<typeof WhiteLabelSchema>;

export const SiteResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullish(),
  labelNameEn: z.string().nullish(),
});
export type SiteResource = z.output<typeof SiteResourceSchema>;

/**
 * A customer-service contact; csPosition (VIP, LIVECHAT, WHATSAPP, TELEGRAM, TELEGRAM2, HELP) places it
 * in the right bar. Only the entries the caller may see are answered (customer-service.ts).
 */
export const CustomerServiceEntrySchema = z.object({
  csPosition: z.string(),
  csType: z.string().describe("'1' a plain link; '3' a service-record path, encrypted (its last 8 characters are the key)"),
  path: z.string().describe('Where the contact opens'),
  online: z.boolean().describe('Inside its staffed hours now'),
  opensAt: z.string().nullable().describe('When offline: the next opening (ISO time); null when online'),
});
export type CustomerServiceEntry = z.output<typeof CustomerServiceEntrySchema>;

export const PermissionSchema = z
  .object({
    info: z.object({
      brandName: z.string().describe("The brand shown in tab titles ('{name} game hall') and the footer"),
      whiteLabel: WhiteLabelSchema,
      registerRules: z.array(z.object({ field: z.string(), acceptedPattern: z.string() })),
      resources: z.array(SiteResourceSchema),
      customerService: z.array(CustomerServiceEntrySchema),
      analytics: z.object({ gtagId: z.string().nullable() }),
      domainRoute: z.string().nullable(),
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
      languages: z.array(z.string()).describe("Language codes offered in the picker (lowercase BCP 47, e.g. 'en', 'pt-br')"),
      requireLogin: z.boolean().describe('Send signed-out visitors to /login'),
      timeZone: z.string().describe("The site day's IANA time zone (e.g. 'Asia/Ho_Chi_Minh'): what today, record filters and report periods mean"),
    }),
    location: z.object({ ip: z.string(), country: z.string().nullable() }),
    maintenance: z.object({ enabled: z.boolean(), endTime: z.string().nullable() }),
    regionRestriction: z.object({ restricted: z.boolean() }),
  })
  .meta({ id: 'Permission' });
export type PermissionValue = z.output<typeof PermissionSchema>;

export const RoutersSchema = z.object({ domainList: z.array(z.object({ domainName: z.string(), speed: z.number() })) });
export type RoutersValue = z.output<typeof RoutersSchema>;

export const DomainRouteSchema = z.object({ domainRoute: z.string().nullable() });
export type DomainRouteValue = z.output<typeof DomainRouteSchema>;

export const CountrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.output<typeof CountrySchema>;
export const CountriesSchema = z.array(CountrySchema);

export const HelpSectionSchema = z.object({
  id: z.number().int(),
  section: z
    .string()
    .describe("Stable key, the URL hash of /help: 'terms', 'bonus', 'vip', 'rebate', 'responsible', 'privacy', 'withdraw', 'deposit', 'complaints', 'licence', 'faq', 'about'"),
  title: z.string(),
  content: z.string().describe("Server HTML, its figures filled from the live configuration; clients sanitise it before rendering"),
  version: z.number().int().min(1).describe('Goes up by one with every edit of the section (in any language)'),
  updatedAt: z.string().describe('ISO time of the last edit'),
});
export type HelpSection = z.output<typeof HelpSectionSchema>;
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

/** Liveness: the process answers; nothing else is looked at. */
export const LivenessSchema = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

/** Readiness: the database answered a trivial query, in `databaseMs`. */
export const ReadinessSchema = z.object({ status: z.literal('ready'), databaseMs: z.number().int().nonnegative() }).meta({ id: 'Readiness' });

const LANGUAGE_NOTE = 'In the `Language` header language (en, es, vi, zh; anything else means en).';

export const systemEndpoints = {
  live: endpoint({ method: 'GET', path: '/wps/health/live', caller: 'visitor', closedSite: 'serve', tag: 'system', summary: "Liveness for a load balancer: the process is up (never touches the database)", response: LivenessSchema }),
  ready: endpoint({ method: 'GET', path: '/wps/health/ready', caller: 'visitor', closedSite: 'serve', tag: 'system', summary: 'Readiness for a load balancer: the database answers within a second (else 503 DATABASE_UNAVAILABLE)', response: ReadinessSchema }),
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'Which whole-site screen to show: normal, maintenance or region-blocked',
    response: SystemStatusSchema,
  }),
  permission: endpoint({
    method: 'GET',
    path: '/wps/system/permission',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'Site configuration: brand, white label, register rules, resources, customer service, languages',
    query: PermissionQuerySchema,
    response: PermissionSchema,
  }),
  whiteLabel: endpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'The white-label module tree (flags such as DIRECTREG3)',
    response: WhiteLabelSchema,
  }),
  routers: endpoint({
    method: 'GET',
    path: '/wps/system/routers',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'Domains for a device type',
    query: RoutersQuerySchema,
    response: RoutersSchema,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'The domain route, when one is configured',
    response: DomainRouteSchema,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/wps/system/countries',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'system',
    summary: 'Countries and dialing codes for the phone fields',
    response: CountriesSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    caller: 'visitor',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'system',
    summary: 'Help centre sections (HTML)',
    description: LANGUAGE_NOTE,
    response: HelpSectionsSchema,
  }),
  opsSettings: endpoint({
    method: 'GET',
    path: '/ops/system',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Current operator settings',
    response: OperatorSettingsSchema,
  }),
  opsUpdateSettings: endpoint({
    method: 'PUT',
    path: '/ops/system',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Change settings; omitted parts stay as they are. Takes effect on the next request.',
    body: OperatorUpdateSchema,
    response: OperatorSettingsSchema,
  }),
};
