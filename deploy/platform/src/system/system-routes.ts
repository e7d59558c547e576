import { canonicalIp } from '../http/client-ip';
import { siteClosedReason } from '../http/closed-site-guard';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, LanguageHeaderSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { brandLogoSvg } from '../media/svg';
import { sendSvg } from '../media/send-svg';
import { isRegionRestricted, type SystemRepository } from './system-repository';
import {
  CountriesSchema,
  DomainRouteSchema,
  HelpSectionsSchema,
  PermissionQuerySchema,
  PermissionSchema,
  RoutersQuerySchema,
  RoutersSchema,
  SystemStatusSchema,
  WhiteLabelSchema,
} from './system-schemas';

const failures = { 500: ErrorEnvelopeSchema };
const withBadInput = { 400: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

/**
 * GET /wps/system/*: what the shell asks before it shows anything. These stay open while the site
 * is closed to a visitor, so the page can show the maintenance or blocked screen. Also the brand
 * logo picture, drawn from the brand name.
 */
export function registerSystemRoutes(app: ZodApp, store: SystemRepository): void {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'Which whole-site screen to show: normal, maintenance or region-blocked',
        response: { 200: okEnvelope(SystemStatusSchema), ...failures },
      },
    },
    async (request) => {
      const settings = await store.settings();
      const ip = canonicalIp(request.ip);
      // The same decision that refuses the guarded calls: maintenance wins over region restriction.
      const reason = siteClosedReason(settings, ip);
      const status = reason === 'MAINTENANCE' ? 1 : reason === 'REGION_BLOCKED' ? 2 : 0;
      return ok({ status, ip, maintenanceEndTime: settings.maintenance.enabled ? settings.maintenance.endTime : null } as const);
    },
  );

  app.get(
    '/wps/system/permission',
    {
      schema: {
        tags: ['system'],
        summary: 'Site configuration: brand, white label, register rules, resources, customer service, languages',
        querystring: PermissionQuerySchema,
        response: { 200: okEnvelope(PermissionSchema), ...withBadInput },
      },
    },
    async (request) => {
      const [settings, whiteLabel] = await Promise.all([store.settings(), store.whiteLabel()]);
      const ip = canonicalIp(request.ip);
      return ok({
        info: {
          brandName: settings.brandName,
          whiteLabel,
          registerRules: settings.registerRules,
          resources: settings.resources,
          customerService: settings.customerService,
          analytics: { gtagId: settings.gtagId },
          domainRoute: settings.domainRoute,
          imageCDNs: settings.imageCdns,
          launchGameCDNs: settings.launchGameCdns,
          languages: settings.languages,
          requireLogin: settings.requireLogin,
        },
        // No geolocation database ships with the platform, so the country is unknown.
        location: { ip, country: null },
        maintenance: settings.maintenance,
        regionRestriction: { restricted: isRegionRestricted(settings, ip) },
      });
    },
  );

  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags: ['system'],
        summary: 'The white-label module tree (flags such as DIRECTREG3)',
        response: { 200: okEnvelope(WhiteLabelSchema), ...failures },
      },
    },
    async () => ok(await store.whiteLabel()),
  );

  app.get(
    '/wps/system/routers',
    {
      schema: {
        tags: ['system'],
        summary: 'Domains for a device type',
        querystring: RoutersQuerySchema,
        response: { 200: okEnvelope(RoutersSchema), ...withBadInput },
      },
    },
    async (request) => {
      const domains = await store.routerDomains(request.query.device === '0' ? 0 : 3);
      return ok({ domainList: domains.map((domainName) => ({ domainName, speed: 0 })) });
    },
  );

  app.get(
    '/wps/system/domainRoute',
    {
      schema: { tags: ['system'], summary: 'The domain route, when one is configured', response: { 200: okEnvelope(DomainRouteSchema), ...failures } },
    },
    async () => ok({ domainRoute: (await store.settings()).domainRoute }),
  );

  app.get(
    '/wps/system/countries',
    {
      schema: { tags: ['system'], summary: 'Countries and dialing codes for the phone fields', response: { 200: okEnvelope(CountriesSchema), ...failures } },
    },
    async () => ok(await store.countries()),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['system'],
        summary: 'Help centre sections (HTML) in the Language header language, English otherwise',
        headers: LanguageHeaderSchema,
        response: { 200: okEnvelope(HelpSectionsSchema), ...failures },
      },
    },
    async (request) => ok(await store.help(contentLanguage(request.headers.language))),
  );

  app.get(
    '/media/brand/logo.svg',
    { schema: { tags: ['media'], summary: 'The brand logo, 240×60 SVG', response: { 500: ErrorEnvelopeSchema } } },
    async (_request, reply) => sendSvg(reply, brandLogoSvg((await store.settings()).brandName)),
  );
}
