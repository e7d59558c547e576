import { isIP } from 'node:net';

/** Fastify's trust test: may the address `hop` steps from this server name the one before it? */
export type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Which proxies may name the visitor in X-Forwarded-For (Fastify's `trustProxy`): `false` (none:
 * the socket address is the visitor), a hop-count test (see trustHops), or the proxies' addresses
 * and CIDR ranges. Never `true`: that trusts every entry, and the left-most one is written by the
 * visitor.
 */
export type TrustProxySetting = false | string[] | TrustProxyFunction;

/**
 * Trusts the nearest `hops` proxies, whatever their address: the visitor is the `hops`-th entry
 * from the right of X-Forwarded-For. (Fastify itself refuses plain numbers.) Only sound when
 * nobody can reach this server except through those proxies: a direct caller could write the
 * header. A list of proxy addresses has no such gap.
 */
export function trustHops(hops: number): TrustProxyFunction {
  return (_address, hop) => hop < hops;
}

/** proxy-addr's named ranges, accepted in the list as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset, empty or `0` trusts nobody; a number N trusts N proxy hops (the
 * visitor is the N-th address from the right, see trustHops); a comma-separated list trusts those proxies
 * (`10.0.0.0/8,127.0.0.1`, `loopback`). Anything else stops the start with a message, since a
 * wrong guess here decides whose address region blocking and per-address limits see.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: at most ${MAX_HOPS} proxy hops, got ${hops}`);
    return trustHops(hops);
  }
  if (value.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would trust the address a visitor writes; give the number of proxy hops (1) or the proxies\' addresses');
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.find((entry) => !validEntry(entry));
  if (invalid !== undefined || entries.length === 0) {
    const named = invalid === undefined ? '' : ` ("${invalid}" is neither)`;
    throw new Error(`TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8,127.0.0.1)${named}`);
  }
  return entries;
}
