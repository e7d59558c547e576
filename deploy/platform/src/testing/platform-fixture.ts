/**
 * Test helper: the platform on a fresh database (in-memory PGlite, or a PostgreSQL database of its
 * own in the deploy-pg jest project), called with `inject`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildPlatformApp } from '../app';
import type { Db } from '../db/database';
import type { SettlementOptions } from '../agents/settlement/settlement-routes';
import type { LotteryOptions } from '../lottery/lottery-plugin';
import type { TrustProxySetting } from '../http/trust-proxy';
import { loadNativeModulesOutsideSandbox } from './outside-jest-sandbox';
import { openTestDatabase, TEST_SEED_ENV } from './test-database';
import { demoDataDecision } from '../db/database-mode';
import type { BrandProfile } from '../protection/brand-profile';

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

export interface PlatformFixture {
  db: Db;
  app: FastifyInstance;
  /** inject with a JSON body and the operator token when `operator` is set. */
  call(options: InjectOptions & { operator?: boolean }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The options that keep a test's platform from ticking on its own: the lottery's and the agents'
 * settlement schedulers off (a ticking scheduler would slow every test and send statements a test
 * may be counting). For tests that build the platform themselves.
 */
export const SCHEDULERS_OFF = { lottery: { schedule: false }, settlement: { schedule: false }, bonus: { schedule: false } } as const;

/**
 * `brandProfile`: the licence's figures (default: env BRAND_PROFILE, i.e. SEA in tests).
 * `lottery`, `settlement`: the lottery's and the agents' settlement options; their schedulers are
 * off unless a test turns them on (a ticking scheduler would slow every test).
 */
export async function createPlatformFixture(
  options: { trustProxy?: TrustProxySetting; testHooks?: boolean; lottery?: LotteryOptions; settlement?: SettlementOptions; brandProfile?: BrandProfile } = {},
): Promise<PlatformFixture> {
  loadNativeModulesOutsideSandbox();
  const db = await openTestDatabase({ seeded: true });
  const app = await buildPlatformApp({
    db,
    operatorToken: TEST_OPERATOR_TOKEN,
    trustProxy: options.trustProxy,
    testHooks: options.testHooks ?? false,
    // The database is seeded as in demo mode, so the platform runs in demo mode too (on PostgreSQL as well).
    demoMode: demoDataDecision(db.kind, TEST_SEED_ENV).enabled,
    lottery: { ...SCHEDULERS_OFF.lottery, ...options.lottery },
    settlement: { ...SCHEDULERS_OFF.settlement, ...options.settlement },
    bonus: SCHEDULERS_OFF.bonus,
    brandProfile: options.brandProfile,
  });
  return {
    db,
    app,
    call: ({ operator, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...(operator ? { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
