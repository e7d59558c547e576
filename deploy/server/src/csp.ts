import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy: only this origin, the configured image CDNs and the
 * game-launch frames. Scripts need 'self' (the shell and every remote are served from here) plus a
 * per-response nonce for the one inline script of index.html (the registry and site config).
 * Styles allow 'unsafe-inline' because style-loader injects <style> elements at run time; a nonce in
 * style-src would make browsers ignore 'unsafe-inline', so styles get none.
 */
export interface CspSources {
  /** Origins images may come from besides this one (image CDNs). */
  images: string[];
  /** Origins that may be framed (game launch CDNs). */
  frames: string[];
}

/** Keeps `https://cdn.example.com` from a configured URL (path and query dropped); rejects the rest. */
export function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export function uniqueOrigins(values: readonly string[]): string[] {
  return [...new Set(values.map(toOrigin).filter((v): v is string => Boolean(v)))];
}

const nonces = new WeakMap<ServerResponse, string>();

/** Gives the response its nonce (called before helmet builds the header). */
export function assignNonce(res: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  nonces.set(res, nonce);
  return nonce;
}

export function nonceOf(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/** Helmet directives; the functions run per response, so sources learnt later apply at once. */
export function cspDirectives(sources: CspSources) {
  const list = (...values: string[]) => values.join(' ');
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonces.get(res) ?? assignNonce(res)}'`],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [() => list("'self'", 'data:', 'blob:', ...sources.images)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: [() => list("'self'", ...sources.frames)],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Some providers start a game by posting a form into the launch frame.
    formAction: [() => list("'self'", ...sources.frames)],
    frameAncestors: ["'self'"],
  };
}
