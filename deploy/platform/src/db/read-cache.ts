import type { Db } from './database';

export interface ReadCacheOptions {
  /**
   * How long a cached read stays valid. PGlite belongs to this one process, so its cache lives
   * until an operator change clears it. With PostgreSQL other processes may write too, so a short
   * expiry bounds how long they see old data.
   */
  cacheTtlMs?: number;
}

/**
 * Remembers the answers of start-up reads that every page makes, so the database sees them once.
 * A failed read is not remembered: the next request tries again.
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private readonly ttlMs: number;

  constructor(kind: Db['kind'], options: ReadCacheOptions = {}) {
    this.ttlMs = options.cacheTtlMs ?? (kind === 'pglite' ? Number.POSITIVE_INFINITY : 5_000);
  }

  /** Forget every cached read; the next request reads the database. */
  clear(): void {
    this.entries.clear();
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
