import { promises as fs } from 'node:fs';
import path from 'node:path';
import { HOST_API_VERSION } from '@site/shared/contract/host-api';
import { registryPath, remotesDir, versionDir } from './paths';
import { activeRegistry, readRegistry, RegistryError, writeRegistry } from './registry';
import { ensureInitialReleases, list, release, ReleaseError, rollback } from './release';
import { fakeRoute, makeFakeRepo, writeFakeBuild } from './test-builds';

let repo: Awaited<ReturnType<typeof makeFakeRepo>>;

beforeEach(async () => {
  repo = await makeFakeRepo(['games', 'lottery']);
});
afterEach(async () => {
  await repo.cleanup();
});

const dist = (pkg: string) => path.join(repo.root, pkg, 'dist');

async function versionFolders(id: string): Promise<string[]> {
  return (await fs.readdir(path.join(remotesDir(repo.dataDir), id)).catch(() => [] as string[])).sort();
}

describe('release', () => {
  it('copies the build into a new immutable version folder and activates it', async () => {
    await fs.writeFile(path.join(dist('mf-games'), '.build-stamp'), 'abc');
    const result = await release(repo.dataDir, 'games', { rootDir: repo.root, now: new Date('2026-11-22T05:01:02.345Z') });

    expect(result.status).toBe('released');
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    const folder = versionDir(repo.dataDir, 'games', result.version);
    expect(await fs.readFile(path.join(folder, 'expose.js'), 'utf8')).toContain('v1');
    expect(await fs.readFile(path.join(folder, 'assets', 'logo.svg'), 'utf8')).toContain('<svg');
    // Served compressed without per-request work; the build stamp is not part of the release.
    expect((await fs.stat(path.join(folder, 'remoteEntry.js.br'))).size).toBeGreaterThan(0);
    expect((await fs.stat(path.join(folder, 'remoteEntry.js.gz'))).size).toBeGreaterThan(0);
    await expect(fs.stat(path.join(folder, '.build-stamp'))).rejects.toThrow();

    // The route declarations travel with the version and are served with its entry.
    expect(JSON.parse(await fs.readFile(path.join(folder, 'routes.json'), 'utf8'))).toEqual({ hostApi: '^1.0.0', routes: [fakeRoute('games')] });
    expect(await activeRegistry(repo.dataDir)).toEqual({
      games: { version: result.version, entry: `/remotes/games/${result.version}/remoteEntry.js`, routes: [fakeRoute('games')] },
    });
    const registry = await readRegistry(repo.dataDir);
    expect(registry.remotes.games?.history).toEqual([{ version: result.version, releasedAt: '2026-11-22T05:01:02.345Z' }]);
    // Only the version folder: no temporary folder or file left behind.
    expect(await versionFolders('games')).toEqual([result.version]);
    expect((await fs.readdir(remotesDir(repo.dataDir))).sort()).toEqual(['games', 'registry.json']);
  });

  it('names the version after the content only: the same build gets the same name at any time, in any data directory', async () => {
    const first = await release(repo.dataDir, 'games', { rootDir: repo.root, now: new Date('2026-01-01T00:00:00Z') });
    const elsewhere = await release(path.join(repo.root, 'other-data'), 'games', { rootDir: repo.root, now: new Date('2026-06-01T12:34:56Z') });
    expect(elsewhere.version).toBe(first.version);
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'v2' });
    const second = await release(repo.dataDir, 'games', { rootDir: repo.root, now: new Date('2026-01-01T00:00:00Z') });
    expect(second.status).toBe('released');
    expect(second.version).not.toBe(first.version);
    expect(second.version.slice(0, -8)).toBe(first.version.slice(0, -8));
  });

  it('releases an earlier build again under its earlier name, in its earlier folder', async () => {
    const first = await release(repo.dataDir, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'v2' });
    await release(repo.dataDir, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'v1' });
    const again = await release(repo.dataDir, 'games', { rootDir: repo.root });
    expect(again).toMatchObject({ status: 'released', version: first.version });
    expect(await versionFolders('games')).toHaveLength(2);
    expect((await readRegistry(repo.dataDir)).remotes.games?.history.map((h) => h.version)).toEqual([first.version, expect.any(String), first.version]);
  });

  it('does nothing when the build equals the active version', async () => {
    const first = await release(repo.dataDir, 'games', { rootDir: repo.root });
    const again = await release(repo.dataDir, 'games', { rootDir: repo.root, now: new Date(Date.now() + 5000) });
    expect(again).toEqual({ status: 'unchanged', id: 'games', version: first.version });
    expect(await versionFolders('games')).toEqual([first.version]);
    expect((await readRegistry(repo.dataDir)).remotes.games?.history).toHaveLength(1);
  });

  it('releases a folder given with from', async () => {
    const other = path.join(repo.root, 'patched');
    await writeFakeBuild(other, 'games', { marker: 'patched build', buildVersion: '2.3.4' });
    const result = await release(repo.dataDir, 'games', { rootDir: repo.root, from: other });
    expect(result.version).toMatch(/^2\.3\.4-/);
    expect(await fs.readFile(path.join(versionDir(repo.dataDir, 'games', result.version), 'expose.js'), 'utf8')).toContain('patched build');
  });

  it.each([
    ['no mf-manifest.json', { manifest: null }, /no mf-manifest\.json/],
    ['no remoteEntry.js', { remoteEntry: false }, /no remoteEntry\.js/],
    ['a manifest without ./remote', { manifest: { name: 'games', exposes: [{ path: './other' }] } }, /does not expose "\.\/remote"/],
    ['another remote\'s build', { manifest: { name: 'lottery', exposes: [{ path: './remote' }] } }, /not of games/],
    ['no routes.json', { routes: null }, /routes\.json is missing.*npm run build/],
    ['routes.json that is not JSON', { routes: '{ routes: [' }, /routes\.json is not valid JSON/],
    ['a route without a chrome', { routes: [{ path: '/x', screenId: 'x' } as never] }, /routes\.0\.chrome/],
    ['a relative route path', { routes: [{ path: 'x', screenId: 'x', chrome: 'full' as const }] }, /routes\.0\.path: an absolute URL path/],
    ['a path declared twice', { routes: [{ path: '/x', screenId: 'x', chrome: 'full' as const }, { path: '/X/', screenId: 'y', chrome: 'full' as const }] }, /\/X\/ is declared twice/],
    ['an unknown route field', { routes: [{ path: '/x', screenId: 'x', chrome: 'full', banner: true } as never] }, /routes\.0: Unrecognized key/],
    ['a heading missing a language', { routes: [{ path: '/x', screenId: 'x', chrome: 'full', heading: { title: { en: 'X', es: 'X', vi: 'X' } } } as never] }, /routes\.0\.heading\.title\.zh/],
    ['a heading link that leaves the site', { routes: [{ path: '/x', screenId: 'x', chrome: 'full', heading: { title: { en: 'X', es: 'X', vi: 'X', zh: 'X' }, link: { to: 'https://elsewhere.example', label: { en: 'X', es: 'X', vi: 'X', zh: 'X' } } } } as never] }, /routes\.0\.heading\.link\.to: an absolute URL path/],
    ['no host-API range', { hostApi: null }, /declares no hostApi/],
    ['a host-API range the shell does not satisfy', { hostApi: '^2.0.0' }, `games wants host API ^2.0.0, which this site's shell (host API ${HOST_API_VERSION}) does not satisfy`],
    ['a malformed host-API range', { hostApi: 'one point oh' }, /games wants host API one point oh/],
  ])('refuses a build with %s and writes nothing', async (_label, options, message) => {
    const bad = path.join(repo.root, 'bad');
    await writeFakeBuild(bad, 'games', options);
    await expect(release(repo.dataDir, 'games', { rootDir: repo.root, from: bad })).rejects.toThrow(message);
    await expect(release(repo.dataDir, 'games', { rootDir: repo.root, from: bad })).rejects.toBeInstanceOf(ReleaseError);
    await expect(fs.stat(remotesDir(repo.dataDir))).rejects.toThrow();
  });

  it('refuses a missing build folder with a hint', async () => {
    await expect(release(repo.dataDir, 'member-centre', { rootDir: repo.root })).rejects.toThrow(/no build of member-centre .*npm run build/);
  });

  it('refuses a malformed manifest', async () => {
    const bad = path.join(repo.root, 'bad');
    await writeFakeBuild(bad, 'games');
    await fs.writeFile(path.join(bad, 'mf-manifest.json'), '{ not json');
    await expect(release(repo.dataDir, 'games', { rootDir: repo.root, from: bad })).rejects.toThrow(/not valid JSON/);
  });

  it('refuses a path another remote already serves, and keeps the active version', async () => {
    const lottery = await release(repo.dataDir, 'lottery', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { routes: [fakeRoute('games'), { ...fakeRoute('lottery'), path: '/LOTTERY-page' }] });
    await expect(release(repo.dataDir, 'games', { rootDir: repo.root })).rejects.toThrow(/games declares \/lottery-page, which lottery .* already serves/);
    expect(await activeRegistry(repo.dataDir)).toEqual({ lottery: { version: lottery.version, entry: expect.any(String), routes: [fakeRoute('lottery')] } });
    expect(await versionFolders('games')).toEqual([]);
  });

  it('makes a route added by a release live, and a rollback takes it away again', async () => {
    const before = await release(repo.dataDir, 'lottery', { rootDir: repo.root });
    const added = { path: '/lottery-results-preview', screenId: 'page', chrome: 'header-only' as const, nav: false };
    await writeFakeBuild(dist('mf-lottery'), 'lottery', { routes: [fakeRoute('lottery'), added] });
    const after = await release(repo.dataDir, 'lottery', { rootDir: repo.root });
    expect(after.version).not.toBe(before.version);
    expect((await activeRegistry(repo.dataDir)).lottery?.routes).toEqual([fakeRoute('lottery'), added]);
    await rollback(repo.dataDir, 'lottery');
    expect((await activeRegistry(repo.dataDir)).lottery?.routes).toEqual([fakeRoute('lottery')]);
  });

  it('keeps both of two concurrent releases', async () => {
    const [games, lottery] = await Promise.all([
      release(repo.dataDir, 'games', { rootDir: repo.root }),
      release(repo.dataDir, 'lottery', { rootDir: repo.root }),
    ]);
    const active = await activeRegistry(repo.dataDir);
    expect(active.games?.version).toBe(games.version);
    expect(active.lottery?.version).toBe(lottery.version);
    await expect(fs.stat(path.join(remotesDir(repo.dataDir), 'registry.lock'))).rejects.toThrow();
  });
});

describe('rollback', () => {
  async function releaseMarked(marker: string): Promise<string> {
    await writeFakeBuild(dist('mf-games'), 'games', { marker });
    const result = await release(repo.dataDir, 'games', { rootDir: repo.root });
    if (result.status !== 'released') throw new Error('expected a release');
    return result.version;
  }

  it('goes back one release at a time and keeps every folder', async () => {
    const a = await releaseMarked('a');
    const b = await releaseMarked('b');
    const c = await releaseMarked('c');

    expect(await rollback(repo.dataDir, 'games')).toEqual({ id: 'games', version: b, from: c });
    expect((await activeRegistry(repo.dataDir)).games?.version).toBe(b);
    expect(await rollback(repo.dataDir, 'games')).toEqual({ id: 'games', version: a, from: b });
    await expect(rollback(repo.dataDir, 'games')).rejects.toThrow(/no earlier version/);
    expect(await versionFolders('games')).toEqual([a, b, c].sort());
  });

  it('makes a release after a rollback point back to the rolled-back-to version', async () => {
    const a = await releaseMarked('a');
    await releaseMarked('b');
    await rollback(repo.dataDir, 'games');
    const d = await releaseMarked('d');
    expect((await readRegistry(repo.dataDir)).remotes.games?.history.at(-1)).toMatchObject({ version: d, previous: a });
    expect(await rollback(repo.dataDir, 'games')).toMatchObject({ version: a });
  });

  it('refuses a remote never released', async () => {
    await expect(rollback(repo.dataDir, 'games')).rejects.toThrow(/no active version/);
  });

  it('refuses an earlier version the shell can no longer host, and keeps the active one', async () => {
    const older = path.join(repo.root, 'older');
    await writeFakeBuild(older, 'games', { marker: 'older', hostApi: '^0.9.0' });
    // Released before the shell moved on to host API 1.
    const version = '0.9.0-20260101T000000-0ldc0de0';
    await fs.cp(older, versionDir(repo.dataDir, 'games', version), { recursive: true });
    await writeRegistry(repo.dataDir, { remotes: { games: { active: version, history: [{ version, releasedAt: '2026-01-01T00:00:00.000Z' }] } } });
    const current = await release(repo.dataDir, 'games', { rootDir: repo.root });

    await expect(rollback(repo.dataDir, 'games')).rejects.toThrow(`wants host API ^0.9.0, which this site's shell (host API ${HOST_API_VERSION}) does not satisfy`);
    expect((await readRegistry(repo.dataDir)).remotes.games?.active).toBe(current.version);
  });

  it('refuses when the earlier folder was deleted', async () => {
    const a = await releaseMarked('a');
    await releaseMarked('b');
    await fs.rm(versionDir(repo.dataDir, 'games', a), { recursive: true });
    await expect(rollback(repo.dataDir, 'games')).rejects.toThrow(/missing/);
  });
});

describe('registry file', () => {
  it('is empty before any release', async () => {
    expect(await activeRegistry(repo.dataDir)).toEqual({});
  });

  it('reports a corrupt file clearly', async () => {
    await fs.mkdir(remotesDir(repo.dataDir), { recursive: true });
    await fs.writeFile(registryPath(repo.dataDir), '{"remotes": ');
    await expect(readRegistry(repo.dataDir)).rejects.toBeInstanceOf(RegistryError);
    await fs.writeFile(registryPath(repo.dataDir), '{"remotes": {"games": {"active": 3}}}');
    await expect(readRegistry(repo.dataDir)).rejects.toThrow(/"active"/);
  });

  it('is replaced whole, never written in place', async () => {
    await writeRegistry(repo.dataDir, { remotes: { games: { active: 'x', history: [] } } });
    const inodeBefore = (await fs.stat(registryPath(repo.dataDir))).ino;
    await writeRegistry(repo.dataDir, { remotes: { games: { active: 'y', history: [] } } });
    expect((await fs.stat(registryPath(repo.dataDir))).ino).not.toBe(inodeBefore);
    expect((await fs.readdir(remotesDir(repo.dataDir))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('list', () => {
  it('shows every remote, its versions and the active one', async () => {
    const a = await release(repo.dataDir, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'b' });
    const b = await release(repo.dataDir, 'games', { rootDir: repo.root });
    await rollback(repo.dataDir, 'games');

    const remotes = await list(repo.dataDir);
    expect(remotes.map((r) => r.id)).toEqual(['auth', 'games', 'lottery', 'member-centre', 'agent-centre']);
    const games = remotes.find((r) => r.id === 'games')!;
    expect(games.active).toBe(a.version);
    expect(games.versions.map((v) => [v.version, v.active, v.present])).toEqual([
      [a.version, true, true],
      [b.version, false, true],
    ]);
    expect(remotes.find((r) => r.id === 'auth')?.versions).toEqual([]);
  });
});

describe('ensureInitialReleases', () => {
  it('releases every remote without an active version and reports missing builds', async () => {
    const existing = await release(repo.dataDir, 'games', { rootDir: repo.root });
    await writeFakeBuild(dist('mf-games'), 'games', { marker: 'newer' });

    const results = await ensureInitialReleases(repo.dataDir, repo.root);
    expect(results.find((r) => r.id === 'games')).toEqual({ id: 'games', status: 'active', version: existing.version });
    expect(results.find((r) => r.id === 'lottery')).toMatchObject({ id: 'lottery', status: 'released' });
    expect(results.find((r) => r.id === 'auth')).toMatchObject({ id: 'auth', status: 'skipped', reason: expect.stringMatching(/no build of auth/) });

    const active = await activeRegistry(repo.dataDir);
    expect(Object.keys(active).sort()).toEqual(['games', 'lottery']);
    // An active version is never replaced behind the operator's back.
    expect(active.games?.version).toBe(existing.version);
  });

  it.each([
    ['before builds declared routes', { routes: null }],
    ['before builds declared their host-API range', { hostApi: null }],
    ['for a host API the shell does not offer', { hostApi: '^2.0.0' }],
  ])('replaces an active version released %s', async (_label, options) => {
    const old = path.join(repo.root, 'old');
    await writeFakeBuild(old, 'games', options);
    // Released by an older release tool, which did not ask for routes.json or its range.
    const version = '1.0.0-20260101T000000-0badc0de';
    await fs.cp(old, versionDir(repo.dataDir, 'games', version), { recursive: true });
    await writeRegistry(repo.dataDir, { remotes: { games: { active: version, history: [{ version, releasedAt: '2026-01-01T00:00:00.000Z' }] } } });
    // The shell cannot know it is safe to load, so it is not offered.
    expect((await activeRegistry(repo.dataDir)).games).toBeUndefined();

    const results = await ensureInitialReleases(repo.dataDir, repo.root);
    expect(results.find((r) => r.id === 'games')).toMatchObject({ id: 'games', status: 'released' });
    const active = await activeRegistry(repo.dataDir);
    expect(active.games?.version).not.toBe(version);
    expect(active.games?.routes).toEqual([fakeRoute('games')]);
  });
});
