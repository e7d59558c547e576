import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { notFound } from './remote-assets';

export interface OpsPortOptions {
  /** The port /ops is served on instead of the public one (0: any free port); none keeps /ops public. */
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

function isOpsPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/ops' || pathname.startsWith('/ops/');
}

/**
 * With a port configured, the operator routes (/ops/*) answer only there, so the public port
 * need not expose them: the public port answers 404 for /ops/*, and the ops port answers nothing
 * but /ops/*. Both feed the same routes (the platform's, in-process or proxied), so behaviour and
 * authentication stay the same. Not encapsulated: the gate applies to every route of the site.
 */
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
      if (isOpsPath(request.url) !== arrivedOnOpsPort.has(request.raw)) return notFound(reply, request.url.split('?')[0] ?? 'resource');
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
