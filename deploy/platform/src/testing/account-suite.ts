import { AccountClient } from './account-client';
import { createPlatformFixture, type PlatformFixture } from './platform-fixture';

export interface AccountSuite {
  /** The suite's platform (fresh in-memory PGlite), ready inside tests. */
  fx: PlatformFixture;
  /** Calls it as the browser does (sealed bodies, captcha answers). */
  client: AccountClient;
}

/**
 * Registers the hooks every accounts test file needs: one platform per file, created before its
 * tests and closed after them. Read `suite.fx` and `suite.client` inside tests and hooks only (they
 * are set in beforeAll).
 */
export function accountSuite(options: Parameters<typeof createPlatformFixture>[0] = {}): AccountSuite {
  const suite = {} as AccountSuite;
  beforeAll(async () => {
    suite.fx = await createPlatformFixture(options);
    suite.client = new AccountClient(suite.fx);
  });
  afterAll(async () => {
    await suite.fx?.close();
  });
  return suite;
}
