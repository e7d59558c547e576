import type { ComponentType } from 'react';
import semverSatisfies from 'semver/functions/satisfies';

/**
 * The version of the contract the shell offers to remotes. Bump the minor for additions a remote
 * may use, the major for anything that breaks an existing remote.
 */
export const HOST_API_VERSION = '1.0.0';

export type RemoteId = 'auth' | 'games' | 'lottery' | 'member-centre' | 'agent-centre';

/** Every remote id, in the order the shell registers them. */
export const REMOTE_IDS: readonly RemoteId[] = ['auth', 'games', 'lottery', 'member-centre', 'agent-centre'];

/** The federation container name of a remote (ids with dashes are not valid global names). */
export function containerName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}

/** How much of the shell's chrome a route keeps around it (spec §2 route table). */
export type Chrome = 'full' | 'header-only' | 'none';

export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

export interface RemoteRoute {
  /** A react-router path, for example '/live' or '/rng'. */
  path: string;
  screen: LazyComponent;
  chrome?: Chrome;
  /** Show the route group's banner strip above the screen. */
  banner?: boolean;
}

export interface RemoteDescriptor {
  id: RemoteId;
  /** Semver range of HOST_API_VERSION this remote was built against, e.g. '^1.0.0'. */
  hostApi: string;
  routes?: RemoteRoute[];
  /** Named components the shell or another remote may place, e.g. 'home-lanes'. */
  widgets?: Record<string, LazyComponent<object>>;
  i18n: { namespace: string; resources: Record<string, Record<string, unknown>> };
}

/** Identity helper that type-checks a descriptor; a remote's ./remote module default-exports it. */
export function defineRemote(descriptor: RemoteDescriptor): RemoteDescriptor {
  return descriptor;
}

/** True when the shell can host a remote built for `range`. */
export function hostApiSatisfies(range: string, hostVersion: string = HOST_API_VERSION): boolean {
  try {
    return semverSatisfies(hostVersion, range);
  } catch {
    return false;
  }
}
