import { SEAL_WINDOW_MS } from '@site/shared/contract';
import { generateRsaKeyPair, openSealedBody, sealedBodyInvalid, type RsaKeyPair } from '../crypto/envelope';
import type { Db } from '../db/database';
import { SealedNonces } from './sealed-nonces';

/** Stores `pair` as the active key unless one is active already (the unique index keeps the first). */
export async function storeRsaKey(db: Pick<Db, 'query'>, pair: RsaKeyPair): Promise<void> {
  await db.query('INSERT INTO rsa_keys (kid, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    pair.kid,
    pair.publicKey,
    pair.privateKey,
  ]);
}

/**
 * The RSA key pair of the encrypted calls and the opening of sealed bodies. The key is made once
 * and kept in the database, so every platform process (and every restart) uses the same key and a
 * client's cached key keeps working. The private key is as safe as the database: a deployment that
 * needs more keeps it in a vault.
 */
export class EncryptionKeys {
  private current: Promise<RsaKeyPair> | null = null;
  private readonly nonces: SealedNonces;

  constructor(private readonly db: Db) {
    this.nonces = new SealedNonces(db);
  }

  /** The active key pair, made on first use. */
  get(): Promise<RsaKeyPair> {
    this.current ??= this.load();
    this.current.catch(() => {
      this.current = null;
    });
    return this.current;
  }

  /** The clock sealed bodies are judged by; clients learn it with the key. */
  now(): number {
    return Date.now();
  }

  /**
   * The payload of a sealed body made for the active key, once: a body whose time is more than the
   * window away from this clock, or whose nonce was seen before, is refused like one that cannot be
   * opened. ENCRYPTION_KEY_STALE for a body made for another key.
   */
  async open(body: unknown): Promise<unknown> {
    const content = openSealedBody(await this.get(), body);
    if (Math.abs(content.ts - this.now()) > SEAL_WINDOW_MS) throw sealedBodyInvalid();
    // Claimed only after the time check, so stale bodies never fill the table.
    if (!(await this.nonces.claim(content.nonce))) throw sealedBodyInvalid();
    return content.payload;
  }

  private async load(): Promise<RsaKeyPair> {
    const existing = await this.read();
    if (existing) return existing;
    // Generated outside any transaction (it takes a moment); if another process stored one
    // meanwhile, the unique index keeps theirs and we read it back.
    await storeRsaKey(this.db, generateRsaKeyPair());
    const stored = await this.read();
    if (!stored) throw new Error('platform: could not store the RSA key');
    return stored;
  }

  private async read(): Promise<RsaKeyPair | null> {
    const rows = await this.db.query<{ kid: string; public_key: string; private_key: string }>(
      'SELECT kid, public_key, private_key FROM rsa_keys WHERE active',
    );
    const row = rows[0];
    return row ? { kid: row.kid, publicKey: row.public_key, privateKey: row.private_key } : null;
  }
}
