import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { HOST_API_VERSION, hostApiSatisfies } from '@site/shared/contract/host-api';
import { isDerivedFile, listFiles, precompressDir } from './precompress';
import { containerName, REMOTE_IDS, REMOTE_PACKAGES, REPO_ROOT, remotesDir, versionDir, type RemoteId } from './paths';
import { declarationsOfVersion, RegistryError, shellCanHost, type RegistryFile } from './registry';
import { readRemoteDeclarations, readRouteDeclarations, routeKey, RouteDeclarationsError, ROUTES_FILE } from './route-declarations';
import { storeOf, type ReleaseStore } from './store';

/**
 * Release and rollback of remotes. A release copies a remote's build (its route declarations,
 * routes.json, included) into an immutable folder `<DATA_DIR>/remotes/<id>/<version>/`, named by
 * its content, publishes it where every server can fetch it (the database, when the store is
 * PostgreSQL) and points the registry at it; a rollback points the registry back at the version
 * that was active before. Servers read the registry on every page load, so both take effect on the
 * next load, routes included, with no rebuild or restart.
 */

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface ReleaseOptions {
  /** A build folder to release instead of `<rootDir>/<package>/dist`. */
  from?: string;
  /** The repository root (where the package folders are); default: this checkout. */
  rootDir?: string;
  /** The release time recorded in the history (tests). */
  now?: Date;
}

export type ReleaseResult =
  | { status: 'released'; id: RemoteId; version: string; previous?: string }
  | { status: 'unchanged'; id: RemoteId; version: string };

interface ManifestShape {
  name?: unknown;
  metaData?: { buildInfo?: { buildVersion?: unknown } };
  exposes?: { path?: unknown }[];
}

/** The hex digest naming a version: file paths and contents, derived files (.br, .gz, stamps) excluded. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) {
    if (isDerivedFile(path.posix.basename(rel))) continue;
    const content = await fs.readFile(path.join(dir, rel));
    hash.update(rel).update('\0').update(String(content.length)).update('\0').update(content);
  }
  return hash.digest('hex');
}

/**
 * The 8-hex content hash a version name ends with, when it has one: `<package version>-<hash>`, or
 * `<package version>-<UTC time>-<hash>` as versions released before were named.
 */
export function hashOfVersion(version: string): string | undefined {
  return /-([0-9a-f]{8})$/.exec(version)?.[1];
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
}

/**
 * Refuses a folder that is not a complete build of `id`: it must hold `remoteEntry.js`, an
 * `mf-manifest.json` naming this remote's container and exposing `./remote`, and valid route
 * declarations (`routes.json`, written by the build) with a host-API range this site's shell
 * satisfies: the shell loads every version the registry offers without checking. Reads only.
 * Returns the build version the manifest records (the package version at build time), if any.
 */
export async function validateBuild(id: RemoteId, dir: string): Promise<string | undefined> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) {
    throw new ReleaseError(`no build of ${id} at ${dir}: run "npm run build" first (or pass --from <dir>)`);
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!(await fs.stat(manifestFile).catch(() => undefined))) {
    throw new ReleaseError(`${dir} has no mf-manifest.json: not a federation remote build`);
  }
  if (!(await fs.stat(path.join(dir, 'remoteEntry.js')).catch(() => undefined))) {
    throw new ReleaseError(`${dir} has no remoteEntry.js: not a federation remote build`);
  }
  let manifest: ManifestShape;
  try {
    manifest = (await readJson(manifestFile)) as ManifestShape;
  } catch {
    throw new ReleaseError(`${manifestFile} is not valid JSON`);
  }
  if (manifest.name !== containerName(id)) {
    throw new ReleaseError(`${dir} is a build of "${String(manifest.name)}", not of ${id} (container "${containerName(id)}")`);
  }
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  if (!exposes.some((expose) => expose?.path === './remote')) {
    throw new ReleaseError(`${dir}: mf-manifest.json does not expose "./remote", the module the shell loads`);
  }
  let hostApi: string | undefined;
  try {
    ({ hostApi } = await readRemoteDeclarations(dir));
  } catch (error) {
    if (error instanceof RouteDeclarationsError) throw new ReleaseError(`${error.message} (${ROUTES_FILE} is written by "npm run build")`);
    throw error;
  }
  if (hostApi === undefined) {
    throw new ReleaseError(`${dir}: ${ROUTES_FILE} declares no hostApi, the host API range the build needs (rebuild it with "npm run build")`);
  }
  if (!hostApiSatisfies(hostApi)) {
    throw new ReleaseError(`${id} wants host API ${hostApi}, which this site's shell (host API ${HOST_API_VERSION}) does not satisfy`);
  }
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  return typeof buildVersion === 'string' && /^\d+\.\d+\.\d+/.test(buildVersion) ? buildVersion : undefined;
}

async function packageVersion(rootDir: string, id: RemoteId): Promise<string> {
  try {
    const pkg = (await readJson(path.join(rootDir, REMOTE_PACKAGES[id], 'package.json'))) as { version?: unknown };
    if (typeof pkg.version === 'string') return pkg.version;
  } catch {
    // fall through
  }
  return '0.0.0';
}

async function copyBuild(source: string, target: string): Promise<void> {
  for (const rel of await listFiles(source)) {
    if (isDerivedFile(path.posix.basename(rel))) continue;
    const to = path.join(target, rel);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(path.join(source, rel), to);
  }
}

/**
 * A path belongs to one remote: a release may not declare a path another remote's active version
 * declares (the shell could route it to only one of them).
 */
async function refuseTakenPaths(store: ReleaseStore, registry: RegistryFile, id: RemoteId, dir: string): Promise<void> {
  const mine = new Map((await readRouteDeclarations(dir)).map((route) => [routeKey(route.path), route.path]));
  for (const [otherId, record] of Object.entries(registry.remotes) as [RemoteId, RegistryFile['remotes'][RemoteId]][]) {
    if (otherId === id || !record?.active) continue;
    await store.ensureLocal(otherId, record.active);
    const theirs = await readRouteDeclarations(versionDir(store.dataDir, otherId, record.active)).catch(() => []);
    const taken = theirs.find((route) => mine.has(routeKey(route.path)));
    if (taken) throw new ReleaseError(`${id} declares ${taken.path}, which ${otherId} ${record.active} already serves`);
  }
}

/**
 * The name of a build: its package version and content hash only, so the same build gets the same
 * name on every server and at every start.
 */
function versionName(packageVersion: string, hash: string): string {
  return `${packageVersion}-${hash}`;
}

export async function release(target: ReleaseStore | string, id: RemoteId, options: ReleaseOptions = {}): Promise<ReleaseResult> {
  const store = storeOf(target);
  const { dataDir } = store;
  const rootDir = options.rootDir ?? REPO_ROOT;
  const source = path.resolve(options.from ?? path.join(rootDir, REMOTE_PACKAGES[id], 'dist'));
  await validateBuild(id, source);

  const idDir = path.join(remotesDir(dataDir), id);
  await fs.mkdir(idDir, { recursive: true });
  const temp = path.join(idDir, `.tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  try {
    // The version is named after what was copied, not what the source held a moment before.
    await copyBuild(source, temp);
    const buildVersion = await validateBuild(id, temp);
    const hash = (await contentHash(temp)).slice(0, 8);

    const activeBefore = (await store.readRegistry()).remotes[id]?.active;
    if (activeBefore && hashOfVersion(activeBefore) === hash) {
      return { status: 'unchanged', id, version: activeBefore };
    }

    const version = versionName(buildVersion ?? (await packageVersion(rootDir, id)), hash);
    // The same build released before (here, or by another server when the store is shared) is
    // that version's folder already, compressed copies included: only a new build is compressed.
    if (!(await store.ensureLocal(id, version))) await precompressDir(temp);

    return await store.updateRegistry<ReleaseResult>(async (registry, locked) => {
      const record = registry.remotes[id];
      if (record?.active && hashOfVersion(record.active) === hash) {
        return { result: { status: 'unchanged', id, version: record.active } };
      }
      await refuseTakenPaths(locked, registry, id, temp);
      const folder = versionDir(dataDir, id, version);
      // The same content released before (or by another release right now) already has this very folder.
      if (!(await fs.stat(folder).catch(() => undefined))) await fs.rename(temp, folder);
      await locked.publish(id, version);
      const previous = record?.active;
      const next: RegistryFile = {
        remotes: {
          ...registry.remotes,
          [id]: {
            active: version,
            history: [
              ...(record?.history ?? []),
              { version, releasedAt: (options.now ?? new Date()).toISOString(), ...(previous ? { previous } : {}) },
            ],
          },
        },
      };
      return { next, result: { status: 'released', id, version, ...(previous ? { previous } : {}) } };
    });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

export interface RollbackResult {
  id: RemoteId;
  /** The version now active. */
  version: string;
  /** The version that was active before the rollback. */
  from: string;
}

/** Re-activates the version that was active before the current one was released. */
export async function rollback(target: ReleaseStore | string, id: RemoteId): Promise<RollbackResult> {
  const store = storeOf(target);
  return store.updateRegistry(async (registry, locked) => {
    const record = registry.remotes[id];
    if (!record?.active) throw new ReleaseError(`${id} has no active version: nothing to roll back`);
    const current = record.active;
    const entry = [...record.history].reverse().find((h) => h.version === current);
    const earlier = entry?.previous;
    if (!earlier) throw new ReleaseError(`${id} ${current} has no earlier version to roll back to`);
    if (!(await locked.ensureLocal(id, earlier))) {
      throw new ReleaseError(`${id}: the earlier version ${earlier} is missing from the ${store.location}`);
    }
    // The shell may have moved to a host API the earlier version was not built for.
    const declarations = await declarationsOfVersion(store.dataDir, id, earlier);
    if (!shellCanHost(declarations)) {
      throw new ReleaseError(`${id}: the earlier version ${earlier} wants host API ${declarations?.hostApi ?? '(none declared)'}, which this site's shell (host API ${HOST_API_VERSION}) does not satisfy`);
    }
    return { next: { remotes: { ...registry.remotes, [id]: { ...record, active: earlier } } }, result: { id, version: earlier, from: current } };
  });
}

export interface VersionInfo {
  version: string;
  releasedAt: string;
  active: boolean;
  /** False when its files were deleted by hand; such a version cannot be served or rolled back to. */
  present: boolean;
}

export interface RemoteVersions {
  id: RemoteId;
  active?: string;
  versions: VersionInfo[];
}

/** Every remote, its versions oldest first, the active one marked. */
export async function list(target: ReleaseStore | string): Promise<RemoteVersions[]> {
  const store = storeOf(target);
  const registry = await store.readRegistry();
  const out: RemoteVersions[] = [];
  for (const id of REMOTE_IDS) {
    const record = registry.remotes[id];
    const seen = new Set<string>();
    const versions: VersionInfo[] = [];
    for (const entry of record?.history ?? []) {
      if (seen.has(entry.version)) continue;
      seen.add(entry.version);
      versions.push({
        version: entry.version,
        releasedAt: entry.releasedAt,
        active: entry.version === record?.active,
        present: await store.has(id, entry.version),
      });
    }
    out.push({ id, ...(record?.active ? { active: record.active } : {}), versions });
  }
  return out;
}

export type InitialRelease =
  | { id: RemoteId; status: 'active'; version: string }
  | { id: RemoteId; status: 'released'; version: string }
  | { id: RemoteId; status: 'skipped'; reason: string };

/**
 * Releases the current build of every remote that has no active version yet, so a fresh checkout's
 * `npm start` serves all of them. An active version the shell cannot host (released before builds
 * declared their routes and host-API range, or built for another host API) is replaced the same
 * way, since the server does not offer it to the shell. A
 * remote whose build is missing is reported, not fatal: the shell shows that area's fallback and
 * everything else works.
 */
export async function ensureInitialReleases(target: ReleaseStore | string, rootDir: string = REPO_ROOT): Promise<InitialRelease[]> {
  const store = storeOf(target);
  const registry = await store.readRegistry();
  const out: InitialRelease[] = [];
  for (const id of REMOTE_IDS) {
    const active = registry.remotes[id]?.active;
    if (active && (await store.ensureLocal(id, active)) && shellCanHost(await declarationsOfVersion(store.dataDir, id, active))) {
      out.push({ id, status: 'active', version: active });
      continue;
    }
    try {
      const result = await release(store, id, { rootDir });
      out.push({ id, status: 'released', version: result.version });
    } catch (error) {
      if (error instanceof ReleaseError || error instanceof RegistryError) {
        out.push({ id, status: 'skipped', reason: error.message });
      } else {
        throw error;
      }
    }
  }
  return out;
}
