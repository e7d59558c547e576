import { ApiError, apiGet, apiRequest } from './client';
import { ENCRYPTION_KEY_STALE, SEALED_BODY_INVALID, sealPayload, type EncryptedBody, type RsaKeyValue } from '../../contract';

/**
 * The encrypted calls (login, registration, password change and reset): the body is sealed with
 * `sealPayload` (AES-256-GCM under a fresh key, the key wrapped with the platform's RSA key). Only
 * the request body is sealed; answers are ordinary envelopes. This module keeps the platform key
 * for the page and the difference between the platform's clock and this device's, which stamps
 * every sealed body so the platform can refuse a captured one sent again.
 *
 * Web Crypto exists only in secure contexts (https, or http on localhost/127.0.0.1), which is
 * where a site that takes passwords runs anyway.
 */

interface PlatformKey {
  value: RsaKeyValue;
  /** Platform clock minus device clock, in ms, measured when the key arrived. */
  clockOffsetMs: number;
}

let keyPromise: Promise<PlatformKey> | null = null;

/** The platform key, fetched once per page (again after the platform refused a sealed body). */
function platformKey(): Promise<PlatformKey> {
  keyPromise ??= apiGet<RsaKeyValue>('/wps/session/key/rsa').then((value) => ({ value, clockOffsetMs: value.serverTime - Date.now() }));
  // A failed fetch must not stick: the next call tries again.
  keyPromise.catch(() => {
    keyPromise = null;
  });
  return keyPromise;
}

/** Fetch the platform key ahead (a sign-in form on screen), so the sealed call that follows waits for no extra round trip. */
export function prefetchPlatformKey(): void {
  if (typeof crypto === 'undefined' || !crypto.subtle) return;
  platformKey().catch(() => undefined);
}

/** Seal one payload for the platform (exported for tests and for other clients of the scheme). */
export async function encryptPayload(payload: unknown): Promise<EncryptedBody> {
  if (typeof crypto === 'undefined' || !crypto.subtle) {
    throw new ApiError('INSECURE_CONTEXT', 'This page must be opened over https to sign in', 0);
  }
  const { value, clockOffsetMs } = await platformKey();
  return sealPayload(value, payload, Date.now() + clockOffsetMs);
}

/**
 * Make an encrypted call. A body the platform could not open is sealed again once with a freshly
 * fetched key and clock: the key may have rotated (ENCRYPTION_KEY_STALE) or this device's clock may
 * have been corrected since the key came (SEALED_BODY_INVALID). A refused body changed nothing on
 * the platform, so sending the payload again is safe.
 */
export async function apiEncrypted<T>(method: 'POST' | 'PUT', url: string, payload: unknown): Promise<T> {
  try {
    return await apiRequest<T>({ method, url, data: await encryptPayload(payload) });
  } catch (error) {
    if (!(error instanceof ApiError) || (error.errorCode !== ENCRYPTION_KEY_STALE && error.errorCode !== SEALED_BODY_INVALID)) throw error;
    keyPromise = null;
    return apiRequest<T>({ method, url, data: await encryptPayload(payload) });
  }
}

/** Forget the cached key (tests). */
export function resetEncryptionKey(): void {
  keyPromise = null;
}
