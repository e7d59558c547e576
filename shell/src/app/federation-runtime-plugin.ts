import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded (down, missing version, timed out), resolve to `null` instead of
 * throwing inside the federation runtime, so the shell shows that area's fallback and the rest of
 * the page keeps working.
 */
export default function siteFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-fallback',
    errorLoadRemote(args) {
      console.warn(`remote ${String(args.id)} failed to load`, args.error);
      return null;
    },
  };
}
