/**
 * Answers of catalogue reads whose key the caller chooses (a search, a provider's hot list), kept a
 * short while. Unlike ReadCache it is bounded: the least recently used answer goes first, so
 * made-up queries cannot grow memory. A failed read is not kept.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (now - hit.at < this.ttlMs) {
        // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
        this.entries.set(key, hit);
        return hit.value;
      }
    }
    const value = load();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
