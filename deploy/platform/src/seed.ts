/**
 * Seeding at start, apart from route registration: each area exports its seed and this runs them
 * in dependency order on a migrated database. main.ts, the site server's platform mount and the
 * test fixtures call it once before the platform serves.
 */
import { runAccountsSeed } from './accounts/accounts-seed';
import { runAppReleasesDemoSeed } from './app-releases/app-releases';
import { seedAgentNotices } from './agents/notices/agent-notices';
import { seedContent } from './content/content-seed';
import { seedCustomerService } from './customer-service/customer-service-seed';
import type { ScriptDb } from './db/database';
import { demoDataDecision } from './db/database-mode';
import { runDepositsDemoSeed } from './deposits/deposits-seed';
import { seedGames } from './games/games-seed';
import { runHelpSeed } from './help/help-seed';
import { seedSystem } from './system/system-seed';
import { runWalletDemoSeed } from './wallet/wallet-seed';

/** Marker in seed_runs: the site's settings, content and games are written together, once. */
export const SITE_SEED_NAME = 'demo-content-v1';

/** Same role as the migration lock: two processes starting together seed once. */
const SEED_LOCK_KEY = 7_340_002;

/** Where the seed reports the demo credit (the Fastify logger fits). */
export interface SeedLog {
  info(message: string): void;
  error(details: object, message: string): void;
}

const CONSOLE_LOG: SeedLog = {
  info: () => undefined,
  error: (details, message) => console.error(message, details),
};

export interface SeedOptions {
  /** Read for DEMO_SEED (see demoDataDecision); default process.env. */
  env?: Record<string, string | undefined>;
  log?: SeedLog;
}

/**
 * Writes what a fresh database needs, each part once: the site's settings, content and games and
 * the register settings everywhere; the demo accounts and their money only where demoDataDecision
 * allows them (their passwords are published). Returns whether anything was written.
 */
export async function seedPlatform(db: ScriptDb, { env = process.env, log = CONSOLE_LOG }: SeedOptions = {}): Promise<boolean> {
  const demo = demoDataDecision(db.kind, env);
  const site = await runSiteSeed(db);
  // The help centre's current texts, over the first ones the site seed wrote (or an older database's).
  const help = await runHelpSeed(db);
  const accounts = await runAccountsSeed(db, { demoMembers: demo.enabled });
  const notices = await seedAgentNotices(db);
  const money = await runWalletSeed(db, env, log);
  // The demo payment gateway pays without money: its channel is switched on in demo mode only.
  const gateway = await runDepositsDemoSeed(db, demo.enabled);
  // Demo app releases, so the download page shows what it offers (their addresses are .example).
  const apps = await runAppReleasesDemoSeed(db, demo.enabled);
  return site || help || accounts || notices || money || gateway || apps;
}

/** Writes the system, content and games seeds in one transaction unless already there; returns whether it ran. */
export async function runSiteSeed(db: ScriptDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const done = await tx.query('SELECT 1 FROM seed_runs WHERE name = $1', [SITE_SEED_NAME]);
    if (done.length > 0) return false;
    await seedSystem(tx);
    await seedCustomerService(tx);
    await seedContent(tx);
    await seedGames(tx);
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [SITE_SEED_NAME]);
    return true;
  });
}

/** The demo member's starting balance, once, after the accounts seed has created the member. */
async function runWalletSeed(db: ScriptDb, env: Record<string, string | undefined>, log: SeedLog): Promise<boolean> {
  try {
    const outcome = await runWalletDemoSeed(db, env);
    if (outcome === 'seeded') log.info('wallet: demo member credited');
    return outcome === 'seeded';
  } catch (error) {
    // Demo money is not worth a site that does not start; the next start tries again.
    log.error({ err: error }, 'wallet: demo credit failed');
    return false;
  }
}
