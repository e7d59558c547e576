import { ENDPOINTS } from '@site/shared/contract/endpoints';
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
    const closing = await fx.call({ method: 'PUT', url: '/ops/system', operator: true, payload: { maintenance: { enabled: true } } });
    expect(closing.statusCode).toBe(200);
    const funds = await fx.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet' });
    expect(funds.statusCode).toBe(503);
    expect(funds.json()).toMatchObject({ errorCode: 'MAINTENANCE' });
    const limits = await fx.call({ method: 'GET', url: '/ops/wallets/upline-limits', operator: true });
    expect(limits.statusCode).toBe(200);
  });
});
