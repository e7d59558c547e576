import { isIPv6 } from 'node:net';

/**
 * One text form per address, so a blocked IP matches however it arrived: IPv4-mapped IPv6
 * (::ffff:1.2.3.4) becomes plain IPv4, IPv6 gets its canonical compressed lowercase form.
 */
export function canonicalIp(raw: string): string {
  let ip = raw.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv6(ip)) {
    try {
      // The WHATWG URL parser serialises IPv6 hosts canonically (RFC 5952).
      return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
    } catch {
      return ip.toLowerCase();
    }
  }
  return ip;
}
