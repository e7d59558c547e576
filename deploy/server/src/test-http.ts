import { promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Real HTTP requests against a listening server for the server tests. (Fastify's inject loads an
 * ESM-only dependency Jest cannot require, and a real socket also proves what a browser gets:
 * raw bytes, nothing decompressed behind the test's back.)
 */
export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json: <T = unknown>() => T;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function request(base: string, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const body = rawPayload.toString('utf8');
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body, json: <T>() => JSON.parse(body) as T });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The shell's own pages as its build declares them: home (showing the games lanes) and the notices. */
export const SHELL_ROUTES = [
  ...['/', '/index', '/index.html', '/home'].map((path) => ({ path, screenId: 'home', chrome: 'full', bannerGroup: 'w_home', remotes: ['games'] })),
  { path: '/noticePage', screenId: 'notices', chrome: 'full' },
];

/** A minimal shell build: the template with its head marker, main.js, one content-hashed chunk and its route declarations. */
export async function writeFakeShell(root: string): Promise<void> {
  const dist = path.join(root, 'shell', 'dist');
  await fs.mkdir(dist, { recursive: true });
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>Site</title>\n    <!--site:head-->\n<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'main.js'), `/* shell main */\n${'console.log("shell main");\n'.repeat(100)}`);
  await fs.writeFile(path.join(dist, '470.0123456789.js'), `/* chunk */\n${'console.log("chunk");\n'.repeat(100)}`);
  await fs.writeFile(path.join(dist, 'bootstrap.abcdef0123.js'), '/* bootstrap */');
  await fs.writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react-dom', assets: { js: { sync: ['470.0123456789.js'], async: [] } } }] }),
  );
  await fs.writeFile(path.join(dist, 'routes.json'), JSON.stringify({ routes: SHELL_ROUTES }));
  await fs.writeFile(path.join(dist, '.build-stamp'), 'hash');
}
