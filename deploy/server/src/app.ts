import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { isRemoteId, isValidVersion, versionDir } from '../../ops/src/paths';
import { precompressDir } from '../../ops/src/precompress';
import { activeRegistry } from '../../ops/src/registry';
import { ensureInitialReleases } from '../../ops/src/release';
import { assignNonce, cspDirectives, nonceOf, uniqueOrigins, type CspSources } from './csp';
import { IndexHtml, renderIndex } from './index-html';
import { isPlatformPath, mountPlatform, type PlatformGet } from './platform';
import { bannerGroupFor } from '@site/shared/contract';
import { remotesForRoute } from './route-remotes';

/**
 * The site server (DESIGN.md §2 and §4): one process, one port. It serves the shell build at `/`,
 * each remote's released versions at `/remotes/<id>/<version>/`, the active registry at
 * `/remotes.json`, index.html rendered per request for every history route, and the platform API
 * (mounted in-process, or proxied to PLATFORM_URL).
 */
export interface ServerOptions {
  /** Holds the remote versions and registry, the embedded database and the operator token. */
  dataDir: string;
  /** The repository root: the shell build is `<rootDir>/shell/dist`, remote builds `<rootDir>/mf-*\/dist`. */
  rootDir: string;
  /** Run the platform on this PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Proxy the platform paths to this URL instead of mounting the platform in-process. */
  platformUrl?: string;
  /** The operator token for PUT /ops/system (default: env OPERATOR_TOKEN or `<dataDir>/operator-token`). */
  operatorToken?: string;
  logger?: boolean;
  /** Image CDN origins allowed by the CSP, besides those the platform configuration names. */
  cdnOrigins?: string[];
  /** Game-launch origins that may be framed, besides those the platform configuration names. */
  launchOrigins?: string[];
  /** Which proxies in front of this server may name the visitor in X-Forwarded-*: a hop count or their addresses (never `true`). */
  trustProxy?: false | string[] | ((address: string, hop: number) => boolean);
  /** Brand settings inlined as `window.__SITE_CONFIG__` (merged under the platform's live switches). */
  siteConfig?: Record<string, unknown>;
  /** How long the platform's live switches are reused for index.html (default 1000 ms). */
  siteConfigTtlMs?: number;
  /** Release every remote without an active version at start (default true). */
  initialReleases?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's `[contenthash:10]` in a file name: such a file never changes. */
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

interface BannerLike {
  groupName: string;
  url: string;
  sort: number;
}

interface PermissionInfo {
  brandName?: string;
  requireLogin?: boolean;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
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

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).header('cache-control', 'no-store').send({ success: false, value: null, errorCode: 'NOT_FOUND', message: `${what} not found` });
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  const rootDir = path.resolve(options.rootDir);
  const shellDir = path.join(rootDir, 'shell', 'dist');

  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // One line per asset request drowns everything else; LOG_REQUESTS=1 brings them back.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    trustProxy: options.trustProxy ?? false,
  });
  // Request logging off also silences the default error log, so server errors are logged here.
  app.addHook('onError', async (request, _reply, error) => {
    if (((error as { statusCode?: number }).statusCode ?? 500) >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
  });

  if (options.initialReleases !== false) {
    for (const result of await ensureInitialReleases(dataDir, rootDir)) {
      if (result.status === 'released') app.log.info(`released ${result.id} ${result.version} (it had no active version)`);
      if (result.status === 'skipped') app.log.warn(`${result.id} is not served: ${result.reason}`);
    }
  }
  // Only content-hashed files: they can never change under the same name, so their .br/.gz can
  // never go stale when the shell is rebuilt while the server runs. main.js is compressed per request.
  if (await fs.stat(shellDir).catch(() => undefined)) await precompressDir(shellDir, (file) => HASHED_FILE.test(file));

  const sources: CspSources = { images: uniqueOrigins(options.cdnOrigins ?? []), frames: uniqueOrigins(options.launchOrigins ?? []) };

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onRequest', async (_request, reply) => {
    assignNonce(reply.raw);
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(sources) },
    // Game popups keep their opener (the site closes and watches them).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const platformGet: PlatformGet = await mountPlatform(app, {
    dataDir,
    databaseUrl: options.databaseUrl,
    platformUrl: options.platformUrl,
    operatorToken: options.operatorToken,
  });

  // The platform's live switches for index.html; a platform that is down must not take the page down.
  let permission: { at: number; promise: Promise<PermissionInfo | null> } | undefined;
  function permissionInfo(host: string): Promise<PermissionInfo | null> {
    if (permission && Date.now() - permission.at < (options.siteConfigTtlMs ?? 1000)) return permission.promise;
    const promise = platformGet(`/wps/system/permission?url=${encodeURIComponent(host)}`)
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

  /**
   * The visitor's system status (normal, maintenance, region-blocked), inlined so the shell picks
   * the right whole-app screen on its first paint instead of flashing the home page first. Per
   * request, because region blocking depends on the visitor's address.
   */
  function systemStatus(ip: string): Promise<unknown> {
    return platformGet('/wps/system/status', { remoteAddress: ip })
      .then((body) => ((body as { success?: boolean; value?: unknown }).success ? (body as { value: unknown }).value : null))
      .catch(() => null);
  }

  // Banners change rarely; one read a few seconds serves every page load in between.
  let banners: { at: number; promise: Promise<BannerLike[]> } | undefined;
  function bannerList(): Promise<BannerLike[]> {
    if (banners && Date.now() - banners.at < (options.siteConfigTtlMs ?? 5000)) return banners.promise;
    const promise = platformGet('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B')
      .then((body) => (body as { value?: { banners?: BannerLike[] } }).value?.banners ?? [])
      .catch(() => []);
    banners = { at: Date.now(), promise };
    return promise;
  }

  /** The image of the route's first banner (the banner strip's first slide), if the route has one. */
  async function firstBannerOf(pathname: string): Promise<string | null> {
    const group = bannerGroupFor(pathname);
    if (!group) return null;
    const first = (await bannerList()).filter((banner) => banner.groupName === group).sort((a, b) => a.sort - b.sort)[0];
    // Only the site's own images: a preload for another origin would need its own CSP and CORS care.
    return first && first.url.startsWith('/') && !first.url.startsWith('//') ? first.url : null;
  }

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
    const [registry, info, status, imagePreload] = await Promise.all([
      activeRegistry(dataDir),
      permissionInfo(request.host),
      systemStatus(request.ip),
      firstBannerOf(request.url.split('?')[0] ?? '/'),
    ]);
    const pathname = request.url.split('?')[0] ?? '/';
    const preloads = [...(await indexHtml.shellPreloads()), ...(await indexHtml.preloadsFor(registry, remotesForRoute(pathname)))];
    const siteConfig = { ...options.siteConfig, ...(typeof info?.requireLogin === 'boolean' ? { requireLogin: info.requireLogin } : {}) };
    const nonce = nonceOf(reply.raw) ?? assignNonce(reply.raw);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndex(template, { nonce, registry, siteConfig, preloads, status, brandName: info?.brandName, imagePreload }));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsHtml(request)) return sendIndex(request, reply);
    return notFound(reply, request.url.split('?')[0] ?? 'resource');
  });

  app.get('/remotes.json', async (_request, reply) => {
    // Read per request: a release or rollback by the CLI is live on the next page load.
    return reply.header('cache-control', 'no-store').send(await activeRegistry(dataDir));
  });

  // A remote version's files: immutable, so cached forever; unknown ids or versions are 404s.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: dataDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (res) => {
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    const present = new Set<string>();
    scope.get<{ Params: { id: string; version: string; '*': string } }>('/remotes/:id/:version/*', async (request, reply) => {
      const { id, version } = request.params;
      const file = request.params['*'];
      if (!isRemoteId(id) || !isValidVersion(version) || !file) return notFound(reply, `remote ${id} ${version}`);
      const dir = versionDir(dataDir, id, version);
      if (!present.has(dir)) {
        if (!(await fs.stat(dir).catch(() => undefined))?.isDirectory()) return notFound(reply, `remote ${id} version ${version}`);
        present.add(dir);
      }
      return reply.sendFile(file, dir);
    });
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
      // The template is never served raw: '/' and '/index.html' are rendered (see below).
      allowedPath: (pathname) => pathname !== '/index.html' && pathname !== 'index.html',
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', HASHED_FILE.test(path.basename(filePath).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  await app.ready();
  // Learn the platform's CDN origins before the first page is served.
  await permissionInfo('localhost');
  return app;
}
