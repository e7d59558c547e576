import fs from 'node:fs';
import { SeamlessClient } from '../../platform/src/seamless/seamless-test-client';
import { SCHEDULERS_OFF } from '../../platform/src/testing/platform-fixture';
import { openTestDatabase } from '../../platform/src/testing/test-database';
import { buildPlatformWithVendor, catalogueGame, createProviderFixture, fakeClientDir, launchGame, type ProviderFixture } from './provider-test-fixture';

describe('demo provider: the game page and its files', () => {
  const built = fakeClientDir(true);
  const missing = fakeClientDir(false);
  let fx: ProviderFixture;
  let bare: ProviderFixture;

  beforeAll(async () => {
    fx = await createProviderFixture({ clientDir: built });
    bare = await createProviderFixture({ clientDir: missing });
  }, 120_000);

  afterAll(async () => {
    await fx.close();
    await bare.close();
    fs.rmSync(built, { recursive: true, force: true });
    fs.rmSync(missing, { recursive: true, force: true });
  });

  it('serves the built client at /provider/play and /provider/assets/<file>', async () => {
    const memberId = await fx.seamless.member({ money: 1_000n });
    const session = await launchGame(fx, memberId, await catalogueGame(fx.db, 'RNG'));
    const page = await fx.app.inject({ method: 'GET', url: `/provider/play?session=${session}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/provider/assets/client.js');
    const script = await fx.app.inject({ method: 'GET', url: '/provider/assets/client.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await fx.app.inject({ method: 'GET', url: '/provider/assets/none.js' })).statusCode).toBe(404);
    // Only plain file names: no way out of the client folder.
    expect((await fx.app.inject({ method: 'GET', url: '/provider/assets/..%2Fplay.html' })).statusCode).toBe(400);
    expect((await fx.app.inject({ method: 'GET', url: '/provider/unknown' })).statusCode).toBe(404);
  });

  it('answers a clear 503 page in the player language while the client is not built', async () => {
    const page = await bare.app.inject({ method: 'GET', url: '/provider/play?session=x&lang=zh' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('lang="zh"');
    expect(page.body).toContain('npm run build');
    expect((await bare.app.inject({ method: 'GET', url: '/provider/assets/client.js' })).statusCode).toBe(503);
  });
});

describe('demo provider: the default wallet address', () => {
  it('reaches the platform at the address the server listens on, over HTTP', async () => {
    const db = await openTestDatabase({ seeded: true });
    const app = await buildPlatformWithVendor(db, { outboxIntervalMs: 0, schedulerIntervalMs: 0 }, SCHEDULERS_OFF);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const seamless = new SeamlessClient({ db, app, call: (request) => app.inject(request), close: async () => undefined });
      const memberId = await seamless.member({ money: 1_000n });
      const token = await seamless.launchToken(memberId, await catalogueGame(db, 'RNG'));
      const response = await app.inject({ method: 'GET', url: `/provider/launch?token=${token}&lang=en` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/provider\/play\?session=/);
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});
