import { promises as fs } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeFakeRepo } from '../../releases/src/test-builds';
import { buildServer } from './app';
import { listen, request, SHELL_ROUTES, writeFakeShell } from './test-http';

/**
 * A shell build served from another folder (SHELL_DIR): how the bench serves the monolith, a build
 * of the shell with every remote inside and no federation manifest.
 */
const HTML = { accept: 'text/html' };
let repo: Awaited<ReturnType<typeof makeFakeRepo>>;
let upstream: FastifyInstance;
let server: FastifyInstance;
let base: string;

async function writeMonolith(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Monolith</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dir, 'main.js'), '/* monolith main */');
  await fs.writeFile(path.join(dir, 'routes.json'), JSON.stringify({ routes: SHELL_ROUTES }));
}

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/wps/system/permission', async () => ({ success: true, value: { info: { brandName: 'Demo' } }, errorCode: null, message: null }));
  upstream.get('/wps/system/status', async () => ({ success: true, value: { status: 0 }, errorCode: null, message: null }));
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  repo = await makeFakeRepo(['games', 'lottery']);
  // The federated shell stays where it always is; the server must not use it.
  await writeFakeShell(repo.root);
  const monolith = path.join(repo.root, 'deploy', 'monolith', 'dist');
  await writeMonolith(monolith);
  server = await buildServer({ dataDir: repo.dataDir, rootDir: repo.root, shellDir: monolith, platformUrl: upstreamUrl, siteConfigTtlMs: 0 });
  base = await listen(server);
});

afterAll(async () => {
  await server.close();
  await upstream.close();
  await repo.cleanup();
});

describe('a shell build from SHELL_DIR', () => {
  it("renders index.html from that build's template and serves its files", async () => {
    const page = await request(base, '/', HTML);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Monolith</title>');
    expect(page.body).toContain('window.__REMOTES__');
    expect((await request(base, '/main.js')).body).toBe('/* monolith main */');
  });

  it('preloads no remote entry when the build has no federation manifest (it never fetches one)', async () => {
    const registry = (await request(base, '/remotes.json')).json<Record<string, { entry: string }>>();
    expect(registry.games?.entry).toMatch(/^\/remotes\/games\//);
    // Home shows the games lanes and /lottery-page is the lottery's route: a federated shell preloads both remotes.
    for (const url of ['/', '/lottery-page']) {
      const page = await request(base, url, HTML);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<link rel="preload" as="script" href="\/remotes\//);
    }
  });
});
