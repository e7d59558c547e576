import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteDeclaration } from '@site/shared';
import { containerName, REMOTE_PACKAGES, type RemoteId } from './paths';

/**
 * Fake but structurally real remote builds for the ops and server tests: a manifest exposing
 * ./remote, a remoteEntry.js, a chunk and the route declarations (routes.json). `marker` changes
 * the content (and so the version).
 */
export interface FakeBuildOptions {
  marker?: string;
  buildVersion?: string;
  manifest?: Record<string, unknown> | null;
  remoteEntry?: boolean;
  /** The declared routes (default: one page, `/<id>-page`); null writes no routes.json; a string is written as is. */
  routes?: RouteDeclaration[] | string | null;
  /** The host-API range routes.json declares (default '^1.0.0'); null declares none. */
  hostApi?: string | null;
}

/** The route a fake build of `id` declares by default. */
export function fakeRoute(id: RemoteId): RouteDeclaration {
  return { path: `/${id}-page`, screenId: 'page', chrome: 'full' };
}

export async function writeFakeBuild(dir: string, id: RemoteId, options: FakeBuildOptions = {}): Promise<string> {
  const { marker = 'v1', buildVersion = '1.0.0', remoteEntry = true } = options;
  await fs.mkdir(dir, { recursive: true });
  const manifest = options.manifest === undefined
    ? {
        id: containerName(id),
        name: containerName(id),
        metaData: { name: containerName(id), buildInfo: { buildVersion, buildName: REMOTE_PACKAGES[id] }, publicPath: 'auto' },
        shared: [],
        remotes: [],
        exposes: [{ id: `${containerName(id)}:remote`, name: 'remote', path: './remote', assets: { js: { sync: ['expose.js'], async: [] }, css: { sync: [], async: [] } } }],
      }
    : options.manifest;
  if (manifest) await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (remoteEntry) {
    // Big enough to be precompressed.
    await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* ${marker} */\n${'var entry = "remote entry";\n'.repeat(80)}`);
  }
  const routes = options.routes === undefined ? [fakeRoute(id)] : options.routes;
  const hostApi = options.hostApi === undefined ? '^1.0.0' : options.hostApi;
  if (routes !== null) {
    await fs.writeFile(path.join(dir, 'routes.json'), typeof routes === 'string' ? routes : JSON.stringify({ ...(hostApi === null ? {} : { hostApi }), routes }));
  }
  await fs.writeFile(path.join(dir, 'expose.js'), `console.log(${JSON.stringify(marker)});\n`);
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A repository-like root with a dist/ build for each of `ids`, and a data directory. */
export async function makeFakeRepo(ids: RemoteId[]): Promise<{ root: string; dataDir: string; cleanup: () => Promise<void> }> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'site-ops-'));
  const root = path.join(base, 'repo');
  for (const id of ids) {
    const pkgDir = path.join(root, REMOTE_PACKAGES[id]);
    await fs.mkdir(pkgDir, { recursive: true });
    await fs.writeFile(path.join(pkgDir, 'package.json'), JSON.stringify({ name: REMOTE_PACKAGES[id], version: '1.0.0' }));
    await writeFakeBuild(path.join(pkgDir, 'dist'), id);
  }
  return { root, dataDir: path.join(base, 'data'), cleanup: () => fs.rm(base, { recursive: true, force: true }) };
}
