import type { Db } from './database';

type Env = Record<string, string | undefined>;

export interface DemoDataDecision {
  /** Whether the demo accounts (published passwords) and their money are seeded. */
  enabled: boolean;
  /** Why, in words for the start-up log. */
  reason: string;
}

/**
 * Whether this database gets the demo accounts and their money. Their passwords are in the
 * README, so they belong on the embedded database of a demo or a developer's machine, never on a
 * real PostgreSQL unless asked for with DEMO_SEED=1. DEMO_SEED=0 turns them off on the embedded
 * database too. Site content (settings, banners, games) is not secret and is seeded everywhere.
 */
export function demoDataDecision(kind: Db['kind'], env: Env = process.env): DemoDataDecision {
  const flag = (env.DEMO_SEED ?? '').trim();
  if (flag === '1') return { enabled: true, reason: 'DEMO_SEED=1' };
  if (flag === '0') return { enabled: false, reason: 'DEMO_SEED=0' };
  if (flag !== '') throw new Error('DEMO_SEED must be 1 (seed the demo accounts) or 0 (do not), or unset');
  return kind === 'pglite'
    ? { enabled: true, reason: 'embedded database; DEMO_SEED=0 leaves them out' }
    : { enabled: false, reason: 'DATABASE_URL without DEMO_SEED=1' };
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * A warning when the wallet runs on the embedded database outside development. PGlite writes
 * without fsync, so a crash or power loss can lose transfers that were already acknowledged: fine
 * for a demo, not for real money. "Outside development" means NODE_ENV=production, or a HOST that
 * other machines can reach.
 */
export function embeddedDatabaseWarning(kind: Db['kind'], env: Env = process.env): string | null {
  if (kind !== 'pglite') return null;
  const host = (env.HOST ?? '127.0.0.1').trim();
  const production = env.NODE_ENV === 'production';
  if (!production && isLoopback(host)) return null;
  const why = production ? 'NODE_ENV=production' : `HOST=${host} is reachable from other machines`;
  return (
    `the embedded database (PGlite) does not fsync: a crash can lose acknowledged wallet transfers (${why}). ` +
    'It suits demos and development; run real money on PostgreSQL (DATABASE_URL).'
  );
}

/** The one start-up line that says which database runs and whether it has demo accounts. */
export function databaseModeLine(kind: Db['kind'], env: Env = process.env): string {
  const demo = demoDataDecision(kind, env);
  const database = kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL (DATABASE_URL)';
  return `database: ${database}; demo accounts and money: ${demo.enabled ? 'on' : 'off'} (${demo.reason})`;
}
