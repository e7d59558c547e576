import path from 'node:path';
import { isRemoteId, type RemoteId } from '@site/shared/contract';

export { containerName, isRemoteId, REMOTE_IDS, REMOTE_PACKAGES, type RemoteId } from '@site/shared/contract';

/** 'games', 'mf-games' and 'MF-Games' all name the games remote; anything else is undefined. */
export function parseRemoteId(name: string): RemoteId | undefined {
  const id = name.trim().toLowerCase().replace(/^mf-/, '');
  return isRemoteId(id) ? id : undefined;
}

/** The repository root (this file is deploy/releases/src/paths.ts). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** DATA_DIR from the environment (relative to the working directory), else `<repo>/.data`. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data');
}

/** Where a remote's versions live inside the data directory. */
export function remotesDir(dataDir: string): string {
  return path.join(dataDir, 'remotes');
}

export function registryPath(dataDir: string): string {
  return path.join(remotesDir(dataDir), 'registry.json');
}

export function versionDir(dataDir: string, id: RemoteId, version: string): string {
  return path.join(remotesDir(dataDir), id, version);
}

/**
 * A version is one path segment of letters, digits, '.', '+', '_' and '-', never starting with a dot
 * (temporary folders do), so it can be used in a URL and a file path without escaping.
 */
export function isValidVersion(version: string): boolean {
  return /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,127}$/.test(version);
}
