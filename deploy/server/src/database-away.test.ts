import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { platformPlugin } from '../../platform/src/app';
import type { ScriptDb } from '../../platform/src/db/database';
import { unavailableOr } from '../../platform/src/db/database-error';
import { SCHEDULERS_OFF, TEST_OPERATOR_TOKEN } from '../../platform/src/testing/platform-fixture';
import { PostgresReleaseStore } from '../../releases/src/postgres-store';
import { activeRegistry, type ActiveRegistry } from '../../releases/src/registry';
import { injectedPlatformGet } from './platform';
import { indexPagePlugin } from './plugins/index-page';
import { registryRoutePlugin } from './plugins/registry-route';
import { remoteAssetsPlugin } from './plugins/remote-assets';
import { siteDataPlugin } from './plugins/site-data';
import { RegistryReader } from './registry-reader';
import { siteErrorHandler } from './site-error-handler';
import { listen, request, writeFakeShell } from './test-http';

jest.setTimeout(60_000);

/** What the driver says when the database cannot be reached; none of it may reach a visitor. */
const DRIVER_TEXT = /ECONNREFUSED|10\.9\.8\.7|5432|SELECT/;

/** A database that is away: every statement fails as PostgresDb fails when the server refuses the connection. */
function databaseAway(): ScriptDb {
  const refused = () => unavailableOr(Object.assign(new Error('connect ECONNREFUSED 10.9.8.7:5432'), { code: 'ECONNREFUSED' }));
  return {
    kind: 'postgres',
    query: () => Promise.reject(refused()),
    exec: () => Promise.reject(refused()),
    transaction: () => Promise.reject(refused()),
    close: () => Promise.resolve(),
  };
}

const KNOWN_AT_START: ActiveRegistry = { games: { version: '1.0.0-0badc0de', entry: '/remotes/games/1.0.0-0badc0de/remoteEntry.js', routes: [] } };

let root: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'site-database-away-'));
  await writeFakeShell(root);
  const dataDir = path.join(root, 'data');
  const db = databaseAway();
  const store = new PostgresReleaseStore(db, dataDir);
  app = Fastify();
  app.setErrorHandler(siteErrorHandler);
  // The in-process platform on the same database, as the site server mounts it.
  await app.register(platformPlugin, { db, operatorToken: TEST_OPERATOR_TOKEN, ...SCHEDULERS_OFF });
  await app.register(fp(
      async (scope) => {
        scope.decorate('platformGet', injectedPlatformGet(scope));
      },
      { name: 'site-platform' },
    ));
  await app.register(siteDataPlugin, { sources: { images: [], frames: [] }, ttlMs: 0 });
  const registry = new RegistryReader({ read: () => activeRegistry(store), initial: KNOWN_AT_START, log: app.log });
  await app.register(registryRoutePlugin, { registry });
  await app.register(remoteAssetsPlugin, { store });
  await app.register(indexPagePlugin, { shellDir: path.join(root, 'shell', 'dist'), dataDir, registry });
  // A route of the site's own that reads the database itself.
  app.get('/reads-the-database', async () => db.query('SELECT 1'));
  app.get('/fails-otherwise', async () => {
    throw new Error('not about the database');
  });
  base = await listen(app);
});

afterAll(async () => {
  await app?.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('the site server while its database is away', () => {
  it('still renders the page, without the first data', async () => {
    const page = await request(base, '/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('window.__REMOTES__');
    expect(page.body).not.toContain('"announcements"');
    expect(page.body).not.toMatch(DRIVER_TEXT);
  });

  it('serves the registry it knew at start from /remotes.json', async () => {
    const response = await request(base, '/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(KNOWN_AT_START);
  });

  it.each([['a remote file', '/remotes/games/1.0.0-0badc0de/remoteEntry.js'], ['a route that reads the database', '/reads-the-database']])(
    'answers %s with the retryable 503 and nothing of the driver',
    async (_what, url) => {
      const response = await request(base, url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'DATABASE_UNAVAILABLE' });
      expect(response.body).not.toMatch(DRIVER_TEXT);
    },
  );

  it('leaves any other failure a 500', async () => {
    expect((await request(base, '/fails-otherwise')).statusCode).toBe(500);
  });
});
