import { createDecipheriv, constants, generateKeyPairSync, privateDecrypt, randomUUID } from 'node:crypto';
import type { EncryptedBody } from '@site/shared/contract';
import { PlatformError } from '../http/errors';

/** One RSA key pair of the encrypted-call scheme (DESIGN.md §4); `kid` names it in every body. */
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

export const ENCRYPTION_KEY_STALE = 'ENCRYPTION_KEY_STALE';

function undecryptable(): PlatformError {
  // Deliberately vague: which step failed would help nobody but an attacker.
  return new PlatformError(400, 'VALIDATION', 'body: could not be decrypted', 'body');
}

/**
 * Open an encrypted body: unwrap the AES key with RSA-OAEP (SHA-256), then AES-256-CBC decrypt the
 * JSON. The result is untrusted input: validate it with the call's schema afterwards.
 * A body made for another key (an older or another process's key) is ENCRYPTION_KEY_STALE, which
 * tells the client to fetch the key again.
 */
export function decryptBody(keys: RsaKeyPair, body: EncryptedBody): unknown {
  if (body.kid !== keys.kid) throw new PlatformError(400, ENCRYPTION_KEY_STALE, 'The encryption key has changed; fetch it again');
  let plain: string;
  try {
    const aesKey = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.key, 'base64'));
    const iv = Buffer.from(body.iv, 'base64');
    if (aesKey.length !== 32 || iv.length !== 16) throw undecryptable();
    const decipher = createDecipheriv('aes-256-cbc', aesKey, iv);
    plain = Buffer.concat([decipher.update(Buffer.from(body.data, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw undecryptable();
  }
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new PlatformError(400, 'VALIDATION', 'body: is not valid JSON', 'body');
  }
}
