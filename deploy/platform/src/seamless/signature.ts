/**
 * The signature of the seamless wallet protocol: hex HMAC-SHA256 with the provider's shared secret
 * over `timestamp + "." + rawBody`. Signing the exact bytes sent (not a re-serialised object) means
 * both sides agree whatever JSON library they use; the timestamp in the signed text makes an old
 * request useless after the 5-minute window. Pure crypto, no database: the provider and the bench
 * sign with the same function the platform checks with.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from the platform's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The shortest secret accepted: 32 characters. */
export const MIN_SECRET_LENGTH = 32;

/** Hex HMAC-SHA256 of `timestamp.rawBody` (X-Signature). `timestamp` is ms since 1970 (X-Timestamp). */
export function signSeamlessRequest(secret: string, timestamp: string | number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${String(timestamp)}.${rawBody}`).digest('hex');
}

/** The three headers of a signed call, for a provider or a test. */
export function seamlessHeaders(secret: string, rawBody: string, providerId = 'DEMO', now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-provider-id': providerId,
    'x-timestamp': timestamp,
    'x-signature': signSeamlessRequest(secret, timestamp, rawBody),
  };
}

export type SignatureCheck = 'VALID' | 'MALFORMED' | 'STALE' | 'MISMATCH';

/**
 * Checks a request's signature. The comparison takes the same time wherever the first wrong
 * character is, so timing does not reveal how much of a forged signature was right.
 */
export function checkSeamlessSignature(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now?: number;
}): SignatureCheck {
  const { timestamp, signature } = options;
  if (!timestamp || !/^[0-9]{1,16}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return 'MALFORMED';
  if (Math.abs((options.now ?? Date.now()) - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'STALE';
  const expected = Buffer.from(signSeamlessRequest(options.secret, timestamp, options.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'VALID' : 'MISMATCH';
}

/**
 * The secret the platform checks signatures with: the one given (env GAME_PROVIDER_SECRET), which
 * must be 32 characters or more, or a fresh random one for this process when none is given (fine
 * when the provider runs in the same process and reads it from there). `name` is the setting the
 * error names: the payment gateway's secret follows the same rule.
 */
export function resolveGameProviderSecret(given: string | undefined, name = 'GAME_PROVIDER_SECRET'): { secret: string; generated: boolean } {
  if (given === undefined || given === '') return { secret: randomBytes(32).toString('base64url'), generated: true };
  if (given.length < MIN_SECRET_LENGTH) throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters`);
  return { secret: given, generated: false };
}
