/**
 * The signature of the seamless wallet protocol: hex HMAC-SHA256 with the provider's shared secret
 * over `timestamp + "." + METHOD + "\n" + path + "\n" + providerId + "\n" + rawBody`. Signing the
 * exact bytes sent (not a re-serialised object) means both sides agree whatever JSON library they
 * use; the timestamp in the signed text makes an old request useless after the 5-minute window;
 * the method, the path and the provider id mean a signature made for one call cannot be sent as
 * another call, or as another provider. Pure crypto, no database: the provider and the bench sign
 * with the same function the platform checks with.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from the platform's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The shortest secret accepted: 32 characters. */
export const MIN_SECRET_LENGTH = 32;

/**
 * Hex HMAC-SHA256 of `timestamp.text`; `timestamp` is ms since 1970 (X-Timestamp). The building
 * block: a seamless call signs `seamlessSignedText(call)` with it (signSeamlessCall), and the
 * payment gateway's calls sign their own text the same way.
 */
export function signSeamlessRequest(secret: string, timestamp: string | number, text: string): string {
  return createHmac('sha256', secret).update(`${String(timestamp)}.${text}`).digest('hex');
}

/** What a seamless call's signature covers besides the timestamp. */
export interface SeamlessCall {
  /** 'POST' */
  method: string;
  /** The path as sent, with its query string if any: '/seamless/v1/bet'. */
  path: string;
  /** X-Provider-Id. */
  providerId: string;
  /** The body's exact bytes as text. */
  rawBody: string;
}

export function seamlessSignedText(call: SeamlessCall): string {
  return `${call.method.toUpperCase()}\n${call.path}\n${call.providerId}\n${call.rawBody}`;
}

/** X-Signature of a seamless call. */
export function signSeamlessCall(secret: string, timestamp: string | number, call: SeamlessCall): string {
  return signSeamlessRequest(secret, timestamp, seamlessSignedText(call));
}

/** The headers of a signed `POST path` call, for a provider, the bench or a test. */
export function seamlessHeaders(secret: string, call: { path: string; rawBody: string; providerId?: string; method?: string }, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  const providerId = call.providerId ?? 'DEMO';
  return {
    'content-type': 'application/json',
    'x-provider-id': providerId,
    'x-timestamp': timestamp,
    'x-signature': signSeamlessCall(secret, timestamp, { method: call.method ?? 'POST', path: call.path, providerId, rawBody: call.rawBody }),
  };
}

export type SignatureCheck = 'VALID' | 'MALFORMED' | 'STALE' | 'MISMATCH';

/** Checks a seamless call's signature over its method, path, provider id and body (see checkSeamlessSignature). */
export function checkSeamlessCall(options: { secret: string; timestamp: string | undefined; signature: string | undefined; call: SeamlessCall; now?: number }): SignatureCheck {
  return checkSeamlessSignature({ secret: options.secret, timestamp: options.timestamp, signature: options.signature, rawBody: seamlessSignedText(options.call), now: options.now });
}

/**
 * Checks a signature over `timestamp.rawBody` (`rawBody`: whatever text the protocol signs). The
 * comparison takes the same time wherever the first wrong character is, so timing does not reveal
 * how much of a forged signature was right.
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
