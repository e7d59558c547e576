import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FirstData } from '@site/shared/contract';
import { assignNonce, nonceOf } from '../csp';
import { IndexHtml, renderIndex } from '../index-html';
import { isPlatformPath } from '../platform';
import type { RegistryReader } from '../registry-reader';
import { routeFacts } from '../route-remotes';
import { IMMUTABLE, notFound } from './remote-assets';

/** The image of the group's first banner (the banner strip's first slide), if any. */
export function firstBannerOf(firstData: FirstData, group: string | null): string | null {
  if (!group) return null;
  const banners = firstData.announcements?.value.banners ?? [];
  const first = banners.filter((banner) => banner.groupName === group).sort((a, b) => a.sort - b.sort)[0];
  // Only the site's own images: another origin would need its own CSP and CORS care.
  return first && first.url.startsWith('/') && !first.url.startsWith('//') ? first.url : null;
}

/** Webpack's `[contenthash:10]` in a file name: such a file never changes. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

export interface IndexPageOptions {
  shellDir: string;
  dataDir: string;
  /** The active registry, read per page load. */
  registry: RegistryReader;
  /** Brand settings inlined as `window.__SITE_CONFIG__` (merged under the platform's live switches). */
  siteConfig?: Record<string, unknown>;
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!String(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isPlatformPath(pathname) || pathname === '/remotes.json' || pathname.startsWith('/remotes/')) return false;
  // A history route has no file extension ('/register.html' and '/index.html' are routes too).
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last) || /\.html?$/i.test(last);
}

/**
 * The shell: its build's files, and index.html rendered per request for `/`, `/index.html` and
 * every other history route (the history fallback), with the registry, the site config and the
 * visitor's status inlined and preloads for what the route needs. Not encapsulated: the history
 * fallback is the site's not-found handler.
 */
export const indexPagePlugin = fp<IndexPageOptions>(
  async (app, { shellDir, dataDir, registry: registryReader, siteConfig }) => {
    const indexHtml = new IndexHtml(shellDir, dataDir);

    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      const template = await indexHtml.loadTemplate();
      if (template === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The shell is not built yet: run "npm run build" (or "npm start"), then reload.');
      }
      const [pathname = '/', query] = request.url.split('?');
      const [registry, shellRoutes, info, status] = await Promise.all([
        registryReader.active(),
        indexHtml.shellRoutes(),
        app.siteData.permissionInfo(request.host),
        app.siteData.systemStatus(request.ip),
      ]);
      // Learnt from the declarations the shell routes by: the shell's pages and the active releases'.
      const route = routeFacts(pathname, registry, shellRoutes);
      const [shellPreloads, remotePreloads, firstData] = await Promise.all([
        indexHtml.shellPreloads(),
        indexHtml.preloadsFor(registry, route.remotes),
        app.siteData.firstData(),
      ]);
      const banner = firstBannerOf(firstData, route.bannerGroup);
      const config = { ...siteConfig, ...(typeof info?.requireLogin === 'boolean' ? { requireLogin: info.requireLogin } : {}) };
      const nonce = nonceOf(reply.raw) ?? assignNonce(reply.raw);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderIndex(template, {
            nonce,
            registry,
            siteConfig: config,
            preloads: [...shellPreloads, ...remotePreloads],
            status,
            firstData,
            // A query may ask for another view of the route (the lottery's betting view), which has its own heading.
            boot: { brandName: info?.brandName, chrome: route.chrome, nav: route.nav, banner, heading: query ? null : route.heading },
          }),
        );
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsHtml(request)) return sendIndex(request, reply);
      return notFound(reply, request.url.split('?')[0] ?? 'resource');
    });

    // The shell build. Content-hashed files never change; main.js and the rest are revalidated.
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: shellDir,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        // The template is never served raw: '/' and '/index.html' are rendered.
        allowedPath: (pathname) => pathname !== '/index.html' && pathname !== 'index.html',
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', HASHED_FILE.test(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    });
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  },
  { name: 'site-index-page', fastify: '5.x', dependencies: ['site-platform', 'site-data'] },
);
