import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { noteThresholdsPassed } from './kyc-state';
import { registerKycRoutes } from './kyc-routes';
import { scanRecent } from './signals';

/** How often the deposit threshold and the monitoring signals are looked at for recently active members. */
export const KYC_SWEEP_INTERVAL_MS = 10 * 60_000;

/** Identity levels, documents and their review, and the monitoring signals. */
export const kycPlugin = fp<AreaOptions & { kycSweep?: boolean }>(
  async (instance, options) => {
    const profile = () => instance.brandProfile;
    registerKycRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), { db: options.db, profile });
    if (options.kycSweep === false) return;

    // One sweep at a time; a member who passed the threshold and never returns is still counted,
    // and the operator's queue fills without anyone asking for a scan.
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      const now = new Date();
      running = noteThresholdsPassed(options.db, profile(), new Date(now.getTime() - 2 * KYC_SWEEP_INTERVAL_MS), now)
        .then(() => scanRecent(options.db, profile(), now))
        .catch((error: unknown) => instance.log.error({ err: error }, 'kyc: sweep failed'))
        .finally(() => {
          running = null;
        });
    }, KYC_SWEEP_INTERVAL_MS);
    timer.unref();
    instance.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'protection-kyc', fastify: '5.x', dependencies: ['accounts'] },
);
