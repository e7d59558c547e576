import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { isOpenablePath, SERVICE_PATH_KEY_LENGTH } from '@site/shared/contract/site/service-path';

/**
 * The platform's side of the type-3 service-record path (the page's side, and the format, are in
 * the contract's service-path.ts): the OpenSSL "Salted__" AES-256-CBC text crypto-js reads, its key
 * and IV derived from the passphrase and salt with OpenSSL's EVP_BytesToKey (MD5, one round), then
 * the 8-character passphrase appended. Written with node:crypto so the platform needs no copy of
 * crypto-js; the tests decrypt its output with the page's own function.
 */

const SALTED = Buffer.from('Salted__', 'latin1');
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const password = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5').update(Buffer.concat([previous, password, salt])).digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/** Encrypts a clear address under a fresh random passphrase and appends the passphrase. */
export function encryptServicePath(clear: string): string {
  let passphrase = '';
  for (let i = 0; i < SERVICE_PATH_KEY_LENGTH; i += 1) passphrase += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
  return Buffer.concat([SALTED, salt, body]).toString('base64') + passphrase;
}

/** The clear address of a stored type-3 path (for the operator's list); null when it does not decrypt. */
export function decryptStoredServicePath(sent: string): string | null {
  if (sent.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const passphrase = sent.slice(-SERVICE_PATH_KEY_LENGTH);
  const raw = Buffer.from(sent.slice(0, -SERVICE_PATH_KEY_LENGTH), 'base64');
  if (raw.length < 32 || !raw.subarray(0, 8).equals(SALTED)) return null;
  try {
    const { key, iv } = keyAndIv(passphrase, raw.subarray(8, 16));
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const clear = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
    return isOpenablePath(clear) ? clear : null;
  } catch {
    return null;
  }
}
