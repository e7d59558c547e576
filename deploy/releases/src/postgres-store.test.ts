import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ScriptDb } from '../../platform/src/db/database';
import { openTestDatabase } from '../../platform/src/testing/test-database';
import { listFiles } from './precompress';
import { versionDir } from './paths';
import { PostgresReleaseStore } from './postgres-store';
import { activeRegistry } from './registry';
import { ensureInitialReleases, list, release, rollback } from './release';
import { makeFakeRepo, writeFakeBuild } from './test-builds';

/**
 * Two servers' stores on one database, each with its own data directory: what one releases or rolls
 * back the other reads, and serves from its own disk after fetching it. (The same SQL runs on the
 * embedded database here and on PostgreSQL in the many-servers e2e.)
 */
let db: ScriptDb;
let repo: Awaited<ReturnType<typeof makeFakeRepo>>;
let a: PostgresReleaseStore;
let b: PostgresReleaseStore;

beforeEach(async () => {
  db = await openTestDatabase({ seeded: false });
  repo = await makeFakeRepo(['games', 'lottery']);
  a = new PostgresReleaseStore(db, path.join(repo.dataDir, 'a'));
  b = new PostgresReleaseStore(db, path.join(repo.dataDir, 'b'));
});
afterEach(async () => {
  await db.close();
  await repo.cleanup();
});

const dist = (pkg: string) => path.join(repo.root, pkg, 'dist');

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of await listFiles(dir)) out[rel] = (await fs.readFile(path.join(dir, rel))).toString('base64');
  return out;
}

describe('the registry and versions in the database', () => {
  it('a release through one server is active on the other, which fetches the files (compressed copies included) on first use', async () => {
    const released = await release(a, 'games', { rootDir: repo.root });
    expect(released.status).toBe('released');
    const folder = versionDir(b.dataDir, 'games', released.version);
    await expect(fs.stat(folder)).rejects.toThrow();

    expect((await activeRegistry(b)).games?.version).toBe(released.version);
    const fetched = await filesOf(folder);
    expect(Object.keys(fetched)).toEqual(expect.arrayContaining(['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'assets/logo.svg']));
    expect(fetched).toEqual(await filesOf(versionDir(a.dataDir, 'games', released.version)));
    // Nothing is left behind but the version folder.
    expect(await fs.readdir(path.dirname(folder))).toEqual([released.version]);
  });

  it('a rollback through the other server is seen by the first, and both list the same history', async () => {
    const first = await release(a, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'v2' });
    const second = await release(a, 'games', { rootDir: repo.root });
    expect((await activeRegistry(b)).games?.version).toBe(second.version);

    expect(await rollback(b, 'games')).toEqual({ id: 'games', version: first.version, from: second.version });
    expect((await activeRegistry(a)).games?.version).toBe(first.version);
    const listed = (await list(b)).find((remote) => remote.id === 'games')!;
    expect(listed.versions.map((v) => [v.version, v.active, v.present])).toEqual([
      [first.version, true, true],
      [second.version, false, true],
    ]);
    expect(await list(a)).toEqual(await list(b));
  });

  it('a server starting on a released database takes the active versions instead of releasing its own build', async () => {
    const released = await release(a, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'a different local build' });
    const started = await ensureInitialReleases(b, repo.root);
    expect(started.find((r) => r.id === 'games')).toEqual({ id: 'games', status: 'active', version: released.version });
    expect(await fs.readFile(path.join(versionDir(b.dataDir, 'games', released.version), 'expose.js'), 'utf8')).toContain('v1');
  });

  it('keeps both of two releases made at once through two servers, and names one build alike on both', async () => {
    const [games, lottery] = await Promise.all([release(a, 'games', { rootDir: repo.root }), release(b, 'lottery', { rootDir: repo.root })]);
    expect(await activeRegistry(a)).toEqual(await activeRegistry(b));
    expect(Object.keys(await activeRegistry(a)).sort()).toEqual(['games', 'lottery']);
    expect((await release(b, 'games', { rootDir: repo.root })).version).toBe(games.version);
    expect((await release(a, 'lottery', { rootDir: repo.root })).version).toBe(lottery.version);
  });

  it('knows no version it was not given, and fetches one version once for requests arriving together', async () => {
    expect(await b.ensureLocal('games', '1.0.0-0badc0de')).toBe(false);
    expect(await b.has('games', '1.0.0-0badc0de')).toBe(false);
    const { version } = await release(a, 'games', { rootDir: repo.root });
    const query = jest.spyOn(db, 'query');
    expect(await Promise.all([b.ensureLocal('games', version), b.ensureLocal('games', version), b.ensureLocal('games', version)])).toEqual([true, true, true]);
    expect(query.mock.calls.filter(([sql]) => sql.includes('remote_blobs'))).toHaveLength(1);
    query.mockRestore();
  });
});
