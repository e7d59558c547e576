/**
 * The demo game vendor, seen from outside: what a server mounts under /provider, the migrations of
 * its own schema, and the maths of one of its games for simulations. Nothing else of it is for the
 * platform: the two talk only through the seamless wallet calls.
 */
export { mountDemoVendor } from './mount';
export { providerPlugin as demoVendorPlugin, type ProviderOptions as DemoVendorOptions } from './provider-plugin';
export { runVendorMigrations } from './vendor-migrations';
export type { VendorDb, VendorScriptDb } from './vendor-db';

/** Baccarat's maths and a seeded generator, for simulations of play (the platform's settlement tests). */
export { baccaratPayout, playBaccarat, type BaccaratOutcome } from './engines/baccarat';
export { seededRng } from './engines/rng';
