/**
 * Secrets at rest: a value the platform must read back (an authenticator app's secret, an open
 * raffle's seed) is kept in the database sealed with AES-256-GCM under a key that lives in the
 * platform's configuration, never in the database, so a copy of the database or of its backups
 * holds no usable secret.
 *
 * Stored form: `s1.<key id>.<base64url(iv 12 bytes | tag 16 bytes | ciphertext)>`. The key id names
 * the key, so keys can rotate: new values are sealed under the current key, values under an earlier
 * key (still configured as previous) open and are sealed again under the current one by their area.
 * Each value is bound to what it belongs to (the associated data, e.g. `totp:<member id>`): a sealed
 * value copied onto another row does not open there.
 *
 * Keys, at the platform's start:
 * - SECRETS_SEALING_KEY=<id>:<secret> (id: 1-24 of [A-Za-z0-9_-]; secret: 32+ characters, e.g.
 *   `openssl rand -hex 32`), the same on every platform process; SECRETS_SEALING_KEY_PREVIOUS:
 *   earlier `<id>:<secret>` pairs, comma-separated, kept until every row is sealed again;
 * - unset, keys derived from LOTTERY_SEED_KEY (and its previous keys), which every PostgreSQL site
 *   outside demo mode must set already and which never lives in the database either (key ids
 *   `ls-<8 hex of its hash>`, so a rotation of that key keeps earlier rows readable while the old
 *   key stays in LOTTERY_SEED_KEY_PREVIOUS); a dedicated SECRETS_SEALING_KEY is better, because it
 *   can rotate on its own;
 * - neither: a development key (id `dev`, derived from a constant published in this file), only in
 *   demo mode or on the embedded database; on PostgreSQL outside demo mode the start is refused.
 * Opening fails closed: an unknown key id or a value that does not authenticate throws
 * SealedSecretError naming the key id, never returning a guess.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

type Env = Record<string, string | undefined>;

export const SEALING_KEY_VARIABLE = 'SECRETS_SEALING_KEY';
export const SEALING_KEY_PREVIOUS_VARIABLE = 'SECRETS_SEALING_KEY_PREVIOUS';
export const DEVELOPMENT_KEY_ID = 'dev';
/** Public on purpose: demo data is not secret; a real site sets its own key. */
const DEVELOPMENT_SECRET = 'development sealing key: demo and embedded databases only, never real money';
const MIN_SECRET_LENGTH = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,24}$/;
const PREFIX = 's1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedSecretError';
  }
}

export interface SealingKey {
  id: string;
  key: Buffer;
}

/** The configured keys: `current` seals, every one of them opens. */
export interface SealingKeys {
  current: SealingKey;
  previous: readonly SealingKey[];
  /** Where they came from, for the start-up log (never a key). */
  source: string;
}

function deriveKey(id: string, secret: string): Buffer {
  // The configured text may be any long random string: HKDF turns it into exactly 32 bytes, per key id.
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('site sealed secrets', 'utf8'), Buffer.from(id, 'utf8'), 32));
}

function parseKey(text: string, variable: string): SealingKey {
  const at = text.indexOf(':');
  const id = at < 0 ? '' : text.slice(0, at).trim();
  const secret = at < 0 ? '' : text.slice(at + 1).trim();
  if (!KEY_ID.test(id)) throw new Error(`${variable} must read <id>:<secret>, the id 1-24 letters, digits, '-' or '_' (for example k2026:$(openssl rand -hex 32))`);
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${variable}: the secret of key '${id}' must be at least ${MIN_SECRET_LENGTH} characters`);
  return { id, key: deriveKey(id, secret) };
}

/** The development key: only where the caller has decided demo data may use it. */
export function developmentSealingKeys(): SealingKeys {
  return { current: { id: DEVELOPMENT_KEY_ID, key: deriveKey(DEVELOPMENT_KEY_ID, DEVELOPMENT_SECRET) }, previous: [], source: 'the development key (demo or embedded database)' };
}

/** A key derived from a lottery seed key (see the top of this file); its id names a hash of it, never the key. */
function lotteryDerivedKey(lotteryKey: string): SealingKey {
  const id = `ls-${createHash('sha256').update(`sealing key id\n${lotteryKey}`, 'utf8').digest('hex').slice(0, 8)}`;
  return { id, key: deriveKey(id, `sealed secrets from the lottery seed key\n${lotteryKey}`) };
}

function lotteryDerivedKeys(env: Env): SealingKeys | undefined {
  const current = env.LOTTERY_SEED_KEY?.trim();
  if (!current) return undefined;
  const previous = (env.LOTTERY_SEED_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0 && key !== current);
  return { current: lotteryDerivedKey(current), previous: previous.map(lotteryDerivedKey), source: 'derived from LOTTERY_SEED_KEY' };
}

/**
 * The keys named by the variables (SECRETS_SEALING_KEY, else derived from LOTTERY_SEED_KEY), or
 * undefined when neither is set; a malformed one throws.
 */
export function sealingKeysFromEnv(env: Env = process.env): SealingKeys | undefined {
  const current = env[SEALING_KEY_VARIABLE]?.trim();
  const previousText = env[SEALING_KEY_PREVIOUS_VARIABLE]?.trim() ?? '';
  if (!current) {
    if (previousText) throw new Error(`${SEALING_KEY_PREVIOUS_VARIABLE} is set without ${SEALING_KEY_VARIABLE}`);
    return lotteryDerivedKeys(env);
  }
  const keys = {
    current: parseKey(current, SEALING_KEY_VARIABLE),
    previous: previousText
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((part) => parseKey(part, SEALING_KEY_PREVIOUS_VARIABLE)),
    source: SEALING_KEY_VARIABLE,
  };
  const ids = [keys.current, ...keys.previous].map((key) => key.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${SEALING_KEY_VARIABLE} and ${SEALING_KEY_PREVIOUS_VARIABLE} name a key id twice`);
  return keys;
}

/**
 * The keys for a platform: the variables when set; else the development key when `developmentAllowed`
 * (demo mode or the embedded database); else the start is refused.
 */
export function resolveSealingKeys(options: { developmentAllowed: boolean; env?: Env }): SealingKeys {
  const fromEnv = sealingKeysFromEnv(options.env ?? process.env);
  if (fromEnv) return fromEnv;
  if (options.developmentAllowed) return developmentSealingKeys();
  throw new Error(
    `${SEALING_KEY_VARIABLE} (or at least LOTTERY_SEED_KEY) is required on PostgreSQL without DEMO_SEED=1: authenticator secrets and open raffle seeds are sealed with it and it must not live in the database. ` +
      `Set <id>:<secret> (for example k1:$(openssl rand -hex 32)), the same on every platform process.`,
  );
}

/** Whether a stored value is in the sealed form (anything else is a value from before sealing). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${PREFIX}.`);
}

/** The key id a sealed value names. */
export function sealedKeyId(stored: string): string {
  return stored.split('.')[1] ?? '';
}

export class SecretSealer {
  constructor(private readonly keys: SealingKeys) {}

  get currentKeyId(): string {
    return this.keys.current.id;
  }

  /** `value` sealed under the current key for `context` (what it belongs to). */
  seal(value: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`${this.keys.current.id}\n${context}`, 'utf8'));
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}.${this.keys.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The value sealed for `context`; throws SealedSecretError when it cannot be opened (fails closed). */
  open(stored: string, context: string): string {
    const [prefix, id, packed, extra] = stored.split('.');
    if (prefix !== PREFIX || !id || !packed || extra !== undefined) throw new SealedSecretError(`A sealed secret (${context}) is not in the sealed form`);
    const key = [this.keys.current, ...this.keys.previous].find((candidate) => candidate.id === id);
    if (!key) {
      throw new SealedSecretError(
        `A secret (${context}) is sealed under key '${id}', which is not configured: set it in ${SEALING_KEY_VARIABLE} or ${SEALING_KEY_PREVIOUS_VARIABLE}`,
      );
    }
    const bytes = Buffer.from(packed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedSecretError(`A sealed secret (${context}) is truncated`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${id}\n${context}`, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretError(`A secret (${context}) sealed under key '${id}' does not open with the configured key of that id: wrong key, or the value was altered or moved`);
    }
  }

  /**
   * The plain value of what is stored: a value from before sealing is taken as it is. `resealed` is
   * the form to store instead (null when the stored one is already sealed under the current key).
   */
  read(stored: string, context: string): { value: string; resealed: string | null } {
    if (!isSealed(stored)) return { value: stored, resealed: this.seal(stored, context) };
    const value = this.open(stored, context);
    return { value, resealed: sealedKeyId(stored) === this.keys.current.id ? null : this.seal(value, context) };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens this platform's secrets at rest (crypto/sealed-secret.ts), settled when the platform is registered. */
    secretSealer: SecretSealer;
  }
}
