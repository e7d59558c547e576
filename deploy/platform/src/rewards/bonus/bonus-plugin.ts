import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { registerBonusRoutes } from './bonus-routes';
import { BONUS_SWEEP_TICK_MS, createBonusSweeper } from './bonus-sweep';

export interface BonusOptions {
  /** Run the sweep (expiry, low balance, late releases) in this process (default true; test fixtures turn it off). */
  schedule?: boolean;
  /** Milliseconds between sweeps (default BONUS_SWEEP_TICK_MS). */
  tickMs?: number;
}

/** Restricted bonus money: the member's view of the BONUS wallet and the wagering left, and the sweep. */
export const bonusPlugin = fp<AreaOptions & { bonus?: BonusOptions }>(
  async (instance, options) => {
    registerBonusRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), options);
    if (options.bonus?.schedule === false) return;
    const sweeper = createBonusSweeper(options.db);
    instance.addHook('onReady', () => sweeper.start(options.bonus?.tickMs ?? BONUS_SWEEP_TICK_MS));
    instance.addHook('onClose', () => sweeper.stop());
  },
  { name: 'bonus', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
