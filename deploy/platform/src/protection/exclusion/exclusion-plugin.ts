import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { localExclusionRegister, type ExclusionRegister } from './exclusion-register';
import { registerExclusionRoutes } from './exclusion-routes';
import { REGISTER_CHECK_TICK_MS, registerCheckIfDue } from './register-check';

export interface ExclusionOptions {
  /** The exclusion register to ask (default: the local table). */
  register?: ExclusionRegister;
}

/**
 * Time-out, self-exclusion and the exclusion register. The daily register check runs from a timer
 * that first fires an hour after start (sign-ins are checked as they happen, so nothing waits for
 * it), then hourly, doing the work when a day has passed since the last check.
 */
export const exclusionPlugin = fp<AreaOptions & { exclusion?: ExclusionOptions }>(
  async (instance, options) => {
    const register = options.exclusion?.register ?? localExclusionRegister;
    registerExclusionRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), { db: options.db, register });
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    instance.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= registerCheckIfDue(options.db, register)
          .catch((error: unknown) => instance.log.error({ err: error }, 'protection: exclusion register check failed'))
          .finally(() => {
            running = null;
          });
      }, REGISTER_CHECK_TICK_MS);
      timer.unref();
    });
    instance.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  // Its calls need a signed-in member (accounts); an exclusion forfeits bonus money through the ledger (wallet).
  { name: 'exclusion', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
