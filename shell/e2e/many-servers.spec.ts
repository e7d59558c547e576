import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, REPO_ROOT, startServer, startTestCluster, test, versionDir, type ServerProcess, type TestCluster } from '@site/deploy/e2e';

/**
 * Several site servers on one PostgreSQL share one release registry: a page from one server loads
 * its remotes from another (as behind a load balancer), a release through one server and a
 * rollback through the other are what both serve on the next page load, and a server started
 * after a release serves it from the database with no copy of it on its disk. Servers and
 * database of its own (a throw-away cluster on loopback); the run's shared server is not touched.
 */
test.describe.configure({ mode: 'default' });

interface ActiveRemotes {
  games: { version: string; entry: string };
}

/** What the servers of one site share besides the database: the operator token and the keys. */
function sharedEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    GAME_PROVIDER_SECRET: randomBytes(32).toString('hex'),
    LOTTERY_SEED_KEY: randomBytes(32).toString('hex'),
    PLATFORM_TEST_LIGHT_HASHES: '1',
  };
}

/** Each server copies the run's released remotes, so starting it compresses nothing again. */
function startSiteServer(label: string, env: Record<string, string>): Promise<ServerProcess> {
  return startServer({ label: `many-servers-${label}`, env, seedRemotesFrom: process.env.E2E_DATA_DIR });
}

async function activeOf(server: ServerProcess): Promise<ActiveRemotes> {
  const response = await fetch(`${server.url}/remotes.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as ActiveRemotes;
}

/** The games version a page of `server` names in its inlined registry. */
async function pageVersion(page: Page, server: ServerProcess): Promise<string> {
  await page.goto(server.url);
  return page.evaluate(() => (window as unknown as { __REMOTES__: ActiveRemotes }).__REMOTES__.games.version);
}

/** The ops CLI as an operator runs it (`npm run release`, `npm run rollback`) beside `server`. */
async function ops(server: ServerProcess, databaseUrl: string, argv: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'deploy/ops/src/cli.ts'), ...argv], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

test('servers on one PostgreSQL share releases: remotes from either, a release and a rollback seen by all, a late server fetches what it lacks', async ({ page }) => {
  test.setTimeout(300_000);
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-e2e-many-'));
  let cluster: TestCluster | undefined;
  const servers: ServerProcess[] = [];
  let late: Promise<ServerProcess> | undefined;
  try {
    cluster = await startTestCluster();
    const env = sharedEnv(cluster.url);
    const [a, b] = await Promise.all([startSiteServer('a', env), startSiteServer('b', env)]);
    servers.push(a!, b!);
    const before = (await activeOf(a!)).games.version;
    expect((await activeOf(b!)).games.version).toBe(before);

    await test.step('a page from A takes its remotes from B', async () => {
      const fromB: number[] = [];
      // As a load balancer might: the remote files the page asks A for are answered by B.
      await page.route(`${a!.url}/remotes/**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(a!.url, b!.url) });
        fromB.push(response.status());
        await route.fulfill({ response });
      });
      expect(await pageVersion(page, a!)).toBe(before);
      await expect(page.getByTestId('home-lanes')).toBeVisible();
      expect(fromB.length).toBeGreaterThan(0);
      expect(fromB.every((status) => status === 200)).toBe(true);
      await page.unroute(`${a!.url}/remotes/**`);
      const entry = await fetch(`${b!.url}/remotes/games/${before}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    // A games build of its own: the run's build with one comment more.
    const build = path.join(temp, 'games-build');
    await fs.cp(path.join(REPO_ROOT, 'mf-games', 'dist'), build, { recursive: true, filter: (file) => !/\.(br|gz|map)$/.test(file) });
    await fs.appendFile(path.join(build, 'remoteEntry.js'), '\n/* released through server A */\n');
    const released = /released and activated (\S+)/.exec(await ops(a!, cluster.url, ['release', 'games', '--from', build]))?.[1];
    expect(released).toBeTruthy();
    // A server started after the release, on a disk that never had it.
    late = startSiteServer('c', env).then((server) => {
      servers.push(server);
      return server;
    });

    await test.step('a release through A is served by A and B', async () => {
      expect(await pageVersion(page, a!)).toBe(released);
      expect(await pageVersion(page, b!)).toBe(released);
      const entry = await fetch(`${b!.url}/remotes/games/${released}/remoteEntry.js`);
      expect(await entry.text()).toContain('released through server A');
    });

    await test.step('a rollback through B is served by A and B', async () => {
      expect(await ops(b!, cluster!.url, ['rollback', 'games'])).toContain(`rolled back from ${released} to ${before}`);
      expect(await pageVersion(page, a!)).toBe(before);
      expect((await activeOf(b!)).games.version).toBe(before);
    });

    await test.step('a server started after the release serves it without a copy on its disk', async () => {
      const c = await late!;
      // Its disk began as a copy of the run's releases, which never had this one.
      await expect(fs.stat(versionDir(process.env.E2E_DATA_DIR!, 'games', released!))).rejects.toThrow();
      const entry = await fetch(`${c.url}/remotes/games/${released}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(await entry.text()).toContain('released through server A');
      expect((await activeOf(c)).games.version).toBe(before);
    });
  } finally {
    await late?.catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
    await cluster?.stop();
    await fs.rm(temp, { recursive: true, force: true });
  }
});
