import http from 'node:http';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { release, rollback } from '../../releases/src/release';
import { registryPath, versionDir } from '../../releases/src/paths';
import { readRegistry, writeRegistry } from '../../releases/src/registry';
import { fakeRoute, makeFakeRepo, writeFakeBuild } from '../../releases/src/test-builds';
import { DOCUMENT_ONLY_HEADERS } from './plugins/security-headers';
import { buildServer } from './app';
import { listen, request, writeFakeShell } from './test-http';

/**
 * The server against fake builds, with the platform behind PLATFORM_URL (a small fake upstream), so
 * these tests stay fast; app.platform.test.ts mounts the real platform in-process.
 */
let repo: Awaited<ReturnType<typeof makeFakeRepo>>;
let upstream: FastifyInstance;
let upstreamUrl: string;
let server: FastifyInstance;
let base: string;
/** GET against the server under test. */
const get = (url: string, headers: Record<string, string> = {}) => request(base, url, headers);
const upstreamSeen: { url: string; forwardedFor?: string }[] = [];
/** Every operator-looking address the platform behind the proxy was asked for, however it was spelled. */
const upstreamOperatorSeen: string[] = [];
let requireLogin = false;

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  upstream = Fastify();
  upstream.addHook('onRequest', async (request) => {
    if (/ops|docs|%/i.test(request.url)) upstreamOperatorSeen.push(request.url);
  });
  upstream.get('/wps/system/permission', async (request) => {
    upstreamSeen.push({ url: request.url });
    return {
      success: true,
      value: { info: { brandName: 'Demo <Bet> & Co', requireLogin, imageCDNs: ['https://img.cdn.test/path'], launchGameCDNs: ['https://launch.test'] } },
      errorCode: null,
      message: null,
    };
  });
  upstream.get('/wps/system/status', async (request) => {
    upstreamSeen.push({ url: request.url, forwardedFor: String(request.headers['x-forwarded-for']) });
    return { success: true, value: { status: 0, ip: '127.0.0.1', maintenanceEndTime: null }, errorCode: null, message: null };
  });
  upstream.get('/ops/system', async () => ({ success: true, value: { maintenance: false }, errorCode: null, message: null }));
  upstream.get('/docs/json', async () => ({ openapi: '3.1.0' }));
  upstream.post('/seamless/v1/balance', async (request) => {
    upstreamSeen.push({ url: request.url });
    return { success: true, value: { balance: 0 }, errorCode: null, message: null };
  });
  upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(async () => {
  repo = await makeFakeRepo(['games', 'lottery']);
  await writeFakeShell(repo.root);
  requireLogin = false;
  server = await buildServer({
    dataDir: repo.dataDir,
    rootDir: repo.root,
    platformUrl: upstreamUrl,
    siteConfigTtlMs: 0,
    siteConfig: { merchantCode: 'demo', note: '</script><script>alert(1)</script>' },
  });
  base = await listen(server);
});

afterEach(async () => {
  await server.close();
  await repo.cleanup();
});

async function registry(): Promise<Record<string, { version: string; entry: string; routes: unknown[] }>> {
  const response = await get('/remotes.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

describe('remote registry', () => {
  it('releases every built remote at start and serves the registry no-store', async () => {
    const active = await registry();
    expect(Object.keys(active).sort()).toEqual(['games', 'lottery']);
    expect(active.games!.entry).toBe(`/remotes/games/${active.games!.version}/remoteEntry.js`);
    // Each remote's routes come with its entry, as its release declares them.
    expect(active.games!.routes).toEqual([fakeRoute('games')]);
    expect(active.lottery!.routes).toEqual([fakeRoute('lottery')]);
  });

  it('serves and inlines a route a new release adds, preloads its remote, paints its heading, and forgets all after a rollback', async () => {
    const everyLanguage = (text: string) => ({ en: text, es: text, vi: text, zh: text });
    const heading = { title: everyLanguage('Preview'), link: { to: '/vnlottery', label: everyLanguage('Results') } };
    const added = { path: '/lottery-results-preview', screenId: 'page', chrome: 'header-only' as const, heading };
    await writeFakeBuild(path.join(repo.root, 'mf-lottery', 'dist'), 'lottery', { routes: [fakeRoute('lottery'), added] });
    const { version } = await release(repo.dataDir, 'lottery', { rootDir: repo.root });
    expect((await registry()).lottery!.routes).toEqual([fakeRoute('lottery'), added]);
    const page = await get('/lottery-results-preview', HTML);
    expect(page.body).toContain(`<link rel="preload" as="script" href="/remotes/lottery/${version}/remoteEntry.js">`);
    expect(JSON.parse(/window\.__REMOTES__=(.*?);window/.exec(page.body)![1]!).lottery.routes).toEqual([fakeRoute('lottery'), added]);
    const stillHeading = '<div class="site-boot-title site-boot-i18n"><span lang="en">Preview</span>';
    expect(page.body).toContain(stillHeading);
    expect(page.body).toContain('<a class="site-boot-link site-boot-i18n" href="/vnlottery" tabindex="-1"><span lang="en">Results</span>');
    // A query may ask for another view of the route, with a heading of its own.
    expect((await get('/lottery-results-preview?gameCode=X', HTML)).body).not.toContain('class="site-boot-page"');

    await rollback(repo.dataDir, 'lottery');
    expect((await get('/lottery-results-preview', HTML)).body).not.toContain(stillHeading);
    expect((await registry()).lottery!.routes).toEqual([fakeRoute('lottery')]);
    expect((await get('/lottery-results-preview', HTML)).body).not.toContain('rel="preload" as="script" href="/remotes/lottery/');
  });

  it('reflects a release and a rollback on the next request, without a restart', async () => {
    const before = (await registry()).games!.version;
    await writeFakeBuild(path.join(repo.root, 'mf-games', 'dist'), 'games', { marker: 'second' });
    const released = await release(repo.dataDir, 'games', { rootDir: repo.root });
    expect((await registry()).games!.version).toBe(released.version);

    const served = await get(`/remotes/games/${released.version}/expose.js`);
    expect(served.body).toContain('second');

    await rollback(repo.dataDir, 'games');
    expect((await registry()).games!.version).toBe(before);
    const page = await get('/', HTML);
    expect(page.body).toContain(`/remotes/games/${before}/remoteEntry.js`);
  });
});

describe('host-API compatibility', () => {
  it('does not offer the shell an active version built for a host API it does not have (a registry edited by hand)', async () => {
    const foreign = '2.0.0-20260101T000000-0f0e1d2c';
    await writeFakeBuild(versionDir(repo.dataDir, 'games', foreign), 'games', { marker: 'host api 2', hostApi: '^2.0.0' });
    const file = await readRegistry(repo.dataDir);
    const games = file.remotes.games!;
    await writeRegistry(repo.dataDir, {
      remotes: { ...file.remotes, games: { active: foreign, history: [...games.history, { version: foreign, releasedAt: '2026-01-01T00:00:00.000Z', previous: games.active }] } },
    });

    expect(Object.keys(await registry())).toEqual(['lottery']);
    const page = await get(fakeRoute('games').path, HTML);
    expect(Object.keys(JSON.parse(/window\.__REMOTES__=(.*?);window/.exec(page.body)![1]!))).toEqual(['lottery']);
    expect(page.body).not.toContain(`/remotes/games/${foreign}/`);
  });
});

describe('remote version files', () => {
  it('are cached forever and sent pre-compressed', async () => {
    const { games } = await registry();
    const plain = await get(games!.entry);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toContain('remote entry');

    const br = await get(games!.entry, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it.each([
    ['an unknown version', (v: string) => `/remotes/games/${v}x/remoteEntry.js`],
    ['an unknown remote', (v: string) => `/remotes/casino/${v}/remoteEntry.js`],
    ['an unknown file', (v: string) => `/remotes/games/${v}/nope.js`],
    ['the registry file', () => '/remotes/registry.json'],
    ['a path escaping the version', (v: string) => `/remotes/games/${v}/..%2F..%2Fregistry.json`],
  ])('404 for %s', async (_label, url) => {
    const { games } = await registry();
    const response = await get(url(games!.version), HTML);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('window.__REMOTES__');
    expect(response.body).not.toContain('"remotes"');
  });

  it('404 when the registry points at a version that does not exist, which the shell is not offered', async () => {
    const file = JSON.parse(await fs.readFile(registryPath(repo.dataDir), 'utf8'));
    file.remotes.games.active = '9.9.9-missing';
    await fs.writeFile(registryPath(repo.dataDir), JSON.stringify(file));
    // Nothing says the missing version suits this shell (its routes.json is gone with it).
    expect((await registry()).games).toBeUndefined();
    expect((await get('/remotes/games/9.9.9-missing/remoteEntry.js')).statusCode).toBe(404);
    // The page still renders, without preloading what would 404.
    const page = await get('/', HTML);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('rel="preload" as="script" href="/remotes/games/');
  });
});

describe('a registry that cannot be read', () => {
  it('keeps serving the last registry read, never a 500 or a file path, and serves the fix on the next load', async () => {
    const before = await registry();
    const file = registryPath(repo.dataDir);
    const good = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, good.slice(0, good.length / 2));

    expect(await registry()).toEqual(before);
    const page = await get('/', HTML);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(before.games!.entry);
    expect(page.body).not.toContain(repo.dataDir);

    await fs.writeFile(file, good);
    await writeFakeBuild(path.join(repo.root, 'mf-games', 'dist'), 'games', { marker: 'after the fix' });
    const { version } = await release(repo.dataDir, 'games', { rootDir: repo.root });
    expect((await registry()).games!.version).toBe(version);
  });

  it('starts with a broken registry and serves the shell without remotes, no path shown', async () => {
    await server.close();
    await fs.writeFile(registryPath(repo.dataDir), '{"remotes": {"games": {"act');
    server = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, platformUrl: upstreamUrl, siteConfigTtlMs: 0 });
    base = await listen(server);
    expect(await registry()).toEqual({});
    const page = await get('/', HTML);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('window.__REMOTES__={}');
    expect(page.body).not.toContain(repo.dataDir);
  });
});

describe('index.html', () => {
  function nonceFromCsp(csp: string | undefined): string {
    const match = /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '');
    if (!match) throw new Error(`no nonce in ${csp}`);
    return match[1]!;
  }

  it('is rendered per request, no-store, with the registry inlined under the CSP nonce', async () => {
    const active = await registry();
    const first = await get('/', HTML);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = nonceFromCsp(first.headers['content-security-policy'] as string);
    const script = /<script nonce="([^"]+)">window\.__REMOTES__=(.*?);window\.__SITE_CONFIG__=(.*?);/.exec(first.body);
    expect(script).not.toBeNull();
    expect(script![1]).toBe(nonce);
    expect(JSON.parse(script![2]!)).toEqual(active);
    expect(first.body).not.toContain('<!--site:head-->');

    const second = await get('/', HTML);
    expect(nonceFromCsp(second.headers['content-security-policy'] as string)).not.toBe(nonce);
  });

  it("inlines the visitor's system status, asking the platform with the visitor's address", async () => {
    const page = await get('/', HTML);
    const status = /window\.__SITE_STATUS__=(.*?);/.exec(page.body);
    expect(JSON.parse(status![1]!)).toEqual({ status: 0, ip: '127.0.0.1', maintenanceEndTime: null });
    const asked = upstreamSeen.filter((seen) => seen.url === '/wps/system/status');
    expect(asked.at(-1)?.forwardedFor).toMatch(/127\.0\.0\.1/);
  });

  it("preloads the shell's bootstrap chunk and the shared singletons it consumes", async () => {
    const page = await get('/', HTML);
    expect(page.body).toContain('<link rel="preload" as="script" href="/470.0123456789.js">');
    expect(page.body).toContain('<link rel="preload" as="script" href="/bootstrap.abcdef0123.js">');
  });

  it('paints a still header with the brand (escaped) and the navigation bar from the HTML alone, for React to replace', async () => {
    const page = await get('/', HTML);
    const root = /<div id="root">(.*?)<\/div><\/body>/s.exec(page.body)?.[1] ?? '';
    expect(root).toContain('class="site-boot-header"');
    expect(root).toContain('<span>Demo &lt;Bet&gt; &amp; Co</span>');
    expect(root).toContain('class="site-boot-nav"');
    expect(page.body).toMatch(/<style>[^<]*\.site-boot-header\{box-sizing:border-box;height:64px;/);
  });

  it('escapes the inlined JSON for a script element', async () => {
    const page = await get('/', HTML);
    expect(page.body).not.toContain('</script><script>alert(1)');
    const config = /window\.__SITE_CONFIG__=(.*?);/.exec(page.body)![1]!;
    expect(JSON.parse(config)).toMatchObject({ merchantCode: 'demo', note: '</script><script>alert(1)</script>' });
  });

  it("inlines the platform's require-login switch", async () => {
    requireLogin = true;
    const page = await get('/login', HTML);
    expect(JSON.parse(/window\.__SITE_CONFIG__=(.*?);/.exec(page.body)![1]!)).toMatchObject({ requireLogin: true });
  });

  it("preloads the entry and ./remote chunk of the route's remotes", async () => {
    const { games, lottery } = await registry();
    const home = await get('/', HTML);
    expect(home.body).toContain(`<link rel="preload" as="script" href="${games!.entry}">`);
    expect(home.body).toContain(`<link rel="preload" as="script" href="/remotes/games/${games!.version}/expose.js">`);
    expect(home.body).not.toContain(`href="${lottery!.entry}"`);

    // A remote's route, as the active release of the lottery declares it.
    const lotteryPage = await get('/lottery-page?gameCode=X', HTML);
    expect(lotteryPage.body).toContain(`href="${lottery!.entry}"`);
    expect(lotteryPage.body).not.toContain(`href="${games!.entry}"`);
  });

  it('is the answer for every history route, and /index.html is rendered too', async () => {
    for (const url of ['/live', '/rng?vassalage=PG', '/noticePage', '/register.html', '/index.html', '/no/such/route']) {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('window.__REMOTES__');
    }
  });

  it('is not the answer for assets, API paths or non-HTML requests', async () => {
    expect((await get('/missing.js', HTML)).statusCode).toBe(404);
    expect((await get('/live', { accept: 'application/json' })).statusCode).toBe(404);
    const api = await get('/wps/nothing-here', HTML);
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('window.__REMOTES__');
    expect((await get('/.build-stamp')).statusCode).toBe(404);
  });

  it('says how to build when the shell is missing', async () => {
    await fs.rm(path.join(repo.root, 'shell', 'dist'), { recursive: true });
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });
});

describe('shell files', () => {
  it('caches hashed chunks forever and revalidates main.js', async () => {
    const chunk = await get('/470.0123456789.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const main = await get('/main.js');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers.etag).toBeTruthy();
  });

  it('pre-compresses only content-hashed files, which can never go stale', async () => {
    const dist = path.join(repo.root, 'shell', 'dist');
    expect((await fs.stat(path.join(dist, '470.0123456789.js.br'))).size).toBeGreaterThan(0);
    await expect(fs.stat(path.join(dist, 'main.js.br'))).rejects.toThrow();
    const chunk = await get('/470.0123456789.js', { 'accept-encoding': 'br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(chunk.rawPayload).toString()).toContain('chunk');
  });

  it('compresses with brotli or gzip', async () => {
    const br = await get('/main.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('shell main');
    const gz = await get('/', { ...HTML, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('window.__REMOTES__');
    const json = await get('/remotes.json', { 'accept-encoding': 'gzip' });
    expect(json.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP of this origin, the nonce and the configured CDNs only', async () => {
    const response = await get('/', HTML);
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']?.slice(0, 1)).toEqual(["'self'"]);
    expect(directives['script-src']).toHaveLength(2);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://img.cdn.test']));
    expect(directives['frame-src']).toEqual(["'self'", 'https://launch.test']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps a script's headers to those a script needs: no document policy, framing or referrer headers, still nosniff", async () => {
    const script = await get('/main.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(script.headers[name]).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBeDefined();
    // The page itself keeps them all.
    const page = await get('/', HTML);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name]).toBeDefined();
  });
});

describe('platform proxy', () => {
  it('forwards the platform paths with the visitor address', async () => {
    const response = await get('/wps/system/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { status: 0 } });
    expect(upstreamSeen.at(-1)).toMatchObject({ url: '/wps/system/status', forwardedFor: '127.0.0.1' });
  });

  it("replaces the visitor's own X-Forwarded-For with the address it saw, never appends to it", async () => {
    await get('/wps/system/status', { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' });
    expect(upstreamSeen.at(-1)).toMatchObject({ url: '/wps/system/status', forwardedFor: '127.0.0.1' });
    // index.html asks the platform for the status of the same address.
    await get('/', { ...HTML, 'x-forwarded-for': '198.51.100.7' });
    expect(upstreamSeen.filter((seen) => seen.url === '/wps/system/status').at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('names the visitor by the trusted proxy in front of it, and only that address goes on', async () => {
    const behindProxy = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, platformUrl: upstreamUrl, siteConfigTtlMs: 0, trustProxy: ['127.0.0.1'] });
    try {
      const proxied = await listen(behindProxy);
      // The proxy (127.0.0.1 here) appended the address it saw to what the visitor sent.
      await request(proxied, '/wps/system/status', { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' });
      expect(upstreamSeen.at(-1)).toMatchObject({ url: '/wps/system/status', forwardedFor: '203.0.113.9' });
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the /seamless page beside the seamless wallet API', () => {
  it('answers /seamless, with or without a query, with the site page, not the platform', async () => {
    for (const url of ['/seamless', '/seamless?vassalage=EVO']) {
      const page = await get(url, HTML);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toMatch(/<html lang="[a-z]{2}/);
      expect(page.body).toContain('window.__REMOTES__');
    }
    expect(upstreamSeen.map((seen) => seen.url)).not.toContainEqual(expect.stringMatching(/^\/seamless(\?|$)/));
  });

  it('still forwards the wallet calls under /seamless/v1 to the platform', async () => {
    const call = await request(base, '/seamless/v1/balance', HTML, 'POST');
    expect(call.statusCode).toBe(200);
    expect(call.json()).toMatchObject({ success: true, value: { balance: 0 } });
    expect(upstreamSeen.at(-1)).toMatchObject({ url: '/seamless/v1/balance' });
  });
});

describe('ops port', () => {
  it('serves /ops only on its own port, and the public port answers 404 there', async () => {
    const split = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, platformUrl: upstreamUrl, siteConfigTtlMs: 0, opsPort: 0 });
    try {
      const site = await listen(split);
      const { port } = await split.opsPort!.listen();
      const ops = `http://127.0.0.1:${port}`;

      const hidden = await request(site, '/ops/system');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      expect((await request(site, '/ops/system', HTML)).body).not.toContain('__REMOTES__');
      expect((await request(ops, '/ops/system')).json()).toMatchObject({ success: true, value: { maintenance: false } });

      // The ops port is for /ops only; the site stays on the public port.
      expect((await request(ops, '/', HTML)).statusCode).toBe(404);
      expect((await request(ops, '/remotes.json')).statusCode).toBe(404);
      expect((await request(site, '/', HTML)).statusCode).toBe(200);
      expect((await request(site, '/wps/system/status')).statusCode).toBe(200);
    } finally {
      await split.close();
    }
    expect(split.opsPort!.server.listening).toBe(false);
  });

  it('answers 404 on the public port however the operator paths are spelled, and never forwards them', async () => {
    const split = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, platformUrl: upstreamUrl, siteConfigTtlMs: 0, opsPort: 0 });
    try {
      const site = new URL(await listen(split));
      await split.opsPort!.listen();
      upstreamOperatorSeen.length = 0;
      for (const spelled of ['/%6Fps/system', '/%6fps/system', '/o%70s/system', '//ops/system', '/OPS/system', '/ops%2Fsystem', '/./ops/system', '/docs/json', '/%64ocs/json', '/docs', '/ops']) {
        // Sent as written: a URL object would normalise some of these spellings before they left.
        const response = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: site.hostname, port: site.port, path: spelled, method: 'GET' }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
        expect({ spelled, status: response.statusCode }).toEqual({ spelled, status: 404 });
        expect(response.body).not.toContain('maintenance');
      }
      expect(upstreamOperatorSeen).toEqual([]);
    } finally {
      await split.close();
    }
  });

  it('leaves /ops on the public port when no ops port is set', async () => {
    expect(server.opsPort).toBeNull();
    expect((await get('/ops/system')).json()).toMatchObject({ success: true });
  });
});
