/** @password-cost full: these tests are about the real cost of password hashes (see light-password-cost.ts). */
import { activePasswordCost, hashPassword, LIGHT_TEST_PASSWORD_COST, needsRehash, PASSWORD_COST } from './passwords';
import { applyTestPasswordCost } from './test-password-cost';

describe('light password hashes for end-to-end test servers', () => {
  it('are refused without the test hooks, and the cost stays', () => {
    expect(() => applyTestPasswordCost(false, { PLATFORM_TEST_LIGHT_HASHES: '1' })).toThrow(/PLATFORM_TEST_HOOKS=1/);
    expect(activePasswordCost()).toEqual(PASSWORD_COST);
  });

  it('change nothing unless asked for', () => {
    applyTestPasswordCost(true, {});
    expect(activePasswordCost()).toEqual(PASSWORD_COST);
  });

  it('with the test hooks, make new hashes light and treat full-cost hashes as due for a rehash', async () => {
    const fullCost = await hashPassword('secret123');
    applyTestPasswordCost(true, { PLATFORM_TEST_LIGHT_HASHES: '1' });
    expect(activePasswordCost()).toEqual(LIGHT_TEST_PASSWORD_COST);
    expect(LIGHT_TEST_PASSWORD_COST).toEqual({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const light = await hashPassword('secret123');
    expect(light.startsWith('$argon2id$v=19$m=1024,t=1,p=1$')).toBe(true);
    expect(needsRehash(light)).toBe(false);
    expect(needsRehash(fullCost)).toBe(true);
  });
});
