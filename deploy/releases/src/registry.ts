import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RouteDeclaration } from '@site/shared';
import { hostApiSatisfies } from '@site/shared/contract/host-api';
import { isRemoteId, registryPath, remotesDir, versionDir, type RemoteId } from './paths';
import { readRemoteDeclarations, type RemoteDeclarations } from './route-declarations';
import { storeOf, type ReleaseStore } from './store';

/**
 * The remote registry, `<DATA_DIR>/remotes/registry.json`: which version of each remote is active
 * and every version ever released. Version folders beside it are immutable; only this file changes,
 * always by writing a temporary file and renaming it over the old one, so a reader (the server,
 * reading it on every page load) sees the old or the new registry, never half of one.
 */
export interface ReleaseRecord {
  version: string;
  /** ISO time of the release. */
  releasedAt: string;
  /** The version that was active when this one was released; rollback returns to it. */
  previous?: string;
}

export interface RemoteRecord {
  active: string;
  history: ReleaseRecord[];
}

export interface RegistryFile {
  remotes: Partial<Record<RemoteId, RemoteRecord>>;
}

/**
 * The shape of GET /remotes.json and of `window.__REMOTES__`: each remote's active version, its
 * entry, and the routes that version declares, from which the shell builds its route table and the
 * server chooses what to preload.
 */
export interface ActiveRemote {
  version: string;
  entry: string;
  routes: RouteDeclaration[];
}
export type ActiveRegistry = Partial<Record<RemoteId, ActiveRemote>>;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a parsed registry; unknown remote ids are dropped, a malformed record is an error. */
export function parseRegistry(value: unknown, source = 'registry'): RegistryFile {
  if (!isRecord(value) || !isRecord(value.remotes)) throw new RegistryError(`${source}: expected { "remotes": { … } }`);
  const remotes: RegistryFile['remotes'] = {};
  for (const [id, record] of Object.entries(value.remotes)) {
    if (!isRemoteId(id)) continue;
    if (!isRecord(record) || typeof record.active !== 'string' || !Array.isArray(record.history)) {
      throw new RegistryError(`${source}: remote "${id}" needs "active" (string) and "history" (array)`);
    }
    const history: ReleaseRecord[] = record.history.map((entry: unknown, index) => {
      if (!isRecord(entry) || typeof entry.version !== 'string' || typeof entry.releasedAt !== 'string') {
        throw new RegistryError(`${source}: remote "${id}" history[${index}] needs "version" and "releasedAt"`);
      }
      return {
        version: entry.version,
        releasedAt: entry.releasedAt,
        ...(typeof entry.previous === 'string' ? { previous: entry.previous } : {}),
      };
    });
    remotes[id] = { active: record.active, history };
  }
  return { remotes };
}

/** The registry on disk; an empty one when nothing was released yet. */
export async function readRegistry(dataDir: string): Promise<RegistryFile> {
  const file = registryPath(dataDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RegistryError(`${file} is not valid JSON`);
  }
  return parseRegistry(parsed, file);
}

/** Writes a whole file atomically: a temporary sibling, fsync, then rename over the target. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

export async function writeRegistry(dataDir: string, registry: RegistryFile): Promise<void> {
  await writeFileAtomic(registryPath(dataDir), `${JSON.stringify(registry, null, 2)}\n`);
}

/** The public URL of a remote version's entry script. */
export function entryUrl(id: RemoteId, version: string): string {
  return `/remotes/${id}/${encodeURIComponent(version)}/remoteEntry.js`;
}

/** Version folders never change, so each version's declarations are read once per process. */
const declared = new Map<string, Promise<RemoteDeclarations | null>>();

/**
 * What a released version declares (its routes and host-API range); null when its routes.json is
 * missing or malformed (released before builds carried it, or edited by hand).
 */
export function declarationsOfVersion(dataDir: string, id: RemoteId, version: string): Promise<RemoteDeclarations | null> {
  const dir = versionDir(dataDir, id, version);
  let declarations = declared.get(dir);
  if (!declarations) {
    declarations = readRemoteDeclarations(dir).catch(() => {
      // Not remembered: the folder may be completed (or restored) later.
      declared.delete(dir);
      return null;
    });
    declared.set(dir, declarations);
  }
  return declarations;
}

/**
 * Whether this site's shell can host a version: it declares a host-API range the shell satisfies.
 * A version that declares none (built before builds declared it) is not trusted either.
 */
export function shellCanHost(declarations: RemoteDeclarations | null): declarations is RemoteDeclarations & { hostApi: string } {
  return declarations?.hostApi !== undefined && hostApiSatisfies(declarations.hostApi);
}

/**
 * What the shell needs: each remote's active version, the URL of its entry and its routes. The
 * shell loads whatever it is given, so an active version it cannot host (a registry edited by hand,
 * or a shell rolled forward past a remote's range) is left out: that remote's areas show their
 * fallback and its paths are not routed, the rest of the site is unaffected. A version kept in the
 * database is fetched to this disk first, since its declarations (and its files) are read here.
 */
export async function toActiveRegistry(store: ReleaseStore | string, registry: RegistryFile): Promise<ActiveRegistry> {
  const releases = storeOf(store);
  const active: ActiveRegistry = {};
  for (const [id, record] of Object.entries(registry.remotes) as [RemoteId, RemoteRecord | undefined][]) {
    if (!record?.active) continue;
    if (!(await releases.ensureLocal(id, record.active))) continue;
    const declarations = await declarationsOfVersion(releases.dataDir, id, record.active);
    if (!shellCanHost(declarations)) continue;
    active[id] = { version: record.active, entry: entryUrl(id, record.active), routes: declarations.routes };
  }
  return active;
}

export async function activeRegistry(store: ReleaseStore | string): Promise<ActiveRegistry> {
  const releases = storeOf(store);
  return toActiveRegistry(releases, await releases.readRegistry());
}

const LOCK_STALE_MS = 60_000;

/**
 * Runs `fn` while holding `<remotes>/registry.lock`, so two releases (two terminals, or the server
 * starting while an operator releases) never lose each other's registry update. A lock left by a
 * crashed process is taken over once it is older than a minute.
 */
export async function withRegistryLock<T>(dataDir: string, fn: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const dir = remotesDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const lock = path.join(dir, 'registry.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await fs.open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lock).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) {
        await fs.rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new RegistryError(`the registry is locked by another release (${lock}); try again`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}
