import { constants, createDecipheriv, createPrivateKey, generateKeyPairSync, privateDecrypt, randomUUID, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ENCRYPTION_KEY_STALE, SEALED_BODY_INVALID, type EncryptedBody, type SealedContent } from '@site/shared/contract';
import { PlatformError } from '../http/errors';
import { SealedEnvelopeShape } from '../http/sealed-body-schema';

/** One RSA key pair of the encrypted calls; `kid` names it in every body. */
export interface RsaKeyPair {
  kid: string;
  /** SPKI PEM, handed to clients by GET /wps/session/key/rsa. */
  publicKey: string;
  /** PKCS#8 PEM. Never logged, never sent. */
  privateKey: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid: randomUUID(), publicKey, privateKey };
}

/**
 * The one answer to every body that cannot be opened or is not fresh. Saying which step failed
 * (padding, tag, JSON, time, reuse) would let an attacker probe the scheme one byte at a time.
 */
export function sealedBodyInvalid(): PlatformError {
  return new PlatformError(400, SEALED_BODY_INVALID, 'The request could not be read');
}

export function encryptionKeyStale(): PlatformError {
  return new PlatformError(400, ENCRYPTION_KEY_STALE, 'The encryption key has changed; fetch it again');
}


const SealedContentShape = z.object({
  payload: z.unknown(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  ts: z.number().int().nonnegative(),
}) satisfies z.ZodType<SealedContent>;

const GCM_TAG_BYTES = 16;

/**
 * Opens a sealed body: checks the envelope, unwraps the AES key with RSA-OAEP (SHA-256), decrypts
 * and authenticates with AES-256-GCM, parses the JSON content. Freshness (time and nonce) is the
 * caller's to check. A body for another key is ENCRYPTION_KEY_STALE (the client fetches the key
 * again); every other failure is the same SEALED_BODY_INVALID.
 */
export function openSealedBody(keys: RsaKeyPair, body: unknown): SealedContent {
  const envelope = SealedEnvelopeShape.safeParse(body);
  if (!envelope.success) throw sealedBodyInvalid();
  if (envelope.data.kid !== keys.kid) throw encryptionKeyStale();
  const content = decryptContent(keys, envelope.data);
  const parsed = content === null ? null : SealedContentShape.safeParse(content);
  if (!parsed?.success) throw sealedBodyInvalid();
  return parsed.data as SealedContent;
}

// Reading the PEM text is three quarters of an RSA decryption's cost (about 1.9 of 2.5 ms), and
// every sealed call (each sign-in) decrypts once: the parsed key is kept with the pair it came from.
const parsedPrivateKeys = new WeakMap<RsaKeyPair, KeyObject>();

function parsedPrivateKey(keys: RsaKeyPair): KeyObject {
  let parsed = parsedPrivateKeys.get(keys);
  if (!parsed) {
    parsed = createPrivateKey(keys.privateKey);
    parsedPrivateKeys.set(keys, parsed);
  }
  return parsed;
}

/** The JSON inside, or null when anything fails (which failure is deliberately not kept). */
function decryptContent(keys: RsaKeyPair, envelope: EncryptedBody): unknown {
  try {
    const aesKey = privateDecrypt({ key: parsedPrivateKey(keys), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(envelope.key, 'base64'));
    const sealed = Buffer.from(envelope.data, 'base64');
    if (aesKey.length !== 32 || sealed.length < GCM_TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(envelope.iv, 'base64'), { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
  } catch {
    return null;
  }
}
