import { lightenPasswordHashesForTests } from './passwords';

/**
 * PLATFORM_TEST_LIGHT_HASHES=1 makes an end-to-end test server hash new passwords at the light
 * test cost. It is refused unless the test hooks are on too, so a production start cannot lower
 * the cost by one stray variable.
 */
export function applyTestPasswordCost(testHooks: boolean, env: NodeJS.ProcessEnv = process.env): void {
  if (env.PLATFORM_TEST_LIGHT_HASHES !== '1') return;
  if (!testHooks) {
    throw new Error('PLATFORM_TEST_LIGHT_HASHES=1 needs PLATFORM_TEST_HOOKS=1: light password hashes are for end-to-end test servers only');
  }
  lightenPasswordHashesForTests();
}
