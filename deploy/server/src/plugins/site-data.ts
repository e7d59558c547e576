import fp from 'fastify-plugin';
import { uniqueOrigins, type CspSources } from '../csp';

export interface PermissionInfo {
  brandName?: string;
  requireLogin?: boolean;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
}

export interface BannerLike {
  groupName: string;
  url: string;
  sort: number;
}

/** What index.html inlines from the platform, each read cached briefly or per visitor. */
export interface SiteData {
  /** The platform's live switches (brand, require-login, CDN origins); null when the platform is down. */
  permissionInfo: (host: string) => Promise<PermissionInfo | null>;
  /** The visitor's system status (normal, maintenance, region-blocked); null when unknown. */
  systemStatus: (ip: string) => Promise<unknown>;
  /** The banners of every group. */
  bannerList: () => Promise<BannerLike[]>;
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
  /** How long the live switches and banners are reused (default 1000 ms and 5000 ms). */
  ttlMs?: number;
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

    // Banners change rarely; one read a few seconds serves every page load in between.
    let banners: { at: number; promise: Promise<BannerLike[]> } | undefined;
    function bannerList(): Promise<BannerLike[]> {
      if (banners && Date.now() - banners.at < (options.ttlMs ?? 5000)) return banners.promise;
      const promise = app
        .platformGet('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B')
        .then((body) => (body as { value?: { banners?: BannerLike[] } }).value?.banners ?? [])
        .catch(() => []);
      banners = { at: Date.now(), promise };
      return promise;
    }

    app.decorate('siteData', { permissionInfo, systemStatus, bannerList });
  },
  { name: 'site-data', fastify: '5.x', dependencies: ['site-platform'] },
);
