import Fastify from 'fastify';
import { accountsPlugin } from './accounts/accounts-plugin';
import { contentPlugin } from './content/content-plugin';
import { ErrorEnvelopeSchema } from './http/schemas';
import { createPlatformFixture, TEST_OPERATOR_TOKEN, type PlatformFixture } from './testing/platform-fixture';
import { walletPlugin } from './wallet/wallet-plugin';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe('unknown paths', () => {
  it.each(['/wps', '/wps/system/nope', '/lgw/x/y', '/ops/other', '/media/banners/1.png', '/media/unknown'])('%s is a 404 envelope', async (url) => {
    const response = await fx.call({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json())).toMatchObject({ errorCode: 'NOT_FOUND', success: false, value: null });
  });

  it('a known path with another method is a 404 envelope', async () => {
    const response = await fx.call({ method: 'POST', url: '/wps/system/status', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });
});

describe('OpenAPI document', () => {
  it('serves the document at /docs/json and /docs, and no UI bundle (its DOMPurify would go stale)', async () => {
    const doc = await fx.call({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/relay/GCSGAME_newGameVendor', '/ops/system', '/media/games/{id}.svg']));
    expect(paths.some((p) => p.includes('*'))).toBe(false);
    const docs = await fx.call({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^application\/json/);
    expect(docs.json()).toEqual(doc.json());
    const yaml = await fx.call({ method: 'GET', url: '/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/);
    for (const url of ['/docs/', '/docs/static/index.html', '/docs/static/swagger-ui-bundle.js', '/docs/static/swagger-initializer.js']) {
      const response = await fx.call({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toMatch(/DOMPurify/);
    }
  });
});

describe('areas', () => {
  it.each([
    ['content', contentPlugin, 'system'],
    ['accounts', accountsPlugin, 'system'],
    ['wallet', walletPlugin, 'accounts'],
  ] as const)('the %s plugin refuses to start without the %s area', async (name, plugin, missing) => {
    const app = Fastify();
    app.register(plugin, { db: fx.db, operatorToken: TEST_OPERATOR_TOKEN });
    await expect(app.ready()).rejects.toThrow(`The dependency '${missing}' of plugin '${name}' is not registered`);
    await app.close().catch(() => undefined);
  });
});
