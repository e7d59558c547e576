import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { sealOpenCampaignSeeds } from './campaigns';
import { registerRewardsRoutes } from './rewards-routes';

/** The rewards area: the reward centre, raffles, campaigns and the operator's review queue. */
export const rewardsPlugin = fp<AreaOptions>(
  async (instance, options) => {
    registerRewardsRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), { db: options.db, sealer: instance.secretSealer });
    // An open raffle's seed stored as it is (from before sealing) or under an earlier key is sealed
    // now, not at its next claim. A database away at start does not stop the start: the next start seals them.
    instance.addHook('onReady', async () => {
      try {
        const { unreadable } = await sealOpenCampaignSeeds(options.db, instance.secretSealer);
        if (unreadable > 0) instance.log.error(`rewards: ${unreadable} open raffle seed(s) do not open with the configured sealing keys; their claims fail until the key is configured`);
      } catch (error) {
        instance.log.warn({ err: error }, 'rewards: sealing stored raffle seeds at start failed; the next start seals them');
      }
    });
  },
  // Its member calls need a signed-in member (the accounts area's sessions).
  { name: 'rewards', fastify: '5.x', dependencies: ['accounts'] },
);
