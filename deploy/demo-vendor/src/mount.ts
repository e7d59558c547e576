import type { FastifyInstance } from 'fastify';
import { providerPlugin, type ProviderOptions } from './provider-plugin';
import type { VendorScriptDb } from './vendor-db';
import { runVendorMigrations } from './vendor-migrations';

/**
 * Runs the demo vendor on `app` under /provider: its schema brought up to date, then its routes
 * and timers. What the site server does in demo mode; `gameProviderSecret` is the one the platform
 * checks the wallet calls with.
 */
export async function mountDemoVendor(app: FastifyInstance, options: ProviderOptions & { db: VendorScriptDb }): Promise<void> {
  await runVendorMigrations(options.db);
  await app.register(providerPlugin, options);
}
