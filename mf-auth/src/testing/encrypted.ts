import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import type { InternalAxiosRequestConfig } from 'axios';
import type { EncryptedBody, RsaKeyValue, SealedContent } from '@site/shared';
import { bodyOf } from '@site/shared/testing';

/**
 * The platform's side of the encrypted calls for tests: a real RSA key pair, served as
 * GET /wps/session/key/rsa with the current time, and the opening of a sealed body (RSA-OAEP
 * SHA-256, then AES-256-GCM with the tag at the end of `data`). The client under test runs its
 * real sealing, so a test sees exactly the payload a real platform would.
 */

/** jsdom has no Web Crypto `subtle`; lend it Node's, as a secure-context browser has. */
export function installWebCrypto(): void {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

export interface TestKeys {
  kid: string;
  /** The key answer, stamped with the clock at the time it is read. */
  readonly value: RsaKeyValue;
  /** The JSON payload an encrypted request carried (its nonce and time checked for form only). */
  decrypt: (config: InternalAxiosRequestConfig | undefined) => unknown;
}

const GCM_TAG_BYTES = 16;

export function createTestKeys(kid = 'test-key'): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const open = (config: InternalAxiosRequestConfig | undefined): unknown => {
    const body = bodyOf(config) as EncryptedBody;
    if (body.kid !== kid) throw new Error(`body made for key ${body.kid}`);
    const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.key, 'base64'));
    const sealed = Buffer.from(body.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
    const content = JSON.parse(plain.toString('utf8')) as SealedContent;
    if (!/^[A-Za-z0-9_-]{22}$/.test(content.nonce) || !Number.isInteger(content.ts)) throw new Error('sealed without nonce or time');
    return content.payload;
  };
  return {
    kid,
    get value() {
      return { kid, publicKey, serverTime: Date.now() };
    },
    decrypt: open,
  };
}
