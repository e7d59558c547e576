import { ENDPOINTS, ENDPOINT_AREAS } from '@site/shared/contract/endpoints';

const { wallets, system } = ENDPOINT_AREAS;
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;
beforeAll(async () => {
  fx = await createPlatformFixture();
});
afterAll(() => fx.close());

describe('the routes declared in the contract', () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s is registered', (_key, endpoint) => {
    expect(fx.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it('a closed site refuses a declared call when its declaration says so, whatever the method', async () => {
    const closing = await fx.call({ method: system.opsUpdateSettings.method, url: system.opsUpdateSettings.path, operator: true, payload: { maintenance: { enabled: true } } });
    expect(closing.statusCode).toBe(200);
    const funds = await fx.call({ method: wallets.merchantWallet.method, url: wallets.merchantWallet.path });
    expect(funds.statusCode).toBe(503);
    expect(funds.json()).toMatchObject({ errorCode: 'MAINTENANCE' });
    const limits = await fx.call({ method: wallets.opsUplineLimits.method, url: wallets.opsUplineLimits.path, operator: true });
    expect(limits.statusCode).toBe(200);
  });
});
