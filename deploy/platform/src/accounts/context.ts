import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SecretSealer } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import { canonicalIp } from '../http/client-ip';
import { validationError } from '../http/errors';
import { refusal } from '../http/refusals';
import { parseInput } from '../http/validation';
import type { SystemRepository } from '../system/system-repository';
import type { EncryptionKeys } from './encryption-keys';
import type { Delivery } from './outbox';
import type { RegisterFieldsRepository } from './register-fields';

/** What the accounts routes share: the database, the site settings they read, the key pair and the delivery. */
export interface AccountContext {
  db: Db;
  operatorToken: string;
  /** Site settings, flags and countries (the system area). */
  system: SystemRepository;
  registerFields: RegisterFieldsRepository;
  keys: EncryptionKeys;
  /** Seals secrets kept at rest (the authenticator app's). */
  sealer: SecretSealer;
  delivery: Delivery;
  /** PLATFORM_TEST_HOOKS=1: the operator-only captcha answer route exists. */
  testHooks: boolean;
  /** The demo site: sign-ins from the machine itself are no new address (two-step/pending-sign-ins.ts). */
  demoMode?: boolean;
}

/**
 * Opens a sealed body (once: a body sent again is refused) and validates the payload, naming the
 * inner field on error; only an authenticated, fresh body gets that far.
 */
export async function openEncrypted<S extends z.ZodType>(ctx: AccountContext, body: unknown, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await ctx.keys.open(body), 'body');
}

/** Refuses with FEATURE_DISABLED unless every named white-label module is on. */
export async function requireFeatures(system: SystemRepository, ...modIds: string[]): Promise<Record<string, boolean>> {
  const flags = await system.flags();
  if (modIds.some((modId) => !flags[modId])) throw refusal('FEATURE_DISABLED');
  return flags;
}

export function clientIp(request: FastifyRequest): string {
  return canonicalIp(request.ip);
}

/** A host name with an optional port, or a bracketed IPv6 address: nothing that could bend a URL. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$/;

/**
 * The host the visitor asked for (Host, or X-Forwarded-Host when the proxy is trusted), as
 * 'www.example.com' or 'www.example.com:8080'. The site's domain comes from here, never from a
 * field the caller fills in. A malformed one is refused (VALIDATION 'host').
 */
export function requestHost(request: FastifyRequest): string {
  const host = request.host;
  if (typeof host !== 'string' || !HOST.test(host)) throw validationError('host', 'must be a host name');
  return host.toLowerCase();
}

/** The domain of the request, without a port (what invitation codes are tied to). */
export function requestDomain(request: FastifyRequest): string {
  return requestHost(request).replace(/:[0-9]+$/, '');
}

/**
 * 'https://www.example.com': where links in mails point. The Host header is the visitor's to write,
 * so with SITE_ORIGINS configured (the site's public origins, comma-separated) a link only ever
 * points at one of them: the request's own origin when listed, otherwise the first. Without it
 * (development and demos) the request's origin is used as it came.
 */
export function requestOrigin(request: FastifyRequest, siteOrigins = configuredSiteOrigins()): string {
  return mailOrigin(`${request.protocol}://${requestHost(request)}`, siteOrigins);
}

export function mailOrigin(requested: string, siteOrigins: readonly string[]): string {
  if (siteOrigins.length === 0) return requested;
  return siteOrigins.includes(requested.toLowerCase()) ? requested.toLowerCase() : siteOrigins[0]!;
}

/**
 * Where links in mails and invitations point. Built only from configured origins, never from a
 * header the visitor writes: with SITE_ORIGINS, the request's own origin when it is one of them
 * (a site on several domains keeps each visitor on theirs), otherwise the first; without it, the
 * address this server listens on (a loopback address: the site server refuses to start anywhere
 * else without SITE_ORIGINS). A platform that runs apart from the site server needs SITE_ORIGINS
 * for its links to name the site's port rather than its own.
 */
export function linkOrigin(request: FastifyRequest, siteOrigins = configuredSiteOrigins()): string {
  if (siteOrigins.length === 0) return listeningOrigin(request.server.server.address());
  return mailOrigin(`${request.protocol}://${requestHost(request)}`, siteOrigins);
}

/**
 * 'http://127.0.0.1:8080': the origin of a listening address. A wildcard address is reached on
 * loopback; before the server listens (requests injected in tests) it is loopback without a port.
 */
export function listeningOrigin(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Whether `host` (a HOST setting or a listening address) is a loopback address or name only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127(?:\.[0-9]{1,3}){3}$/.test(bare) || /^::ffff:127(?:\.[0-9]{1,3}){3}$/.test(bare);
}

/**
 * Stops the start of a server that faces more than this machine (HOST not loopback, or a proxy in
 * front: TRUST_PROXY) without SITE_ORIGINS: its links would otherwise name an address visitors
 * cannot reach. Throws the reason; returns the parsed origins.
 */
export function requireSiteOrigins(options: { host: string; behindProxy: boolean; raw: string | undefined }): string[] {
  const origins = parseSiteOrigins(options.raw);
  if (origins.length > 0) return origins;
  if (!isLoopbackHost(options.host)) {
    throw new Error(`SITE_ORIGINS is required when HOST is not a loopback address (HOST=${options.host}): links in mails and invitations are built only from it`);
  }
  if (options.behindProxy) {
    throw new Error('SITE_ORIGINS is required behind a proxy (TRUST_PROXY is set): links in mails and invitations are built only from it');
  }
  return origins;
}

/** SITE_ORIGINS parsed: each entry an http(s) origin without a path; anything else stops the start. */
export function parseSiteOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`SITE_ORIGINS: '${text}' is not an origin such as https://www.example.com`);
    }
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || text.endsWith('/')) {
      throw new Error(`SITE_ORIGINS: '${text}' is not an origin such as https://www.example.com`);
    }
    return url.origin;
  });
}

let siteOriginsCache: { raw: string | undefined; origins: string[] } | null = null;

function configuredSiteOrigins(): string[] {
  const raw = process.env.SITE_ORIGINS;
  if (siteOriginsCache === null || siteOriginsCache.raw !== raw) siteOriginsCache = { raw, origins: parseSiteOrigins(raw) };
  return siteOriginsCache.origins;
}

/**
 * A mobile number as stored: the dialing code apart and the national number without its trunk
 * prefix ('0912345678' with '+84' is '912345678'), so both ways of writing it find one member.
 */
export interface MobileNumber {
  dialingCode: string;
  number: string;
  /** '+84912345678': the SMS recipient and the lock subject. */
  full: string;
}

export async function mobileNumber(
  system: SystemRepository,
  dialingCode: string | undefined,
  raw: string,
  fields: { dialingCode: string; number: string },
): Promise<MobileNumber> {
  const code = dialingCode?.trim();
  if (!code) throw validationError(fields.dialingCode, 'is required');
  if (!/^\+[0-9]{1,4}$/.test(code)) throw validationError(fields.dialingCode, "must be a dialing code such as '+84'");
  const known = (await system.countries()).some((country) => country.countryDialingCode === code);
  if (!known) throw validationError(fields.dialingCode, 'is not a supported dialing code');
  const digits = raw.trim();
  if (!/^[0-9]{4,20}$/.test(digits)) throw validationError(fields.number, 'must be 4 to 20 digits');
  const number = digits.replace(/^0+/, '');
  if (number.length < 4) throw validationError(fields.number, 'must be 4 to 20 digits');
  return { dialingCode: code, number, full: code + number };
}
