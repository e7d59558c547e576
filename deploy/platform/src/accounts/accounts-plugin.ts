import type { RouteDeps, ZodApp } from '../http/types';
import { registerAccountOpsRoutes } from './account-ops-routes';
import type { AccountContext } from './context';
import { EncryptionKeys } from './encryption-keys';
import { registerMemberRoutes } from './member-routes';
import { outboxDelivery } from './outbox';
import { registerSessionRoutes } from './session-routes';
import { registerVerificationRoutes } from './verification-routes';

const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The calls of spec §7 "Session and member" (accounts brief): session key, captcha, logins, free
 * play, logout, member info, register settings, affiliate check, registration, SMS codes, password
 * change and reset; and the operator's outbox, member creation and (PLATFORM_TEST_HOOKS=1) captcha
 * answers.
 */
export async function registerAccountRoutes(app: ZodApp, deps: RouteDeps): Promise<void> {
  const ctx: AccountContext = {
    ...deps,
    keys: new EncryptionKeys(deps.db),
    delivery: deps.delivery ?? outboxDelivery,
    testHooks: deps.testHooks ?? process.env.PLATFORM_TEST_HOOKS === '1',
  };

  // The forgotten-password-by-email call is a classic form post (spec §7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const form = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(body as string)) form[key] = value;
    done(null, form);
  });

  registerSessionRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerAccountOpsRoutes(app, ctx);
}
