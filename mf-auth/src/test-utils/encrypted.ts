import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import type { InternalAxiosRequestConfig } from 'axios';
import type { EncryptedBody, RsaKeyValue } from '@site/shared';
import { bodyOf } from './fake-platform';

/**
 * The platform's side of the encrypted calls (DESIGN.md §4) for tests: a real RSA key pair, served
 * as GET /wps/session/key/rsa, and the decryption of a body. The client under test runs its real
 * encryption, so a test sees exactly the payload a real platform would.
 */

/** jsdom has no Web Crypto `subtle`; lend it Node's, as a secure-context browser has. */
export function installWebCrypto(): void {
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

export interface TestKeys {
  kid: string;
  value: RsaKeyValue;
  /** The JSON payload an encrypted request carried. */
  decrypt: (config: InternalAxiosRequestConfig | undefined) => unknown;
}

export function createTestKeys(kid = 'test-key'): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    kid,
    value: { kid, publicKey },
    decrypt: (config) => {
      const body = bodyOf(config) as EncryptedBody;
      if (body.kid !== kid) throw new Error(`body made for key ${body.kid}`);
      const aesKey = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(body.key, 'base64'));
      const decipher = createDecipheriv('aes-256-cbc', aesKey, Buffer.from(body.iv, 'base64'));
      return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body.data, 'base64')), decipher.final()]).toString('utf8'));
    },
  };
}
