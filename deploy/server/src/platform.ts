import { promises as fs } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';

import { PLATFORM_PREFIXES } from '@site/shared/contract/platform-prefixes';

export { PLATFORM_PREFIXES };

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A GET against the platform, whichever way it is mounted; resolves to the parsed JSON body. */
export type PlatformGet = (url: string, options?: { headers?: Record<string, string>; remoteAddress?: string }) => Promise<unknown>;

export interface MountOptions {
  dataDir: string;
  databaseUrl?: string;
  platformUrl?: string;
  operatorToken?: string;
}

/**
 * Mounts the platform: in this process on the embedded database (the default, one port, nothing
 * else to run), or, with `platformUrl`, as a reverse proxy to a platform running elsewhere.
 */
export async function mountPlatform(app: FastifyInstance, options: MountOptions): Promise<PlatformGet> {
  if (options.platformUrl) {
    const upstream = new URL(options.platformUrl).origin;
    for (const prefix of PLATFORM_PREFIXES) {
      await app.register(httpProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        replyOptions: {
          // The platform decides region blocking by the visitor's address, not ours: the one address
          // this server saw replaces the header, so a visitor's own entries never reach the platform.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
          }),
        },
      });
    }
    return async (url, { headers = {}, remoteAddress } = {}) => {
      // A platform behind this proxy sees the visitor through X-Forwarded-For (run it with TRUST_PROXY=1, one hop).
      const forwarded: Record<string, string> = remoteAddress ? { 'x-forwarded-for': remoteAddress } : {};
      const response = await fetch(new URL(url, upstream), { headers: { ...headers, ...forwarded }, signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`platform ${url}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    };
  }

  // Loaded only here: a proxying server never opens a database.
  const [
    { connectDatabase },
    { runMigrations },
    { platformPlugin },
    { databaseModeLine, embeddedDatabaseWarning },
    { seedPlatform },
    { resolveSiteSecrets },
    { mountDemoVendor },
    { settleSiteTimeZone },
  ] = await Promise.all([
    import('../../platform/src/db/database'),
    import('../../platform/src/db/migrate'),
    import('../../platform/src/app'),
    import('../../platform/src/db/database-mode'),
    import('../../platform/src/seed'),
    import('../../platform/src/config/secrets'),
    import('../../demo-vendor/src'),
    import('../../platform/src/system/site-day'),
  ]);
  // PGlite keeps its files in <DATA_DIR>/pglite, where `tsx deploy/platform/src/main.ts` looks too.
  await fs.mkdir(options.dataDir, { recursive: true });
  const db = await connectDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir });
  app.log.info(`platform: ${databaseModeLine(db.kind)}`);
  let secrets;
  try {
    // Starting the site is the moment to bring the schema up to this build.
    const applied = await runMigrations(db);
    if (applied.length) app.log.info(`platform: applied migrations ${applied.join(', ')}`);
    // Every server on the same database gets the same secrets; outside demo mode without
    // LOTTERY_SEED_KEY (or with a short variable) the start stops here.
    const env = options.operatorToken ? { ...process.env, OPERATOR_TOKEN: options.operatorToken } : process.env;
    secrets = await resolveSiteSecrets({ db, dataDir: options.dataDir, env });
    // Every server counts days in one zone, the one the database's rollups were filed in (else the start stops).
    await settleSiteTimeZone(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  app.log.info({ secrets: secrets.sources }, 'platform: where the secrets come from');
  const durability = embeddedDatabaseWarning(db.kind);
  if (durability) app.log.warn(`platform: ${durability}`);
  app.addHook('onClose', async () => {
    await db.close();
  });
  await seedPlatform(db, { log: app.log });
  // The platform checks the wallet calls with this secret and the demo vendor signs them with it,
  // as an operator configures both sides.
  const { operatorToken, gameProviderSecret, demoGatewaySecret } = secrets;
  await app.register(platformPlugin, { db, operatorToken, gameProviderSecret, demoGatewaySecret, lottery: { seedKeys: secrets.lotterySeedKeys }, sealingKeys: secrets.sealingKeys });
  // The demo game vendor, in this process and database for a one-command demo: its own schema,
  // reaching the platform only through signed wallet calls to this server's address.
  await mountDemoVendor(app, { db, gameProviderSecret });
  return injectedPlatformGet(app);
}

/** A GET against the platform mounted in `app`; an error answer (a database away: 503) rejects, and the page goes without it. */
export function injectedPlatformGet(app: FastifyInstance): PlatformGet {
  return async (url, { headers = {}, remoteAddress } = {}) => {
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress });
    if (response.statusCode >= 400) throw new Error(`platform ${url}: HTTP ${response.statusCode}`);
    return response.json() as unknown;
  };
}
