import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { precompressDir } from '../../releases/src/precompress';
import { activeRegistry, toActiveRegistry, type RegistryFile } from '../../releases/src/registry';
import { ensureInitialReleases } from '../../releases/src/release';
import { openReleaseStore } from '../../releases/src/store';
import { uniqueOrigins, type CspSources } from './csp';
import { siteLoggerOptions } from './logger';
import { clientAddressPlugin } from './plugins/client-address';
import { HASHED_FILE, indexPagePlugin } from './plugins/index-page';
import { opsPortPlugin } from './plugins/ops-port';
import { platformMountPlugin } from './plugins/platform-mount';
import { registryRoutePlugin } from './plugins/registry-route';
import { remoteAssetsPlugin } from './plugins/remote-assets';
import { RegistryReader } from './registry-reader';
import { securityHeadersPlugin } from './plugins/security-headers';
import { siteErrorHandler } from './site-error-handler';
import { siteDataPlugin } from './plugins/site-data';

/**
 * The site server: one process, one public port. It serves the shell build at `/`, each remote's
 * released versions at `/remotes/<id>/<version>/`, the active registry at `/remotes.json`,
 * index.html rendered per request for every history route, and the platform API (mounted
 * in-process, or proxied to PLATFORM_URL); /ops can move to a port of its own. Each of these is
 * a named Fastify plugin (see plugins/).
 */
export interface ServerOptions {
  /** Holds the remote versions and registry (with a database URL: a cache of the versions), the embedded database and the operator token. */
  dataDir: string;
  /** The repository root: the shell build is `<rootDir>/shell/dist`, remote builds `<rootDir>/mf-*\/dist`. */
  rootDir: string;
  /** Serve this shell build instead of `<rootDir>/shell/dist` (the bench serves the monolith build this way). */
  shellDir?: string;
  /** Run the platform on this PostgreSQL instead of the embedded database, and keep the releases there. */
  databaseUrl?: string;
  /** Proxy the platform paths to this URL instead of mounting the platform in-process. */
  platformUrl?: string;
  /** The operator token for PUT /ops/system (default: env OPERATOR_TOKEN, else shared through the database or `<dataDir>/operator-token`; see config/secrets.ts). */
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
  /** Serve /ops on this port only (0: any free port; start it with `app.opsPort.listen()`); the public port answers 404 there. */
  opsPort?: number;
  /** The address of the ops port (default 127.0.0.1). */
  opsHost?: string;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  const rootDir = path.resolve(options.rootDir);
  const shellDir = options.shellDir ? path.resolve(options.shellDir) : path.join(rootDir, 'shell', 'dist');

  const app = Fastify({
    logger: options.logger ? siteLoggerOptions() : false,
    // One line per asset request drowns everything else; LOG_REQUESTS=1 brings them back.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
    trustProxy: options.trustProxy ?? false,
    // The platform plugin opens the database, migrates it and seeds a new one (10,000 games) before it
    // is ready: tens of seconds for a fresh embedded database on a slow, busy machine, far beyond
    // Fastify's default of 10 s per plugin.
    pluginTimeout: 180_000,
  });
  // A route of the site's own that finds the database away answers a retryable 503, not a 500.
  app.setErrorHandler(siteErrorHandler);
  // Request logging off also silences the default error log, so server errors are logged here.
  app.addHook('onError', async (request, _reply, error) => {
    if (((error as { statusCode?: number }).statusCode ?? 500) >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
  });

  // With DATABASE_URL the releases are shared by every server on the database; the data directory caches them.
  const store = await openReleaseStore({ dataDir, databaseUrl: options.databaseUrl, log: (line) => app.log.info(`releases: ${line}`) });
  app.addHook('onClose', () => store.close());
  // The releases known at start are what pages get until the registry can be read.
  const known: RegistryFile = { remotes: {} };
  if (options.initialReleases !== false) {
    try {
      for (const result of await ensureInitialReleases(store, rootDir)) {
        if (result.status === 'released') app.log.info(`released ${result.id} ${result.version} (it had no active version)`);
        if (result.status === 'skipped') app.log.warn(`${result.id} is not served: ${result.reason}`);
        if (result.status !== 'skipped') known.remotes[result.id] = { active: result.version, history: [] };
      }
    } catch (error) {
      app.log.error({ err: error }, 'the remote registry cannot be read at start; pages are served without remotes until it can');
    }
  }
  const registry = new RegistryReader({
    read: () => activeRegistry(store),
    initial: await toActiveRegistry(store, known).catch(() => ({})),
    log: app.log,
  });
  // Only content-hashed files: they can never change under the same name, so their .br/.gz can
  // never go stale when the shell is rebuilt while the server runs. main.js is compressed per request.
  if (await fs.stat(shellDir).catch(() => undefined)) await precompressDir(shellDir, (file) => HASHED_FILE.test(file));

  const sources: CspSources = { images: uniqueOrigins(options.cdnOrigins ?? []), frames: uniqueOrigins(options.launchOrigins ?? []) };

  // Order matters: the request hooks (address, ops gate, headers) come before any route.
  await app.register(clientAddressPlugin);
  await app.register(opsPortPlugin, { port: options.opsPort, host: options.opsHost });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(securityHeadersPlugin, { sources });
  await app.register(platformMountPlugin, {
    dataDir,
    databaseUrl: options.databaseUrl,
    platformUrl: options.platformUrl,
    operatorToken: options.operatorToken,
  });
  const brand = options.siteConfig ?? {};
  await app.register(siteDataPlugin, {
    sources,
    cdnOrigins: options.cdnOrigins,
    launchOrigins: options.launchOrigins,
    ttlMs: options.siteConfigTtlMs,
    // The first data inlined into index.html answers the same announcement request the shell makes.
    announcementTypes: Array.isArray(brand.announcementTypes) ? (brand.announcementTypes as string[]) : undefined,
    announcementExecution: typeof brand.announcementExecution === 'string' ? brand.announcementExecution : undefined,
  });
  await app.register(registryRoutePlugin, { registry });
  await app.register(remoteAssetsPlugin, { store });
  await app.register(indexPagePlugin, { shellDir, dataDir, registry, siteConfig: options.siteConfig });

  await app.ready();
  // Learn the platform's CDN origins before the first page is served.
  await app.siteData.permissionInfo('localhost');
  return app;
}
