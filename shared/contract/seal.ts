import type { EncryptedBody, RsaKeyValue } from './api';

/**
 * Sealing the body of an encrypted call, the same code for the browser, the platform's tests and
 * the bench. Web Crypto only (browsers in a secure context, Node 20): a fresh AES-256-GCM key and
 * 12-byte IV per call encrypt the JSON text of a `SealedContent`; the AES key is wrapped with
 * RSA-OAEP (SHA-256) under the platform key. GCM authenticates the text, so a changed byte is
 * refused before anything is parsed. Pure: no state, no network.
 */

/**
 * What is inside the seal. `nonce` and `ts` let the platform refuse a captured body sent again:
 * it accepts `ts` only within a few minutes of its own clock and each nonce only once.
 */
export interface SealedContent<T = unknown> {
  payload: T;
  /** 16 random bytes, base64url without padding (22 characters). */
  nonce: string;
  /** The platform's clock in ms since 1970, as the client estimates it from `RsaKeyValue.serverTime`. */
  ts: number;
}

/** Any failure to open a sealed body; one answer for all, so none tells an attacker what went wrong. */
export const SEALED_BODY_INVALID = 'SEALED_BODY_INVALID';

/** The body names a key the platform no longer uses: fetch the key again and seal anew. */
export const ENCRYPTION_KEY_STALE = 'ENCRYPTION_KEY_STALE';

/** How far a sealed body's `ts` may be from the platform's clock, either way. */
export const SEAL_WINDOW_MS = 5 * 60 * 1000;

const AES_KEY_BYTES = 32;
const GCM_IV_BYTES = 12;
const NONCE_BYTES = 16;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available (the page must be served over https)');
  return subtle;
}

async function importPublicKey(publicKey: string): Promise<CryptoKey> {
  const base64 = publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return subtleCrypto().importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/**
 * Seals any text. `sealPayload` is the call clients use; this step alone exists so tests can seal
 * what no client would (text that is not JSON, content without a nonce) and see it refused.
 */
export async function sealText(key: Pick<RsaKeyValue, 'kid' | 'publicKey'>, text: string): Promise<EncryptedBody> {
  const subtle = subtleCrypto();
  const rsaKey = await importPublicKey(key.publicKey);
  const rawAesKey = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(GCM_IV_BYTES));
  const aesKey = await subtle.importKey('raw', rawAesKey, { name: 'AES-GCM' }, false, ['encrypt']);
  // Web Crypto appends the 16-byte tag to the ciphertext; `data` carries both.
  const data = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(text)));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAesKey));
  return { kid: key.kid, key: bytesToBase64(wrapped), iv: bytesToBase64(iv), data: bytesToBase64(data) };
}

/**
 * Seals `payload` for the platform key with a fresh nonce and `serverNow` (the platform's time as
 * the caller knows it: `Date.now()` plus the offset seen in `RsaKeyValue.serverTime`).
 */
export function sealPayload(key: Pick<RsaKeyValue, 'kid' | 'publicKey'>, payload: unknown, serverNow: number): Promise<EncryptedBody> {
  const content: SealedContent = { payload, nonce: base64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES))), ts: Math.round(serverNow) };
  return sealText(key, JSON.stringify(content));
}
