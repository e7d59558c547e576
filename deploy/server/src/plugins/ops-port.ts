import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from './remote-assets';

export interface OpsPortOptions {
  /** The port /ops and /docs are served on instead of the public one (0: any free port); none keeps them on the public port. */
  port?: number;
  /** The address the ops port listens on (default 127.0.0.1: not the public). */
  host?: string;
}

export interface OpsPort {
  server: http.Server;
  /** Starts listening; resolves to the address it listens on. */
  listen: () => Promise<AddressInfo>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate listener of /ops, when one is configured. */
    opsPort: OpsPort | null;
  }
}

/** The operator's paths: the /ops API and the API document at /docs. */
const OPERATOR_PREFIXES = ['/ops', '/docs'];

function underOperatorPrefix(pathname: string): boolean {
  return OPERATOR_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The path as a router or an upstream platform could read it: percent-decoded (repeatedly, so
 * `%256F` gives nothing either), runs of slashes made one, `.` segments dropped, lower case.
 * The gate compares this, not the raw address, so `/%6Fps/...`, `//ops/...` and `/OPS/...` are
 * all the operator's.
 */
export function normalisedPath(url: string): string {
  let pathname = url.split('?')[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      break;
    }
    if (decoded === pathname) break;
    pathname = decoded;
  }
  return pathname
    .replace(/\\/g, '/')
    .replace(/\/+/g, '/')
    .split('/')
    .filter((segment) => segment !== '.')
    .join('/')
    .toLowerCase();
}

/**
 * Whether a request is for the operator: the route it matched is under /ops or /docs, or its
 * decoded address is. Either alone would leave a gap: the matched route misses an address no
 * route here matched that a proxied platform would still decode to /ops; the address misses a
 * spelling the router folds that the normalising here did not foresee.
 */
export function isOperatorRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route && underOperatorPrefix(route)) return true;
  return underOperatorPrefix(normalisedPath(request.url));
}

export const opsPortPlugin = fp<OpsPortOptions>(
  async (app, { port, host = '127.0.0.1' }) => {
    if (port === undefined) {
      app.decorate('opsPort', null);
      return;
    }
    const arrivedOnOpsPort = new WeakSet<IncomingMessage>();
    const server = http.createServer((req, res) => {
      arrivedOnOpsPort.add(req);
      app.routing(req, res);
    });
    app.addHook('onRequest', async (request, reply) => {
      if (isOperatorRequest(request) !== arrivedOnOpsPort.has(request.raw)) return notFound(reply, request.url.split('?')[0] ?? 'resource');
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    app.decorate('opsPort', {
      server,
      listen: () =>
        new Promise<AddressInfo>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, host, () => {
            server.off('error', reject);
            resolve(server.address() as AddressInfo);
          });
        }),
    });
  },
  { name: 'site-ops-port', fastify: '5.x' },
);
