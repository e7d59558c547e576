import type { EncryptedBody } from '@site/shared/contract';
import { decryptBody, generateRsaKeyPair, type RsaKeyPair } from '../crypto/envelope';
import type { Db } from '../db/database';

/**
 * The RSA key pair of the encrypted calls. It is made once and kept in the database, so every
 * platform process (and every restart) uses the same key and a client's cached key keeps working.
 * The private key is as safe as the database: a deployment that needs more keeps it in a vault.
 */
export class EncryptionKeys {
  private current: Promise<RsaKeyPair> | null = null;

  constructor(private readonly db: Db) {}

  /** The active key pair, made on first use. */
  get(): Promise<RsaKeyPair> {
    this.current ??= this.load();
    this.current.catch(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Decrypts a body made for the active key (ENCRYPTION_KEY_STALE for another key). */
  async open(body: EncryptedBody): Promise<unknown> {
    return decryptBody(await this.get(), body);
  }

  private async load(): Promise<RsaKeyPair> {
    const existing = await this.read();
    if (existing) return existing;
    // Generated outside any transaction (it takes a moment); if another process stored one
    // meanwhile, the unique index keeps theirs and we read it back.
    const fresh = generateRsaKeyPair();
    await this.db.query(
      'INSERT INTO rsa_keys (kid, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [fresh.kid, fresh.publicKey, fresh.privateKey],
    );
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
