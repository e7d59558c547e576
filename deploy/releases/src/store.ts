import { promises as fs } from 'node:fs';
import { versionDir, type RemoteId } from './paths';
import { readRegistry, withRegistryLock, writeRegistry, type RegistryFile } from './registry';

/**
 * Where the registry and the released versions are kept. One server keeps both in its data
 * directory (registry.json and the version folders). Several servers on one PostgreSQL keep them
 * in the database (see postgres-store.ts), and each server's data directory only caches the
 * version folders it serves. Either way a version folder on the local disk is complete and never
 * changes: it is made in a temporary folder and renamed into place.
 */
export interface ReleaseStore {
  /** The data directory: the version folders this process serves (its own, or a cache). */
  readonly dataDir: string;
  /** What an operator is told the registry is (a folder or the database); never a secret. */
  readonly location: string;
  readRegistry(): Promise<RegistryFile>;
  /**
   * Runs `change` while no other release or rollback (by any process) can, with the registry as it
   * is now and the store to use meanwhile; the registry it answers (if any) is then written, all at once.
   */
  updateRegistry<T>(change: (registry: RegistryFile, store: ReleaseStore) => Promise<{ next?: RegistryFile; result: T }>): Promise<T>;
  /** Makes a complete local version folder available to every server (nothing to do for one server). */
  publish(id: RemoteId, version: string): Promise<void>;
  /** Whether the version's folder is on this disk, fetching it first when the store has it elsewhere. */
  ensureLocal(id: RemoteId, version: string): Promise<boolean>;
  /** Whether the store has the version at all (without fetching it). */
  has(id: RemoteId, version: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function isDirectory(dir: string): Promise<boolean> {
  return Boolean((await fs.stat(dir).catch(() => undefined))?.isDirectory());
}

/** The registry and the versions in the data directory: one server, the embedded default. */
export class FileReleaseStore implements ReleaseStore {
  readonly location: string;

  constructor(readonly dataDir: string) {
    this.location = `data directory ${dataDir}`;
  }

  readRegistry(): Promise<RegistryFile> {
    return readRegistry(this.dataDir);
  }

  updateRegistry<T>(change: (registry: RegistryFile, store: ReleaseStore) => Promise<{ next?: RegistryFile; result: T }>): Promise<T> {
    return withRegistryLock(this.dataDir, async () => {
      const { next, result } = await change(await readRegistry(this.dataDir), this);
      if (next) await writeRegistry(this.dataDir, next);
      return result;
    });
  }

  async publish(): Promise<void> {
    // The local folder is the release.
  }

  ensureLocal(id: RemoteId, version: string): Promise<boolean> {
    return isDirectory(versionDir(this.dataDir, id, version));
  }

  has(id: RemoteId, version: string): Promise<boolean> {
    return this.ensureLocal(id, version);
  }

  async close(): Promise<void> {
    // Nothing is held open.
  }
}

/** A data directory given where a store is expected is the one-server store of that directory. */
export function storeOf(store: ReleaseStore | string): ReleaseStore {
  return typeof store === 'string' ? new FileReleaseStore(store) : store;
}

/**
 * The store a process should use: the database with `databaseUrl` (migrated to this build first, so
 * a release may come before any server starts), else the data directory.
 */
export async function openReleaseStore(options: { dataDir: string; databaseUrl?: string; log?: (line: string) => void }): Promise<ReleaseStore> {
  if (!options.databaseUrl) return new FileReleaseStore(options.dataDir);
  // Loaded here only: the one-server default never loads a database driver for its releases.
  const [{ connectDatabase }, { runMigrations }, { PostgresReleaseStore }] = await Promise.all([
    import('../../platform/src/db/database'),
    import('../../platform/src/db/migrate'),
    import('./postgres-store'),
  ]);
  const db = await connectDatabase({ databaseUrl: options.databaseUrl });
  try {
    const applied = await runMigrations(db);
    if (applied.length) options.log?.(`applied migrations ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }
  return new PostgresReleaseStore(db, options.dataDir, { closeDb: true });
}
