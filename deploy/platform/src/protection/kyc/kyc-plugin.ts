import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { createTicker } from '../../scheduling/ticker';
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

    // A member who passed the threshold and never returns is still counted, and the operator's
    // queue fills without anyone asking for a scan. The first sweep one interval after the start.
    const ticker = createTicker(
      async () => {
        const now = new Date();
        await noteThresholdsPassed(options.db, profile(), new Date(now.getTime() - 2 * KYC_SWEEP_INTERVAL_MS), now);
        await scanRecent(options.db, profile(), now);
      },
      (error) => instance.log.error({ err: error }, 'kyc: sweep failed'),
    );
    ticker.start(KYC_SWEEP_INTERVAL_MS, { firstAfterOneTick: true });
    instance.addHook('onClose', () => ticker.stop());
  },
  { name: 'protection-kyc', fastify: '5.x', dependencies: ['accounts'] },
);
