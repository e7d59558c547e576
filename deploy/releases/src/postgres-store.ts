import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../platform/src/db/database';
import { listFiles } from './precompress';
import { remotesDir, versionDir, type RemoteId } from './paths';
import { parseRegistry, type RegistryFile } from './registry';
import { isDirectory, type ReleaseStore } from './store';

const SELECT_REGISTRY = 'SELECT remote_id, active, history FROM remote_registry';

interface RegistryRow {
  remote_id: string;
  active: string;
  history: unknown;
}

/**
 * The registry and the released versions in PostgreSQL, shared by every server on the database:
 * a release or rollback through any of them (or the ops CLI) is what all of them read on their next
 * page load. Each server's data directory caches the version folders it has served, fetched from
 * the database on first use, so a server started after a release serves it without a copy of the
 * build. Tables: remote_registry, remote_blobs, remote_version_files (migration 042).
 */
export class PostgresReleaseStore implements ReleaseStore {
  readonly location = 'PostgreSQL (DATABASE_URL)';

  constructor(
    private readonly db: Db,
    readonly dataDir: string,
    private readonly options: { closeDb?: boolean } = {},
    /** Version folders complete on this disk (a folder never changes once there), and fetches under way. */
    private readonly cache = { local: new Set<string>(), fetching: new Map<string, Promise<boolean>>() },
  ) {}

  async readRegistry(): Promise<RegistryFile> {
    return this.toRegistry(await this.db.query<RegistryRow>(SELECT_REGISTRY));
  }

  private toRegistry(rows: RegistryRow[]): RegistryFile {
    const remotes = Object.fromEntries(rows.map((row) => [row.remote_id, { active: row.active, history: row.history }]));
    return parseRegistry({ remotes }, 'remote_registry');
  }

  updateRegistry<T>(change: (registry: RegistryFile, store: ReleaseStore) => Promise<{ next?: RegistryFile; result: T }>): Promise<T> {
    return this.db.transaction(async (tx) => {
      // Releases and rollbacks take turns; page loads keep reading the committed registry meanwhile.
      await tx.query('LOCK TABLE remote_registry IN SHARE ROW EXCLUSIVE MODE');
      const before = this.toRegistry(await tx.query<RegistryRow>(SELECT_REGISTRY));
      // The change works inside the transaction: the embedded database has one connection, and a
      // query outside the transaction would wait for it to end.
      const { next, result } = await change(before, new PostgresReleaseStore(tx, this.dataDir, {}, this.cache));
      for (const [id, record] of Object.entries(next?.remotes ?? {})) {
        if (!record) continue;
        await tx.query(
          `INSERT INTO remote_registry (remote_id, active, history) VALUES ($1, $2, $3::jsonb)
           ON CONFLICT (remote_id) DO UPDATE SET active = EXCLUDED.active, history = EXCLUDED.history, updated_at = now()`,
          [id, record.active, JSON.stringify(record.history)],
        );
      }
      return result;
    });
  }

  async publish(id: RemoteId, version: string): Promise<void> {
    const dir = versionDir(this.dataDir, id, version);
    const files = await listFiles(dir);
    await this.db.transaction(async (tx) => {
      for (const rel of files) {
        const content = await fs.readFile(path.join(dir, rel));
        const sha256 = createHash('sha256').update(content).digest('hex');
        await tx.query('INSERT INTO remote_blobs (sha256, content) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING', [sha256, content]);
        await tx.query(
          'INSERT INTO remote_version_files (remote_id, version, path, sha256) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [id, version, rel, sha256],
        );
      }
    });
    this.cache.local.add(dir);
  }

  async has(id: RemoteId, version: string): Promise<boolean> {
    if (await isDirectory(versionDir(this.dataDir, id, version))) return true;
    const rows = await this.db.query('SELECT 1 FROM remote_version_files WHERE remote_id = $1 AND version = $2 LIMIT 1', [id, version]);
    return rows.length > 0;
  }

  async ensureLocal(id: RemoteId, version: string): Promise<boolean> {
    const dir = versionDir(this.dataDir, id, version);
    if (this.cache.local.has(dir)) return true;
    let pending = this.cache.fetching.get(dir);
    if (!pending) {
      pending = this.fetch(id, version, dir).finally(() => this.cache.fetching.delete(dir));
      this.cache.fetching.set(dir, pending);
    }
    return pending;
  }

  /** Writes the version's files into a temporary folder and renames it into place. */
  private async fetch(id: RemoteId, version: string, dir: string): Promise<boolean> {
    if (await isDirectory(dir)) {
      this.cache.local.add(dir);
      return true;
    }
    const rows = await this.db.query<{ path: string; content: Uint8Array }>(
      `SELECT f.path, b.content FROM remote_version_files f JOIN remote_blobs b ON b.sha256 = f.sha256
       WHERE f.remote_id = $1 AND f.version = $2`,
      [id, version],
    );
    if (rows.length === 0) return false;
    const idDir = path.join(remotesDir(this.dataDir), id);
    await fs.mkdir(idDir, { recursive: true });
    const temp = path.join(idDir, `.fetch-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      for (const row of rows) {
        const file = path.join(temp, row.path);
        // Paths were listed from a folder when published; one that leaves the folder is not written.
        if (!file.startsWith(`${temp}${path.sep}`)) continue;
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, row.content);
      }
      // Another process caching the same version may have renamed its copy into place first.
      await fs.rename(temp, dir).catch(async (error: NodeJS.ErrnoException) => {
        if (!(await isDirectory(dir))) throw error;
      });
    } finally {
      await fs.rm(temp, { recursive: true, force: true });
    }
    this.cache.local.add(dir);
    return true;
  }

  async close(): Promise<void> {
    if (this.options.closeDb) await this.db.close();
  }
}
