import type { SessionLookup } from './sessions';

/**
 * How long a session read for a catalogue read is reused, and how many are kept. A few seconds
 * take the session query off nearly every request of a member browsing or typing a search, while
 * a revocation made by another platform process (or straight in the database) is honoured within
 * that time. Revocations made through this process take effect at once (see `forgetSession`).
 */
export const SESSION_CACHE = { ttlMs: 5_000, entries: 10_000 };

interface Entry {
  lookup: SessionLookup;
  until: number;
}

/**
 * Live sessions by the SHA-256 of their token (the raw token is never kept), least recently used
 * first out. Only active sessions of active accounts are kept; an entry ends at the TTL or when the
 * session itself expires, whichever comes first. After a session or a member's sessions are
 * forgotten, they are not kept again for one TTL: a read racing with the revoking transaction
 * (which may not have committed yet) cannot put the old state back.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** `s:<sessionId>` or `m:<memberId>` -> until when reads of it are not kept. */
  private readonly unkept = new Map<string, number>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(tokenHash: string): SessionLookup | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    this.entries.delete(tokenHash);
    if (this.now() >= entry.until) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.set(tokenHash, entry);
    return entry.lookup;
  }

  /** Keeps a lookup that `findSession` just read; `expiresInMs` is how long the session has left. */
  remember(tokenHash: string, lookup: SessionLookup, expiresInMs: number): void {
    if (lookup.state !== 'active' || lookup.memberStatus !== 'ACTIVE') return;
    const now = this.now();
    if (this.isUnkept(`s:${lookup.sessionId}`, now) || this.isUnkept(`m:${lookup.memberId}`, now)) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { lookup, until: now + Math.min(this.ttlMs, Math.max(0, expiresInMs)) });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The sliding expiry was moved: the kept copy no longer asks for it. */
  touched(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.lookup = { ...entry.lookup, touchDue: false };
  }

  /** One session was revoked or changed (sign-out, password change lifted). */
  forgetSession(sessionId: string): void {
    this.forget(`s:${sessionId}`, (lookup) => lookup.sessionId === sessionId);
  }

  /** Every session of a member was revoked (password change or reset). */
  forgetMember(memberId: number | string): void {
    const id = Number(memberId);
    this.forget(`m:${id}`, (lookup) => lookup.memberId === id);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.unkept.clear();
  }

  private forget(key: string, matches: (lookup: SessionLookup) => boolean): void {
    const now = this.now();
    for (const [hash, entry] of this.entries) if (matches(entry.lookup)) this.entries.delete(hash);
    for (const [k, until] of this.unkept) if (until <= now) this.unkept.delete(k);
    this.unkept.set(key, now + this.ttlMs);
  }

  private isUnkept(key: string, now: number): boolean {
    const until = this.unkept.get(key);
    return until !== undefined && until > now;
  }
}

/**
 * The process's one cache: revocations go through functions that do not know which app asked, so
 * the cache is shared by every app of the process. Tokens are random, so apps never share an
 * entry; forgetting a member of one app's database may forget another's entry, which only costs
 * that app one read.
 */
export const sessionCache = new SessionCache(SESSION_CACHE.entries, SESSION_CACHE.ttlMs);
