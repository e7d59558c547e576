import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { makeFakeRepo, writeFakeBuild } from '../../releases/src/test-builds';
import { loadNativeModulesOutsideSandbox } from '../../platform/src/testing/outside-jest-sandbox';
import { buildServer } from './app';
import { listen, request, writeFakeShell } from './test-http';

/** The default deployment: the real platform mounted in-process on the embedded database. */
jest.setTimeout(120_000);
loadNativeModulesOutsideSandbox();

let repo: Awaited<ReturnType<typeof makeFakeRepo>>;
let server: FastifyInstance;
let base: string;

beforeAll(async () => {
  repo = await makeFakeRepo(['games']);
  await writeFakeBuild(path.join(repo.root, 'mf-games', 'dist'), 'games', {
    routes: [
      { path: '/rng', screenId: 'game-list:RNG', chrome: 'full', bannerGroup: 'w_rng' },
      // A banner group under the header-only chrome shows no strip, so it gets no image preload.
      { path: '/live', screenId: 'lobby:LIVE', chrome: 'header-only', bannerGroup: 'w_live' },
    ],
  });
  await writeFakeShell(repo.root);
  server = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, operatorToken: 'platform-test-token-0123456789abcdef', siteConfigTtlMs: 0 });
  base = await listen(server);
});

afterAll(async () => {
  await server?.close();
  await repo.cleanup();
});

it('answers the platform calls on the same port as the site', async () => {
  const status = await request(base, '/wps/system/status');
  expect(status.statusCode).toBe(200);
  expect(status.json()).toMatchObject({ success: true, value: { status: 0 } });
  const menus = await request(base, '/lgw/games/game_menus');
  expect(menus.json<{ success: boolean; value: unknown[] }>().value.length).toBeGreaterThan(0);
});

it('keeps the platform 404 envelope for unknown API paths, even for browsers', async () => {
  const response = await request(base, '/wps/no-such-call', { accept: 'text/html' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false });
});

it('answers /seamless, with or without a query, with the site page, while /seamless/v1 stays the wallet API', async () => {
  for (const url of ['/seamless', '/seamless?vassalage=EVO']) {
    const page = await request(base, url, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="[a-z]{2}/);
    expect(page.body).toContain('window.__REMOTES__');
  }
  // An unsigned wallet call is refused in the platform's envelope, never answered with the page.
  const call = await request(base, '/seamless/v1/balance', { accept: 'text/html' }, 'POST');
  expect(call.statusCode).toBeGreaterThanOrEqual(400);
  expect(call.json()).toMatchObject({ success: false });
});

it('protects the operator endpoint with the configured token', async () => {
  expect((await request(base, '/ops/system')).statusCode).toBe(401);
  const ok = await request(base, '/ops/system', { authorization: 'Bearer platform-test-token-0123456789abcdef' });
  expect(ok.statusCode).toBe(200);
  // A token given in the options is not written to disk.
  await expect(fs.stat(`${repo.dataDir}/operator-token`)).rejects.toThrow();
});

it("inlines the platform's live require-login switch into index.html", async () => {
  const html = { accept: 'text/html' };
  const config = async () => JSON.parse(/window\.__SITE_CONFIG__=(.*?);/.exec((await request(base, '/', html)).body)?.[1] ?? 'null');
  expect(await config()).toMatchObject({ requireLogin: false });
  const token = { authorization: 'Bearer platform-test-token-0123456789abcdef', 'content-type': 'application/json' };
  await fetch(`${base}/ops/system`, { method: 'PUT', headers: token, body: JSON.stringify({ requireLogin: true }) });
  try {
    expect(await config()).toMatchObject({ requireLogin: true });
  } finally {
    await fetch(`${base}/ops/system`, { method: 'PUT', headers: token, body: JSON.stringify({ requireLogin: false }) });
  }
});

it("inlines the visitor's system status, so maintenance and region blocking show on the first paint", async () => {
  const html = { accept: 'text/html' };
  const status = async () => JSON.parse(/window\.__SITE_STATUS__=(.*?);/.exec((await request(base, '/', html)).body)?.[1] ?? 'null');
  expect(await status()).toMatchObject({ status: 0 });
  const token = { authorization: 'Bearer platform-test-token-0123456789abcdef', 'content-type': 'application/json' };
  const put = (body: unknown) => fetch(`${base}/ops/system`, { method: 'PUT', headers: token, body: JSON.stringify(body) });
  try {
    await put({ regionRestriction: { enabled: true, blockedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] } });
    expect(await status()).toMatchObject({ status: 2 });
    await put({ maintenance: { enabled: true, endTime: null } });
    expect(await status()).toMatchObject({ status: 1 });
  } finally {
    await put({ maintenance: { enabled: false }, regionRestriction: { enabled: false, blockedIps: [] } });
  }
  expect(await status()).toMatchObject({ status: 0 });
});

it("paints the route's first banner from the HTML and asks for it first; nothing on routes without banners", async () => {
  const html = { accept: 'text/html' };
  const page = async (path: string) => (await request(base, path, html)).body;
  const imagePreload = (body: string) => /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(body)?.[1];
  const bootBanner = (body: string) => /<div class="site-boot-banner" aria-hidden="true"><img src="([^"]+)" alt="" fetchpriority="high"><\/div>/.exec(body)?.[1];
  const announcements = JSON.parse((await request(base, '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B')).body) as {
    value: { banners: { groupName: string; url: string; sort: number }[] };
  };
  const firstOf = (group: string) => announcements.value.banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort)[0]?.url;
  expect(firstOf('w_home')).toMatch(/^\/media\/banners\//);
  const home = await page('/');
  expect(imagePreload(home)).toBe(firstOf('w_home'));
  expect(bootBanner(home)).toBe(firstOf('w_home'));
  const rng = await page('/rng');
  expect(imagePreload(rng)).toBe(firstOf('w_rng'));
  expect(bootBanner(rng)).toBe(firstOf('w_rng'));
  // A page without a banner group, and one whose frame (header only) shows no banners.
  expect(firstOf('w_live')).toBeDefined();
  for (const path of ['/vip', '/live']) {
    const body = await page(path);
    expect(imagePreload(body)).toBeUndefined();
    expect(bootBanner(body)).toBeUndefined();
  }
});

it('inlines the first data the page would ask for, exactly as the platform answers it', async () => {
  const body = (await request(base, '/', { accept: 'text/html' })).body;
  const first = JSON.parse(/window\.__FIRST_DATA__=(.*?);(?:window|try)/.exec(body)?.[1] ?? 'null') as Record<string, unknown>;
  const valueOf = async (url: string) => (JSON.parse((await request(base, url, { Language: 'en' })).body) as { value: unknown }).value;
  expect(first).toEqual({
    lang: 'en',
    announcements: {
      types: 'B,PL,PU,PR,H',
      execution: 'B',
      value: await valueOf('/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR%2CH&platform=W&execution=B'),
    },
    gameMenus: await valueOf('/lgw/games/game_menus'),
    vendorLanes: await valueOf('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'),
  });
});

it('serves the API document at /docs as JSON only: no UI page, so no bundled DOMPurify', async () => {
  const docs = await request(base, '/docs', { accept: 'text/html' });
  expect(docs.statusCode).toBe(200);
  expect(docs.headers['content-type']).toMatch(/^application\/json/);
  expect(docs.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  const json = await request(base, '/docs/json');
  expect(json.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  const bundle = await request(base, '/docs/static/swagger-ui-bundle.js');
  expect(bundle.body).not.toMatch(/DOMPurify/);
});
