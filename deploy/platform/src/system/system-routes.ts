import { systemEndpoints as calls } from '@site/shared/contract/site';
import { canonicalIp } from '../http/client-ip';
import { siteClosedReason } from './site-closed';
import type { EndpointRoute } from '../http/endpoint-routes';
import { ErrorEnvelopeSchema } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { brandLogoSvg } from '../media/svg';
import { sendSvg } from '../media/send-svg';
import { isRegionRestricted, type SystemRepository } from './system-repository';
import { siteTimeZone } from './site-day';

/**
 * GET /wps/system/*: what the shell asks before it shows anything. These stay open while the site
 * is closed to a visitor, so the page can show the maintenance or blocked screen. Also the brand
 * logo picture, drawn from the brand name (a picture, not a call of the contract).
 */
export function registerSystemRoutes(route: EndpointRoute, app: ZodApp, store: SystemRepository): void {
  route(calls.status, async (request) => {
    const settings = await store.settings();
    const ip = canonicalIp(request.ip);
    // The same decision that refuses the guarded calls: maintenance wins over region restriction.
    const reason = siteClosedReason(settings, ip);
    const status = reason === 'MAINTENANCE' ? 1 : reason === 'REGION_BLOCKED' ? 2 : 0;
    return { status, ip, maintenanceEndTime: settings.maintenance.enabled ? settings.maintenance.endTime : null } as const;
  });

  route(calls.permission, async (request) => {
    const [settings, whiteLabel, customerService] = await Promise.all([store.settings(), store.whiteLabel(), store.customerServiceFor(request)]);
    const ip = canonicalIp(request.ip);
    return {
      info: {
        brandName: settings.brandName,
        whiteLabel,
        registerRules: settings.registerRules,
        resources: settings.resources,
        customerService,
        analytics: { gtagId: settings.gtagId },
        domainRoute: settings.domainRoute,
        imageCDNs: settings.imageCdns,
        launchGameCDNs: settings.launchGameCdns,
        languages: settings.languages,
        requireLogin: settings.requireLogin,
        timeZone: siteTimeZone(),
      },
      // No geolocation database ships with the platform, so the country is unknown.
      location: { ip, country: null },
      maintenance: settings.maintenance,
      regionRestriction: { restricted: isRegionRestricted(settings, ip) },
    };
  });

  route(calls.whiteLabel, () => store.whiteLabel());

  route(calls.routers, async (request) => {
    const domains = await store.routerDomains(request.query.device === '0' ? 0 : 3);
    return { domainList: domains.map((domainName) => ({ domainName, speed: 0 })) };
  });

  route(calls.domainRoute, async () => ({ domainRoute: (await store.settings()).domainRoute }));

  route(calls.countries, () => store.countries());

  app.get(
    '/media/brand/logo.svg',
    { schema: { tags: ['media'], summary: 'The brand logo, 240×60 SVG', response: { 500: ErrorEnvelopeSchema } } },
    async (_request, reply) => sendSvg(reply, brandLogoSvg((await store.settings()).brandName)),
  );
}
