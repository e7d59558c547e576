import fp from 'fastify-plugin';
import { errorEnvelope } from '../http/errors';
import type { AreaOptions } from '../http/types';
import { seamlessRoutes } from './seamless-routes';
import { resolveGameProviderSecret } from './signature';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The secret the seamless calls are signed with, for a provider running in this process. Never
     * logged, never sent.
     */
    gameProviderSecret: string;
  }
}

export interface SeamlessPluginOptions extends AreaOptions {
  /** 32 characters or more; default env GAME_PROVIDER_SECRET, else a random secret for this process. */
  gameProviderSecret?: string;
}

/**
 * The seamless wallet area: the calls a game provider makes to move a member's money (authenticate,
 * balance, bet, win, rollback), and the launch tokens the games area issues (launch-tokens.ts).
 */
export const seamlessPlugin = fp<SeamlessPluginOptions>(
  async (instance, options) => {
    const { secret, generated } = resolveGameProviderSecret(options.gameProviderSecret ?? process.env.GAME_PROVIDER_SECRET);
    instance.decorate('gameProviderSecret', secret);
    if (generated) instance.log.info('seamless: GAME_PROVIDER_SECRET is not set; this process made its own (an in-process provider only)');
    await instance.register(seamlessRoutes, { db: options.db, secret, operatorToken: options.operatorToken });
    // Unknown protocol calls get the envelope, not the site's page.
    instance.all('/seamless/*', { schema: { hide: true } }, async (_request, reply) => reply.code(404).send(errorEnvelope('NOT_FOUND', 'Not found')));
  },
  // Bets and wins move money in the members' wallets.
  { name: 'seamless', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
