import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoDataDecision } from '../db/database-mode';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { registerAccountOpsRoutes } from './account-ops-routes';
import { registerAvatarRoutes } from './avatar-routes';
import type { AccountContext } from './context';
import { EncryptionKeys } from './encryption-keys';
import { registerMemberRoutes } from './member-routes';
import { outboxDelivery, type Delivery } from './outbox';
import { RegisterFieldsRepository } from './register-fields';
import { registerSessionRoutes } from './session-routes';
import { applyTestPasswordCost } from './test-password-cost';
import { registerVerificationRoutes } from './verification-routes';
import { sealPlainAuthenticatorSecrets } from './two-step/authenticator';
import { registerTwoStepRoutes } from './two-step/two-step-routes';

const FORM_BODY_LIMIT = 4 * 1024;

export interface AccountsPluginOptions extends AreaOptions {
  /** Where SMS and mail go; default: the outbox table (outbox.ts). */
  delivery?: Delivery;
  /** Test-only routes (GET /ops/captcha/<key>); default: env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
  /** The demo site (see AccountContext.demoMode); default: the demo seed's decision. */
  demoMode?: boolean;
}

/**
 * The accounts area: session key, captcha, logins, free play, logout, member info and avatars,
 * register settings, affiliate check, registration, SMS codes, password change and reset, the second
 * step of a sign-in from a new address with the trusted addresses and authenticator app; and the
 * operator's outbox, member creation and (PLATFORM_TEST_HOOKS=1) captcha answers.
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (instance, options) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const ctx: AccountContext = {
      db: options.db,
      operatorToken: options.operatorToken,
      // Feature flags, countries and the brand name belong to the system area.
      system: instance.system,
      registerFields: new RegisterFieldsRepository(options.db, { cacheTtlMs: options.cacheTtlMs }),
      keys: new EncryptionKeys(options.db),
      sealer: instance.secretSealer,
      delivery: options.delivery ?? outboxDelivery,
      testHooks: options.testHooks ?? process.env.PLATFORM_TEST_HOOKS === '1',
      demoMode: options.demoMode ?? demoDataDecision(options.db.kind).enabled,
    };
    applyTestPasswordCost(ctx.testHooks);

    // The forgotten-password-by-email call is a classic form post.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      const form = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(body as string)) form[key] = value;
      done(null, form);
    });

    const route = endpointRoutes(app, options);
    registerSessionRoutes(route, ctx);
    registerMemberRoutes(route, ctx);
    registerVerificationRoutes(route, ctx);
    registerTwoStepRoutes(route, ctx);
    registerAccountOpsRoutes(route, app, ctx);
    registerAvatarRoutes(app);
    // Authenticator secrets stored as they are (from before sealing) or under an earlier key are
    // sealed now. A database away at start does not stop the start: their first read seals them then.
    instance.addHook('onReady', async () => {
      try {
        const { unreadable } = await sealPlainAuthenticatorSecrets(options.db, ctx.sealer);
        if (unreadable > 0) instance.log.error(`accounts: ${unreadable} authenticator secret(s) do not open with the configured sealing keys; those apps fail closed until the key is configured`);
      } catch (error) {
        instance.log.warn({ err: error }, 'accounts: sealing stored authenticator secrets at start failed; they are sealed at their first read');
      }
    });
  },
  { name: 'accounts', fastify: '5.x', dependencies: ['system'] },
);
