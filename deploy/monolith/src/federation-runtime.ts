import { containerName, type RemoteId } from '@site/shared';
import { remoteLoader, type ModuleImport } from './remote-loader';

/**
 * The monolith's stand-in for `@module-federation/enhanced/runtime` (the build aliases it here):
 * the two calls the shell makes, with every remote compiled into the same build. Each descriptor
 * stays a lazy chunk, loaded when the shell first asks for it, as the federated build loads it.
 */
const DESCRIPTORS: Record<RemoteId, ModuleImport> = {
  auth: () => import(/* webpackChunkName: "remote-auth" */ 'mf-auth/src/remote'),
  games: () => import(/* webpackChunkName: "remote-games" */ 'mf-games/src/remote'),
  lottery: () => import(/* webpackChunkName: "remote-lottery" */ 'mf-lottery/src/remote'),
  'member-centre': () => import(/* webpackChunkName: "remote-member-centre" */ 'mf-member-centre/src/remote'),
  'agent-centre': () => import(/* webpackChunkName: "remote-agent-centre" */ 'mf-agent-centre/src/remote'),
};

export const loadRemote = remoteLoader(DESCRIPTORS, containerName);

/** Nothing to register: the registry's entries are never fetched, every remote is in this build. */
export function registerRemotes(_remotes: readonly { name: string; entry: string }[]): void {}
