/**
 * The site's remotes: the one list, in remote-packages.json (id → package folder, in the order the
 * shell registers them), so the build scripts and configs that cannot import TypeScript read the
 * same file. Everything else derives from here.
 */
import remotePackages from './remote-packages.json';

export type RemoteId = keyof typeof remotePackages;

/** The package folder each remote is built in. */
export const REMOTE_PACKAGES: Readonly<Record<RemoteId, string>> = remotePackages;

/** Every remote id, in the order the shell registers them. */
export const REMOTE_IDS = Object.keys(remotePackages) as readonly RemoteId[];

export function isRemoteId(value: string): value is RemoteId {
  return Object.prototype.hasOwnProperty.call(remotePackages, value);
}

/** The federation container name of a remote (ids with dashes are not valid global names). */
export function containerName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}
