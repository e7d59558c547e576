import { ENDPOINTS, ENDPOINT_AREAS } from '@site/shared/contract/endpoints';
import type { z } from 'zod';

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

  type Operation = { tags?: string[]; parameters?: { in: string; name: string; required?: boolean }[] };
  const documented = async (endpoint: (typeof ENDPOINTS)[number]): Promise<Operation | undefined> => {
    const document = (await fx.call({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    // OpenAPI writes a path parameter as {name}.
    return document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
  };

  it("the document lists an operator call under its area's tag and under operator", async () => {
    const operatorCalls = ENDPOINTS.filter((endpoint) => endpoint.caller === 'operator');
    expect(operatorCalls.length).toBeGreaterThan(0);
    for (const endpoint of operatorCalls) expect((await documented(endpoint))?.tags).toEqual([endpoint.tag, 'operator']);
    expect((await documented(system.helpCenter))?.tags).toEqual(['system']);
  });

  it('the document lists the declared headers as header parameters, required where the declaration requires them', async () => {
    const withHeaders = ENDPOINTS.filter((endpoint) => 'headers' in endpoint && endpoint.headers);
    expect(withHeaders.length).toBeGreaterThan(0);
    for (const endpoint of withHeaders) {
      const shape = (endpoint as { headers: z.ZodObject }).headers.shape as Record<string, z.ZodType>;
      const expected = Object.entries(shape).map(([name, schema]) => ({ name, required: !schema.safeParse(undefined).success }));
      const listed = ((await documented(endpoint))?.parameters ?? []).filter((parameter) => parameter.in === 'header');
      const sortByName = (list: { name: string; required: boolean }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
      expect(sortByName(listed.map(({ name, required }) => ({ name, required: required === true })))).toEqual(sortByName(expected));
    }
  });

  it('a call that reads the Language header answers with it and without it, as the site sends it or not', async () => {
    for (const headers of [{}, { language: 'zh' }, { language: 'pt-br' }]) {
      const response = await fx.call({ method: system.helpCenter.method, url: system.helpCenter.path, headers });
      expect(response.statusCode).toBe(200);
    }
  });
});
