import fp from 'fastify-plugin';
import { DEFAULT_ANNOUNCEMENT_EXECUTION, DEFAULT_ANNOUNCEMENT_TYPES, DEFAULT_LANGUAGE, FIRST_DATA_CALLS, type FirstData } from '@site/shared/contract';
import { uniqueOrigins, type CspSources } from '../csp';

export interface PermissionInfo {
  brandName?: string;
  requireLogin?: boolean;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
}

/** What index.html inlines from the platform, each read cached briefly or per visitor. */
export interface SiteData {
  /** The platform's live switches (brand, require-login, CDN origins); null when the platform is down. */
  permissionInfo: (host: string) => Promise<PermissionInfo | null>;
  /** The visitor's system status (normal, maintenance, region-blocked); null when unknown. */
  systemStatus: (ip: string) => Promise<unknown>;
  /** What the first render needs (banners, notices, the navigation's game types and providers), in the first visit's language. */
  firstData: () => Promise<FirstData>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteData: SiteData;
  }
}

export interface SiteDataOptions {
  /** Updated with the CDN origins the platform names, so the CSP follows its configuration. */
  sources: CspSources;
  cdnOrigins?: string[];
  launchOrigins?: string[];
  /** How long the live switches and the first data are reused (default 1000 ms and 5000 ms). */
  ttlMs?: number;
  /** The brand's announcement request, when it is not the default one. */
  announcementTypes?: readonly string[];
  announcementExecution?: string;
}

/**
 * Reads the platform's data for index.html. A platform that is down must not take the page down:
 * every read answers null or empty instead of failing.
 */
export const siteDataPlugin = fp<SiteDataOptions>(
  async (app, options) => {
    const { sources } = options;
    let permission: { at: number; promise: Promise<PermissionInfo | null> } | undefined;
    function permissionInfo(host: string): Promise<PermissionInfo | null> {
      if (permission && Date.now() - permission.at < (options.ttlMs ?? 1000)) return permission.promise;
      const promise = app
        .platformGet(`/wps/system/permission?url=${encodeURIComponent(host)}`)
        .then((body) => {
          const info = (body as { success?: boolean; value?: { info?: PermissionInfo } }).value?.info;
          if (!info) return null;
          sources.images = uniqueOrigins([...(options.cdnOrigins ?? []), ...(info.imageCDNs ?? [])]);
          sources.frames = uniqueOrigins([...(options.launchOrigins ?? []), ...(info.launchGameCDNs ?? [])]);
          return info;
        })
        .catch((error: unknown) => {
          app.log.warn(`site config: ${(error as Error).message}`);
          return null;
        });
      permission = { at: Date.now(), promise };
      return promise;
    }

    // Per request: region blocking depends on the visitor's address.
    function systemStatus(ip: string): Promise<unknown> {
      return app
        .platformGet('/wps/system/status', { remoteAddress: ip })
        .then((body) => ((body as { success?: boolean; value?: unknown }).success ? (body as { value: unknown }).value : null))
        .catch(() => null);
    }

    // Announcements, game types and providers change rarely; one read a few seconds serves every
    // page load in between. A part the platform cannot answer is left out: the page then asks itself.
    const valueOf = ({ path, params }: { path: string; params: Record<string, string> }) => {
      const query = new URLSearchParams(params).toString();
      return app
        .platformGet(query ? `${path}?${query}` : path, { headers: { Language: DEFAULT_LANGUAGE } })
        .then((body) => ((body as { success?: boolean }).success ? (body as { value: unknown }).value : undefined))
        .catch(() => undefined);
    };
    let first: { at: number; promise: Promise<FirstData> } | undefined;
    function firstData(): Promise<FirstData> {
      if (first && Date.now() - first.at < (options.ttlMs ?? 5000)) return first.promise;
      const types = (options.announcementTypes ?? DEFAULT_ANNOUNCEMENT_TYPES).join(',');
      const execution = options.announcementExecution ?? DEFAULT_ANNOUNCEMENT_EXECUTION;
      const { announcements: notices, gameMenus: menus, vendorLanes: lanes } = FIRST_DATA_CALLS;
      const promise = Promise.all([
        valueOf({ path: notices.path, params: { types, ...notices.params, execution } }),
        valueOf(menus),
        valueOf(lanes),
      ]).then(([announcements, gameMenus, vendorLanes]): FirstData => ({
        lang: DEFAULT_LANGUAGE,
        ...(announcements ? { announcements: { types, execution, value: announcements as NonNullable<FirstData['announcements']>['value'] } } : {}),
        ...(Array.isArray(gameMenus) ? { gameMenus: gameMenus as NonNullable<FirstData['gameMenus']> } : {}),
        ...(Array.isArray(vendorLanes) ? { vendorLanes: vendorLanes as NonNullable<FirstData['vendorLanes']> } : {}),
      }));
      first = { at: Date.now(), promise };
      return promise;
    }

    app.decorate('siteData', { permissionInfo, systemStatus, firstData });
  },
  { name: 'site-data', fastify: '5.x', dependencies: ['site-platform'] },
);
