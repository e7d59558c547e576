import { SEAL_WINDOW_MS } from '@site/shared/contract';
import type { Db } from '../db/database';

/**
 * How long a nonce is remembered. A body passes the time check for at most two windows after it
 * was opened (its time may run a window ahead of the clock); the third window covers clock
 * differences between platform processes. After that the time check alone refuses it.
 */
const KEEP_MS = 3 * SEAL_WINDOW_MS;
const PURGE_EVERY_MS = 60_000;

/**
 * The nonces of opened sealed bodies, kept in the database: the primary key makes a nonce
 * single-use across every platform process on that database, and concurrent requests with one
 * nonce get exactly one success.
 */
export class SealedNonces {
  private nextPurgeAt = 0;

  constructor(private readonly db: Db) {}

  /** True when the nonce was new; it is used up from now on. */
  async claim(nonce: string): Promise<boolean> {
    await this.purgeOld();
    const rows = await this.db.query('INSERT INTO sealed_nonces (nonce) VALUES ($1) ON CONFLICT DO NOTHING RETURNING nonce', [nonce]);
    return rows.length === 1;
  }

  private async purgeOld(): Promise<void> {
    if (Date.now() < this.nextPurgeAt) return;
    this.nextPurgeAt = Date.now() + PURGE_EVERY_MS;
    await this.db.query("DELETE FROM sealed_nonces WHERE seen_at < now() - $1 * interval '1 millisecond'", [KEEP_MS]);
  }
}
