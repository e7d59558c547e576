/**
 * Runs the platform alone: `npx tsx deploy/platform/src/main.ts`. Environment: PORT (8090),
 * HOST (127.0.0.1), DATA_DIR (./.data), DATABASE_URL (use PostgreSQL instead of PGlite),
 * DEMO_SEED (1 or 0: demo accounts and money; default on for PGlite only),
 * OPERATOR_TOKEN, LOTTERY_SEED_KEY (required on PostgreSQL without DEMO_SEED=1), GAME_PROVIDER_SECRET
 * and DEMO_GATEWAY_SECRET (32+ characters each; unset, shared through the database on PostgreSQL,
 * in DATA_DIR or per process on PGlite: see config/secrets.ts), TRUST_PROXY (proxy hop count
 * or proxy addresses/CIDRs; see parseTrustProxy), SITE_ORIGINS (required off loopback or behind a
 * proxy: links in mails are built only from it), SITE_TIME_ZONE (the site day's IANA zone, default
 * Asia/Ho_Chi_Minh; see system/site-day.ts), BRAND_PROFILE (PH, MT or SEA, the default: the licence's
 * protection figures; see protection/brand-profile.ts), PLATFORM_TEST_HOOKS=1 (test-only operator
 * routes; never in production).
 */
import path from 'node:path';
import { requireSiteOrigins } from './accounts/context';
import Fastify from 'fastify';
import { mountDemoVendor } from '../../demo-vendor/src';
import { LOG_REDACT_PATHS, platformPlugin } from './app';
import { connectDatabase } from './db/database';
import { databaseModeLine, embeddedDatabaseWarning } from './db/database-mode';
import { runMigrations } from './db/migrate';
import { parseTrustProxy } from './http/trust-proxy';
import { resolveSiteSecrets } from './config/secrets';
import { configuredSiteTimeZone, settleSiteTimeZone } from './system/site-day';
import { seedPlatform } from './seed';
import { configuredBrandProfile } from './protection/brand-profile';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8090);
  const host = process.env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(process.env.DATA_DIR ?? './.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('PORT must be a port number');
  // Settings that decide who is who are checked before anything is opened.
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  // Links in mails are built only from SITE_ORIGINS: a platform reachable from elsewhere needs it.
  requireSiteOrigins({ host, behindProxy: trustProxy !== false, raw: process.env.SITE_ORIGINS });
  configuredSiteTimeZone();
  configuredBrandProfile();

  const started = performance.now();
  const db = await connectDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  // Starting the platform is the moment to bring the schema up to this build; a failure ends the process.
  await runMigrations(db);
  // Every platform process on the same database gets the same secrets (from the environment or the database).
  const secrets = await resolveSiteSecrets({ db, dataDir });
  // Every server counts days in one zone, the one the database's rollups were filed in.
  const timeZone = await settleSiteTimeZone(db);
  const { operatorToken, gameProviderSecret, demoGatewaySecret } = secrets;
  const app = Fastify({ logger: { redact: LOG_REDACT_PATHS }, trustProxy });
  // The platform checks the wallet calls with this secret and the demo vendor signs them with it.
  await app.register(platformPlugin, { db, operatorToken, gameProviderSecret, demoGatewaySecret, lottery: { seedKeys: secrets.lotterySeedKeys }, sealingKeys: secrets.sealingKeys });
  // The demo game vendor beside it under /provider (its own schema, signed wallet calls only), as the site server runs it.
  await mountDemoVendor(app, { db, gameProviderSecret });
  await app.ready();
  app.log.info(`platform: ${databaseModeLine(db.kind)}`);
  const durability = embeddedDatabaseWarning(db.kind);
  if (durability) app.log.warn(`platform: ${durability}`);
  await seedPlatform(db, { log: app.log });
  app.log.info(
    {
      database: db.kind,
      dataDir: db.kind === 'pglite' ? dataDir : undefined,
      readyMs: Math.round(performance.now() - started),
      trustProxy: process.env.TRUST_PROXY?.trim() || 'off',
      secrets: secrets.sources,
      timeZone,
    },
    'platform: database ready',
  );

  const shutdown = async (signal: string) => {
    app.log.info(`platform: ${signal}, stopping`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error('platform: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
