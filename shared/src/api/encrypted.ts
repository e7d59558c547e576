import type { lib } from 'crypto-js';
import { ApiError, apiGet, apiRequest } from './client';
import type { EncryptedBody, RsaKeyValue } from '../../contract';

/**
 * The encrypted calls of spec §7 (login, registration, password change and reset), with the scheme
 * of DESIGN.md §4: a fresh AES-256 key and IV per call encrypt the JSON body (crypto-js, CBC,
 * PKCS#7); the key is wrapped with the platform's RSA public key (RSA-OAEP, SHA-256, Web Crypto).
 * Only the request body is encrypted; answers are ordinary envelopes.
 *
 * crypto-js (AES and what it needs, not the whole package) loads with the first encrypted call:
 * only signing in, registering and changing a password need it, not every page's first paint.
 *
 * Web Crypto exists only in secure contexts (https, or http on localhost/127.0.0.1), which is
 * where a site that takes passwords runs anyway.
 */

let keyPromise: Promise<{ kid: string; key: CryptoKey }> | null = null;

async function importPublicKey(value: RsaKeyValue): Promise<{ kid: string; key: CryptoKey }> {
  const base64 = value.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { kid: value.kid, key };
}

/** The platform key, fetched once per page (again after the platform reports it stale). */
function platformKey(): Promise<{ kid: string; key: CryptoKey }> {
  keyPromise ??= apiGet<RsaKeyValue>('/wps/session/key/rsa').then(importPublicKey);
  // A failed fetch must not stick: the next call tries again.
  keyPromise.catch(() => {
    keyPromise = null;
  });
  return keyPromise;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** AES-256-CBC with PKCS#7 of `text`, as base64 (crypto-js, loaded on first use). */
async function aesCbc(text: string, key: Uint8Array, iv: Uint8Array): Promise<string> {
  // aes pulls in core, enc-base64 and cipher-core (CBC, PKCS#7) and attaches them to the core object.
  const [{ default: CryptoJS }, { default: AES }] = await Promise.all([import('crypto-js/core'), import('crypto-js/aes')]);
  const words = (bytes: Uint8Array): lib.WordArray => CryptoJS.enc.Base64.parse(bytesToBase64(bytes));
  const cipher = AES.encrypt(text, words(key), { iv: words(iv), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  return cipher.ciphertext.toString(CryptoJS.enc.Base64);
}

/** Encrypt one payload for the platform (exported for tests and for other clients of the scheme). */
export async function encryptPayload(payload: unknown): Promise<EncryptedBody> {
  if (typeof crypto === 'undefined' || !crypto.subtle) {
    throw new ApiError('INSECURE_CONTEXT', 'This page must be opened over https to sign in', 0);
  }
  const { kid, key } = await platformKey();
  const aesKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, aesKey));
  return { kid, key: bytesToBase64(wrapped), iv: bytesToBase64(iv), data: await aesCbc(JSON.stringify(payload), aesKey, iv) };
}

/** Make an encrypted call; a stale platform key is fetched again and the call retried once. */
export async function apiEncrypted<T>(method: 'POST' | 'PUT', url: string, payload: unknown): Promise<T> {
  try {
    return await apiRequest<T>({ method, url, data: await encryptPayload(payload) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== 'ENCRYPTION_KEY_STALE') throw error;
    keyPromise = null;
    return apiRequest<T>({ method, url, data: await encryptPayload(payload) });
  }
}

/** Forget the cached key (tests). */
export function resetEncryptionKey(): void {
  keyPromise = null;
}
