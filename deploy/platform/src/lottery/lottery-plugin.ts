import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerLotteryBetRoutes } from './bets/bet-routes';
import { refundIssue, settleIssue } from './bets/settlement';
import { type LotteryClock, systemClock } from './clock';
import { registerLotteryOpsRoutes } from './lottery-ops-routes';
import { registerLotteryRoutes } from './lottery-routes';
import { createMenuCache } from './menu-cache';
import { createLotteryScheduler } from './scheduler';
import { type LotterySeedKeys, seedKeysFromEnv } from './seed-key';

/** How often the scheduler looks for due steps: a fast issue locks 10 s before its draw. */
export const LOTTERY_TICK_MS = 1_000;

export interface LotteryOptions {
  /** Run the scheduler in this process (default true; the tests' fixture turns it off). */
  schedule?: boolean;
  /** The lottery's clock (default: the system clock). */
  now?: LotteryClock;
  /** Milliseconds between scheduler ticks (default LOTTERY_TICK_MS). */
  tickMs?: number;
  /**
   * The seed key draws are derived from (see seed-key.ts; the platform's start resolves it).
   * Default: env LOTTERY_SEED_KEY; without one the lottery opens no issue.
   */
  seedKeys?: LotterySeedKeys;
}

export interface LotteryPluginOptions extends AreaOptions {
  lottery?: LotteryOptions;
  /** The draw-now hook; default env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
}

/**
 * The lottery area: games and issues, the lobby's calls, bets, and the scheduler that opens,
 * locks, draws and settles issues on time. The first tick runs before the platform answers, so a
 * fresh database shows every game with a current issue at once.
 */
export const lotteryPlugin = fp<LotteryPluginOptions>(
  async (instance, options) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db, operatorToken } = options;
    const now = options.lottery?.now ?? systemClock;
    const menu = createMenuCache(db, now);
    const route = endpointRoutes(app, options);
    registerLotteryRoutes(route, { db, now, menu });
    registerLotteryBetRoutes(route, { db, now });
    registerLotteryOpsRoutes(app, route, {
      db,
      operatorToken,
      now,
      menu,
      refund: refundIssue,
      testHooks: options.testHooks ?? process.env.PLATFORM_TEST_HOOKS === '1',
    });

    if (options.lottery?.schedule === false) return;
    const scheduler = createLotteryScheduler({
      db,
      now,
      settle: settleIssue,
      refund: refundIssue,
      seedKeys: options.lottery?.seedKeys ?? seedKeysFromEnv(),
      onChange: () => menu.invalidate(),
      onError: (error, step) => instance.log.error({ err: error }, `lottery: ${step} failed`),
    });
    instance.addHook('onReady', async () => {
      scheduler.start(options.lottery?.tickMs ?? LOTTERY_TICK_MS);
      await scheduler.tick().catch((error: unknown) => instance.log.error({ err: error }, 'lottery: first tick failed'));
    });
    instance.addHook('onClose', () => scheduler.stop());
  },
  // Bets need a signed-in member (accounts) and move money through the ledger (wallet).
  { name: 'lottery', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
