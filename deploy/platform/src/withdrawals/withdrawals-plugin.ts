import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { sweepSlices } from './slices';
import { registerWithdrawalOpsRoutes } from './withdrawal-ops-routes';
import { registerWithdrawalRoutes } from './withdrawal-routes';

/** How often the slice deadlines run (unpaid slices cancelled, unanswered ones queued for an operator). */
export const SWEEP_INTERVAL_MS = 30_000;

/** The withdrawals area: withdrawal orders, matched deposits and their deadlines. */
export const withdrawalsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    registerWithdrawalRoutes(route, options);
    registerWithdrawalOpsRoutes(route, options);

    // One sweep at a time; the process does not wait for the timer to exit, but closing waits for
    // a sweep in flight so it never runs on a closed database.
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = sweepSlices(options.db, new Date())
        .catch((error: unknown) => instance.log.error({ err: error }, 'withdrawals: slice sweep failed'))
        .finally(() => {
          running = null;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    instance.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'withdrawals', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
