import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountContext } from '../accounts/context';
import { EncryptionKeys } from '../accounts/encryption-keys';
import { outboxDelivery, type Delivery } from '../accounts/outbox';
import { RegisterFieldsRepository } from '../accounts/register-fields';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerAccountRoutes } from './account-routes';

export interface MemberPluginOptions extends AreaOptions {
  /** Where SMS go (binding codes); default: the outbox table, like the accounts area. */
  delivery?: Delivery;
}

/**
 * The member's own account settings (My account): profile, real name, mobile and email,
 * payment password, payout accounts and login history. It uses the accounts area's sessions,
 * code sends and attempt limits; the key pair of sealed bodies lives in the database, so every
 * opener agrees.
 */
export const memberPlugin = fp<MemberPluginOptions>(
  async (instance, options) => {
    const ctx: AccountContext = {
      db: options.db,
      operatorToken: options.operatorToken,
      system: instance.system,
      registerFields: new RegisterFieldsRepository(options.db, { cacheTtlMs: options.cacheTtlMs }),
      keys: new EncryptionKeys(options.db),
      sealer: instance.secretSealer,
      delivery: options.delivery ?? outboxDelivery,
      testHooks: false,
    };
    registerAccountRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), ctx);
  },
  { name: 'member', fastify: '5.x', dependencies: ['system', 'accounts'] },
);
