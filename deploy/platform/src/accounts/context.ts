import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  delivery: Delivery;
  /** PLATFORM_TEST_HOOKS=1: the operator-only captcha answer route exists. */
  testHooks: boolean;
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
